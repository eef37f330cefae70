import { TRANSCRIPT } from '../common/demo/transcript-data.ts';
import { LineFollower, type MediaLike } from '../common/demo/line-follower.ts';
import { dispatchVoiceEvent } from '../common/events.ts';
import { DemoTranscript, type DemoTranscriptHost } from './DemoTranscript.tsx';
import baseCss from '../common/styles/base.css?inline';
import transcriptCss from '../common/demo/transcript.css?inline';
import { widgetElement } from '../common/element/widget-element.ts';
import { parseDemoLang } from '../common/demo/dictionary.ts';

const PROPS = ['lang', 'for', 'assistantName'] as const;

/**
 * @customElement demo-transcript
 *
 * `<demo-transcript>`: the demo call's transcript on its own, synced to an audio element on the
 * page (docs/elements/demo-transcript.md).
 * @attr for - id of the `<audio>`/`<video>` element to follow, looked up in the element's own
 *   root (document or shadow root). A missing id warns once and retries when the document finishes
 *   loading.
 * @attr {'es' | 'he'} lang - `es` (default) or `he`. Other values fall back to `es` with one
 *   console.warn.
 * @attr assistant-name - the assistant's badge name. Default `Sofía` / `סופיה`.
 * @prop media - the followed media element; set it directly instead of `for`.
 * @fires voice-lang-change - detail: `{ lang, dir, source }` — the `lang` attribute changed the
 *   effective language.
 * @fires voice-demo-line-change - detail: `{ index }` — the highlighted transcript line changed
 *   (`-1`: none).
 * @csspart root - the inner root (carries `lang` and `dir`).
 * @csspart transcript - the transcript list.
 */
export class DemoTranscriptElement
  extends widgetElement(DemoTranscript, PROPS, [baseCss, transcriptCss], (value) =>
    parseDemoLang(value, () => {}),
  )
  implements DemoTranscriptHost
{
  /** Follows the media's time and reports the current line. */
  readonly follower = new LineFollower(TRANSCRIPT);
  private explicitMedia: MediaLike | null = null;
  private retry: (() => void) | null = null;

  constructor() {
    super();
    this.follower.on('line', (index) =>
      dispatchVoiceEvent(this, 'voice-demo-line-change', { index }),
    );
  }

  /** The followed media element, or null. Setting it overrides `for`. */
  get media(): MediaLike | null {
    return this.follower.target;
  }
  set media(el: MediaLike | null) {
    this.explicitMedia = el;
    this.follower.attach(el);
  }

  /** Resolves `for` (unless `media` was set) and follows that element. */
  connectMedia(id: string | undefined): void {
    if (this.explicitMedia) return;
    this.cancelRetry();
    if (!id) {
      this.follower.attach(null);
      return;
    }
    const root = this.getRootNode() as Document | ShadowRoot;
    const el = root.getElementById?.(id) ?? null;
    if (el && 'currentTime' in el && 'paused' in el) {
      this.follower.attach(el as unknown as MediaLike);
      return;
    }
    this.follower.attach(null);
    const doc = this.ownerDocument;
    if (doc.readyState === 'loading') {
      const again = () => this.connectMedia(id);
      doc.addEventListener('DOMContentLoaded', again, { once: true });
      this.retry = () => doc.removeEventListener('DOMContentLoaded', again);
      return;
    }
    this.warnOnce(
      `[voice-widgets] <demo-transcript for="${id}">: no audio or video element with that id.`,
    );
  }

  override disconnectedCallback(): void {
    this.cancelRetry();
    super.disconnectedCallback();
  }

  private cancelRetry(): void {
    this.retry?.();
    this.retry = null;
  }
}

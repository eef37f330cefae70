import type { ClientTools } from '../common/tools/responder.ts';
import { TRANSCRIPT } from '../common/demo/transcript-data.ts';
import { DemoPlayback } from '../common/demo/playback.ts';
import { dispatchVoiceEvent } from '../common/events.ts';
import { DICTIONARIES, parseDemoLang } from '../common/demo/dictionary.ts';
import { createDemoAudio } from './audio.ts';
import { scrollBehavior } from '../common/hooks.ts';
import { ToastStore } from './toasts.ts';
import { AUDIO_SLOT, CALL_SLOT, VoiceDemo, type VoiceDemoHost } from './VoiceDemo.tsx';
import { VOICE_DEMO_CSS } from './styles.ts';
import { widgetElement } from '../common/element/widget-element.ts';

/**
 * The prerendered `<audio>` with `controls` set again: WebKit does not always draw the controls
 * of a media element parsed into a declarative shadow root. Playback is not touched.
 */
function adoptAudio(audio: HTMLAudioElement | null | undefined): HTMLAudioElement | undefined {
  if (!audio) return undefined;
  audio.controls = false;
  audio.controls = true;
  return audio;
}

const PROPS = [
  'lang',
  'assistantId',
  'publicKey',
  'apiUrl',
  'companyName',
  'logoSrc',
  'contactEmail',
  'messagingPhone',
  'assistantName',
  'audioSrc',
  'micGain',
  'panel',
  'consentText',
  'toolTimeout',
  'history',
  'talkMode',
  // Boolean attributes: listed to be observed; the component reads their presence.
  'requireConsent',
  'feedback',
] as const;

/** `<voice-call-button>`'s `hold()` and `resume()`. */
interface HoldMethods {
  hold(): boolean;
  resume(): boolean;
}

/**
 * @customElement voice-demo
 *
 * `<voice-demo>`: the whole bilingual demo page (docs/elements/voice-demo.md) as one custom
 * element with an open shadow root.
 * @attr {'es' | 'he'} lang - `es` (default) or `he`; Hebrew mirrors the layout right to left.
 *   Other values fall back to `es` with one console.warn.
 * @attr assistant-id - the platform assistant of the live call, passed to the assistant card's
 *   `<voice-call-button>` (docs/elements/voice-call-button.md).
 * @attr public-key - the platform public key for the live call.
 * @attr api-url - the platform API base URL for the live call.
 * @attr company-name - company title in the header. Default `TeleNova`.
 * @attr logo-src - URL of the logo image (SVG recommended). Default: a built-in SVG logo; the demo
 *   host uses `logo.svg`.
 * @attr contact-email - address the contact form's mail goes to. Default
 *   `contacto@telenova.example`. Must be one plain address, otherwise submitting logs a clear
 *   error and keeps the form's values.
 * @attr messaging-phone - WhatsApp number, international format (7–15 digits, separators
 *   allowed). Default `+34 612 345 678`.
 * @attr assistant-name - the assistant's display name. Default `Sofía` / `סופיה`.
 * @attr mic-gain - microphone boost for the live call, passed to `<voice-call-button>` (linear,
 *   (0, 4]).
 * @attr tool-timeout - seconds (1..120, default 10) the live call's assistant waits for a tool in
 *   `clientTools`, passed to `<voice-call-button>` (docs/voice-client.md "Tools").
 * @attr panel - `none` hides the live conversation panel of the assistant card's
 *   `<voice-call-button>`.
 * @attr {boolean} require-consent - boolean, passed to `<voice-call-button>`: ask for consent
 *   before the first live call. A change applies from the next press.
 * @attr consent-text - the consent dialog's text, passed to `<voice-call-button>`.
 * @attr {'open' | 'push'} talk-mode - passed to `<voice-call-button>`
 *   (docs/elements/voice-call-button.md "Push-to-talk"): `push` keeps the live call's microphone
 *   muted except while the visitor holds the panel's `talk` control; `open` (default) keeps it
 *   open.
 * @attr {boolean} feedback - boolean, passed to `<voice-call-button>`: after a live call its panel
 *   asks 'How was this conversation?' and fires `voice-feedback`
 *   (docs/elements/voice-call-button.md "Feedback"). A change during a call applies when it ends.
 * @attr {'session' | 'local' | 'none'} history - passed to `<voice-call-button>`: `none` stores
 *   nothing (no remembered consent); default `session` (docs/elements/voice-widget.md "Stored data
 *   and forgetting").
 * @attr audio-src - demo audio URL template without extension; `{lang}` is replaced, `.m4a` (AAC)
 *   and `.mp3` appended. Default `audio/demo-call-{lang}` (relative to the page).
 * @fires voice-lang-change - detail: `{ lang, dir, source: 'toggle' | 'attribute' }` — the
 *   effective language changed (the toggle or the `lang` attribute). The demo host uses it to set
 *   `<html lang dir>`.
 * @fires voice-demo-play - detail: `{ currentTime }` (s) — demo playback started.
 * @fires voice-demo-pause - detail: `{ currentTime }` (s) — demo playback stopped.
 * @fires voice-demo-ended - detail: `{ durationS }` — the demo call ended (audio `ended` or the
 *   124 s limit); the countdown starts.
 * @fires voice-demo-line-change - detail: `{ index }` — the highlighted transcript line changed
 *   (`-1`: none).
 * @fires voice-contact-submit - detail: `{ name, email, message, href }` — a valid form submit.
 *   Cancelable: `preventDefault()` keeps the element from opening the `mailto:` (send it
 *   yourself).
 * @fires voice-messaging-open - detail: `{ href }` — the WhatsApp link is about to open in a new
 *   tab. Cancelable: `preventDefault()` keeps it from opening.
 * @fires voice-call-hold - detail: `{ held }` — the assistant card's call went on hold or came off
 *   it (`hold()`, `resume()`, its `hold` control, or the call's end while held).
 * @csspart root - the inner root (carries `lang` and `dir`).
 * @csspart header - the page header (logo, company, language toggle).
 * @csspart lang-toggle - the es/he language toggle.
 * @csspart player - the demo call's player card.
 * @csspart audio - the demo call's `<audio>` element.
 * @csspart transcript - the live-synced transcript.
 * @csspart results - the call results card.
 * @csspart summary - the call summary shown after playback.
 * @csspart assistant - the assistant card with the live `<voice-call-button>`.
 * @csspart advantage - one of the four advantage cards.
 * @csspart advantage-highlighted - the advantage card `showAdvantage()` is showing (also
 *   `aria-current="true"`).
 * @csspart advantages - the advantages section.
 * @csspart contact - the contact section.
 * @csspart messaging-button - the WhatsApp button.
 * @csspart form - the contact form.
 * @csspart submit - the contact form's submit button.
 * @csspart fullscreen - the full-screen player overlay.
 * @csspart big-play - the full-screen player's play button.
 * @csspart caption - the full-screen player's caption.
 * @csspart countdown - the 3-2-1 countdown overlay after playback.
 * @csspart toaster - the toast region.
 * @csspart toast - one toast.
 * @cssproperty [--voice-accent=#1d4ed8] - primary colour.
 * @cssproperty [--voice-surface=#ffffff] - card background.
 * @cssproperty [--voice-text=#0f172a] - text colour.
 * @cssproperty [--voice-page=#f1f5f9] - page background behind the cards.
 * @cssproperty [--voice-font=system-ui, sans-serif] - font family.
 */
export class VoiceDemoElement
  extends widgetElement(VoiceDemo, PROPS, VOICE_DEMO_CSS, (value) => parseDemoLang(value, () => {}))
  implements VoiceDemoHost
{
  /** Demo playback state machine (`docs/elements/voice-demo.md`), kept across React remounts. */
  readonly playback = new DemoPlayback(TRANSCRIPT);
  /** Toast queue rendered in the shadow root. */
  readonly toasts = new ToastStore();
  private audioElement: HTMLAudioElement | undefined;
  private callButtonElement: HTMLElement | undefined;
  /** A hidden holder in the shadow root, outside React's nodes (see disconnectedCallback). */
  private parking: HTMLDivElement | undefined;

  constructor() {
    super();
    // A value a page set before the element was defined (hydration runs late,
    // docs/prerendering.md) is an own property hiding the accessor: pass it on.
    if (Object.hasOwn(this, 'clientTools')) {
      const tools = (this as { clientTools?: ClientTools }).clientTools;
      delete (this as { clientTools?: ClientTools }).clientTools;
      this.clientTools = tools;
    }
    const pb = this.playback;
    let lineIndex = pb.state.lineIndex;
    pb.on('play', (currentTime) => {
      dispatchVoiceEvent(this, 'voice-demo-play', { currentTime });
      this.toasts.show(DICTIONARIES[parseDemoLang(this.getAttribute('lang'), () => {})].toastPlay);
    });
    pb.on('pause', (currentTime) => dispatchVoiceEvent(this, 'voice-demo-pause', { currentTime }));
    pb.on('ended', () =>
      dispatchVoiceEvent(this, 'voice-demo-ended', { durationS: TRANSCRIPT.at(-1)?.endTime ?? 0 }),
    );
    // Next frame: removing a focused button (try again) in the same frame cancels a smooth scroll.
    pb.on('scroll-top', () =>
      requestAnimationFrame(() =>
        this.scrollIntoView({ behavior: scrollBehavior(), block: 'start' }),
      ),
    );
    pb.on('change', (s) => {
      if (s.lineIndex === lineIndex) return;
      lineIndex = s.lineIndex;
      dispatchVoiceEvent(this, 'voice-demo-line-change', { index: lineIndex });
    });
  }

  /** The demo `<audio>` in the shadow root: the prerendered one, else created on first use. */
  get audio(): HTMLAudioElement {
    this.audioElement ??=
      adoptAudio(this.shadowRoot?.querySelector<HTMLAudioElement>(`.${AUDIO_SLOT} > audio`)) ??
      createDemoAudio(this.ownerDocument);
    return this.audioElement;
  }

  /**
   * Tools the page implements for the live call's assistant (docs/voice-client.md "Tools"), handed to the assistant card's `<voice-call-button>`:
   * `{ [name]: (args, { callId, signal }) => result | Promise }`.
   */
  get clientTools(): ClientTools | undefined {
    return (this.callButton as { clientTools?: ClientTools }).clientTools;
  }

  set clientTools(tools: ClientTools | undefined) {
    (this.callButton as { clientTools?: ClientTools | undefined }).clientTools = tools;
  }

  /**
   * Shows one of the four advantage cards (`docs/elements/voice-demo.md`), for a page tool
   * such as the demo's `show_solution` (docs/voice-client.md "Tools"): scrolls
   * it into view (centred; instantly under `prefers-reduced-motion`) and
   * highlights it — an outline and a 'Recomendado para usted' / 'מומלץ
   * עבורך' badge, `aria-current="true"`, `part="advantage
   * advantage-highlighted"` — until another card is shown or the language
   * changes. Keyboard focus does not move.
   *
   * @param index 0..3, in the page's order.
   * @returns {{ title: string } | undefined} the card's title in the current language, or
   *   undefined (and nothing changes) for an index that is not one of the cards.
   */
  showAdvantage(index: number): { title: string } | undefined {
    const cards = [...(this.shadowRoot?.querySelectorAll<HTMLElement>('li.advantage') ?? [])];
    const card = Number.isInteger(index) ? cards[index] : undefined;
    if (!card) return undefined;
    for (const other of cards) {
      other.removeAttribute('aria-current');
      other.setAttribute('part', 'advantage');
    }
    card.setAttribute('aria-current', 'true');
    card.setAttribute('part', 'advantage advantage-highlighted');
    card.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
    return { title: card.querySelector('h3')?.textContent ?? '' };
  }

  /** The assistant card's `<voice-call-button>` (lives in the shadow root): the prerendered one when the page's HTML holds it, else created on first use. */
  get callButton(): HTMLElement {
    this.callButtonElement ??=
      this.shadowRoot?.querySelector<HTMLElement>(`.${CALL_SLOT} > voice-call-button`) ??
      this.ownerDocument.createElement('voice-call-button');
    return this.callButtonElement;
  }

  /**
   * Puts the assistant card's live call on hold: `<voice-call-button>`'s `hold()`
   * (docs/elements/voice-call-button.md "Hold"; `voice-call-hold` bubbles out of this element).
   * @returns {boolean} `true` when the call is now held; `false`, a no-op, with no connected call or when held.
   */
  hold(): boolean {
    return this.liveButton()?.hold() ?? false;
  }

  /**
   * Takes the assistant card's held call off hold (`<voice-call-button>`'s `resume()`).
   * @returns {boolean} `true` when the call was held and now runs; `false`, a no-op, otherwise.
   */
  resume(): boolean {
    return this.liveButton()?.resume() ?? false;
  }

  /** The card's call button once it exists (none: no call to hold); typed here, the elements stay apart. */
  private liveButton(): HoldMethods | undefined {
    const button =
      this.callButtonElement ??
      this.shadowRoot?.querySelector<HTMLElement>(`.${CALL_SLOT} > voice-call-button`);
    const hold = button as Partial<HoldMethods> | undefined;
    return typeof hold?.hold === 'function' ? (hold as HoldMethods) : undefined;
  }

  /**
   * React unmounts here and would take the audio and call button with its nodes: parked in the
   * shadow root, they survive a move (playback and call go on) and end as usual on a real removal.
   */
  override disconnectedCallback(): void {
    const root = this.shadowRoot;
    const parked = [this.audioElement, this.callButtonElement].filter((el) => el !== undefined);
    if (root && parked.length) {
      this.parking ??= Object.assign(this.ownerDocument.createElement('div'), { hidden: true });
      root.append(this.parking);
      this.parking.append(...parked);
    }
    super.disconnectedCallback();
  }
}

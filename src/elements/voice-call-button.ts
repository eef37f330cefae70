/**
 * `<voice-call-button>`: the live voice button (SPEC §2 item 6, §4 "Live voice
 * button"). Pressing it creates a web call on the platform (`POST
 * {api-url}/call/web` with the public key), joins the call room and plays the
 * assistant; pressing again hangs up.
 *
 * ```html
 * <voice-call-button public-key="pk_…" assistant-id="asst_…" lang="es"></voice-call-button>
 * ```
 *
 * The call belongs to the element (its `call` controller), not to React:
 * moving the element in the DOM during a call keeps the call; removing it ends
 * the call cleanly. The voice client and daily-js load on first hover, focus or
 * press, as chunks next to the bundle.
 *
 * @attr public-key - the platform's public client key (bearer). Without it a press logs that the voice client is not initialised and does nothing (SPEC §5).
 * @attr assistant-id - the assistant to call (a string is an id, SPEC §5).
 * @attr api-url - platform API base URL. Default `https://api.vapi.ai`.
 * @attr lang - `es` (default) or `he`.
 * @attr assistant-name - name in the idle text. Default `Sofía` / `סופיה`.
 * @attr mic-gain - microphone boost applied when the call starts: linear gain in (0, 4], 1 = unchanged. Default: none. A failure is logged as 'Error adjusting microphone level:' (SPEC §8).
 *
 * @event voice-call-start, voice-call-end, voice-speech-start, voice-speech-end - no detail.
 * @event voice-volume-level - detail: number 0..1 (level / 0.15, capped at 1), every 100 ms in a call.
 * @event voice-message - detail: the server's JSON app message (or the synthesized ended status-update).
 * @event voice-error - detail: {type, stage, error, timestamp, …} (SPEC §8); the button returns to idle.
 * @event voice-call-start-progress - detail: {stage, status, timestamp, duration?, metadata?} (SPEC §3).
 * @event voice-call-start-success, voice-call-start-failed - detail per SPEC §4 "Web call start".
 * @event voice-camera-error, voice-network-quality-change, voice-network-connection - forwarded room events.
 *
 * @csspart button - the button; it also carries a part named after its status: `idle`, `connecting`, `connected`, `speaking`.
 * @cssproperty [--voice-call-idle=#15803d] - idle gradient start.
 * @cssproperty [--voice-call-connected=#1d4ed8] - connected colour.
 * @cssproperty [--voice-call-speaking=#b91c1c] - speaking colour.
 */
import { CallController } from '../call/controller.ts';
import { dispatchVoiceEvent, type VoiceEventName } from '../events.ts';
import { CallButton, type CallButtonHost } from '../ui/CallButton.tsx';
import baseCss from '../styles/base.css?inline';
import callCss from '../styles/call-button.css?inline';
import { widgetElement } from './widget-element.ts';

const PROPS = ['publicKey', 'assistantId', 'apiUrl', 'lang', 'assistantName', 'micGain'] as const;

/** The `<voice-call-button>` element class (registered by the bundle's entry). */
export class VoiceCallButtonElement extends widgetElement(CallButton, PROPS, [baseCss, callCss]) implements CallButtonHost {
  /** The live call and the button status; outlives React remounts. */
  readonly call = new CallController((name, detail) => {
    dispatchVoiceEvent(this, `voice-${name}` as VoiceEventName, detail as never);
  });

  private removalCheckPending = false;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A move (remove + insert in one task) reconnects before this runs; a removal does not.
    if (this.removalCheckPending) return;
    this.removalCheckPending = true;
    queueMicrotask(() => {
      this.removalCheckPending = false;
      if (!this.isConnected) void this.call.dispose();
    });
  }
}

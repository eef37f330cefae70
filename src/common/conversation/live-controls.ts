/**
 * The in-call controls of the live conversation (docs/elements/voice-call-button.md "The live conversation panel"): mute, the microphone picker, the level meters, and
 * the 'tap to continue' control for call audio the browser held back (README
 * "Call continuity"). A component `LiveCall` (`live-call.ts`) holds, with
 * its own state (the microphone chosen in this call); `LiveCall` has the
 * call's life: consent, start, transcript, errors and the report, and its
 * methods of the same names call this one.
 */
import type { ClientTools } from '../tools/responder.ts';
import type { CallController } from '../call/controller.ts';
import type { VoiceEventDetailMap, VoiceEventName } from '../events.ts';
import type { LiveSnapshot } from './live-state.ts';

/** What a live conversation needs from its element. */
export interface LiveHost {
  readonly call: CallController;
  dispatch<K extends VoiceEventName>(name: K, detail: VoiceEventDetailMap[K]): void;
  /** console.warn, once per distinct message (the element's own). */
  warnOnce(message: string): void;
  /** The element's `clientTools` property (docs/voice-client.md "Tools"); none: every tool call is fire-and-forget. */
  clientTools?(): ClientTools | undefined;
  /** The element's `tool-timeout` attribute, s (default 10). */
  toolTimeoutS?(): number;
  /** False when the element's `history` is `none`: consent is then asked each time, never stored (docs/elements/voice-widget.md "Stored data and forgetting"). */
  mayStore?(): boolean;
}

/** The in-call problems the controls report (`voice-error` types). */
export type LiveErrorType = 'invalid-message' | 'tool-call-error' | 'device-switch-error' | 'tool-result-error';

/** The controls of the call in progress; see the module comment. One per `LiveCall`. */
export class LiveControls {
  /** The microphone chosen in this call ({@link setInputDevice}), kept for the next page (`continuity.ts`). */
  micDeviceId: string | undefined;

  /**
   * @param host the element (its call controller and event dispatch).
   * @param update applies a change to the live snapshot (the `LiveCall` store).
   * @param reportError reports an in-call problem as `voice-error` (the call goes on).
   */
  constructor(
    private readonly host: LiveHost,
    private readonly update: (patch: Partial<LiveSnapshot>) => void,
    private readonly reportError: (type: LiveErrorType, error: unknown) => void,
  ) {}

  /** Mutes or unmutes the microphone; dispatches `voice-mute-change`. */
  setMuted(muted: boolean): void {
    const client = this.host.call.voiceClient;
    if (!client || client.state !== 'in-call') return;
    try {
      client.setMuted(muted);
    } catch (error) {
      console.warn('[voice-widgets] mute failed', error);
      return;
    }
    this.update({ muted });
    this.host.dispatch('voice-mute-change', { muted });
  }

  /** Switches the microphone mid-call; a failure gives `voice-error` `device-switch-error` and keeps the call. */
  async setInputDevice(deviceId: string): Promise<void> {
    const client = this.host.call.voiceClient;
    if (!client) return;
    try {
      await client.setInputDevice(deviceId);
      this.micDeviceId = deviceId;
    } catch (error) {
      this.reportError('device-switch-error', error);
    }
  }

  /**
   * The 'tap to continue' control (`resume-audio`): starts the call's audio
   * that the browser held back (autoplay policy, e.g. on the page a resumed
   * call moved to); the control goes once audio plays.
   */
  async resumeAudio(): Promise<void> {
    if (await this.host.call.voiceClient?.resumeAudio()) this.update({ audioBlocked: false });
  }

  /** Microphone level 0..1 now (0 while muted or with no call). */
  inputLevel(): number {
    return this.host.call.voiceClient?.getInputLevel() ?? 0;
  }

  /** Assistant level 0..1 now. */
  outputLevel(): number {
    return this.host.call.voiceClient?.getOutputLevel() ?? 0;
  }
}

/**
 * The in-call controls of the live conversation (README "The live
 * conversation panel"): mute, the microphone picker, the level meters, and
 * the 'tap to continue' control for call audio the browser held back (README
 * "Call continuity"). {@link LiveCall} (`live-call.ts`) adds the call's life:
 * consent, start, transcript, errors and the report.
 */
import type { ClientTools } from '../tools/responder.ts';
import type { CallController } from '../call/controller.ts';
import { inCallError } from '../../core/voice/serialize-error.ts';
import type { VoiceEventDetailMap, VoiceEventName } from '../events.ts';
import { FrameStore } from './frame-store.ts';
import type { LiveSnapshot } from './live-state.ts';

/** What a live conversation needs from its element. */
export interface LiveHost {
  readonly call: CallController;
  dispatch<K extends VoiceEventName>(name: K, detail: VoiceEventDetailMap[K]): void;
  /** console.warn, once per distinct message (the element's own). */
  warnOnce(message: string): void;
  /** The element's `clientTools` property (README "Tools that answer"); none: every tool call is fire-and-forget. */
  clientTools?(): ClientTools | undefined;
  /** The element's `tool-timeout` attribute, s (default 10). */
  toolTimeoutS?(): number;
}

/** The controls of the call in progress; extended by `LiveCall`. */
export abstract class LiveControls extends FrameStore<LiveSnapshot> {
  /** The microphone chosen in this call ({@link setInputDevice}), kept for the next page (`continuity.ts`). */
  micDeviceId: string | undefined;

  protected constructor(
    protected readonly host: LiveHost,
    initial: LiveSnapshot,
    schedule: ((fn: () => void) => void) | undefined,
    protected readonly now: () => number,
  ) {
    super(initial, schedule);
  }

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

  protected reportError(type: 'invalid-message' | 'tool-call-error' | 'device-switch-error' | 'tool-result-error', error: unknown): void {
    console.warn(`[voice-widgets] ${type}:`, error);
    this.host.dispatch('voice-error', inCallError(type, error, this.now()));
  }
}

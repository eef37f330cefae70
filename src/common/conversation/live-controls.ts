/**
 * The in-call controls of the live conversation (docs/elements/voice-call-button.md "The live conversation panel"): mute, push-to-talk and its
 * switch, the microphone and speaker pickers, the level meters, and
 * the 'tap to continue' control for call audio the browser held back (docs/voice-client.md
 * "Reconnect policy"). A component `LiveCall` (`live-call.ts`) holds, with
 * its own state (the microphone chosen in this call); `LiveCall` has the
 * call's life: consent, start, transcript, errors and the report, and its
 * methods of the same names call this one.
 */
import type { ClientTools } from '../tools/responder.ts';
import type { CallController } from '../call/controller.ts';
import type { VoiceEventDetailMap, VoiceEventName } from '../events.ts';
import type { LiveSnapshot } from './live-state.ts';
import { parseTalkMode, type TalkMode } from './talk-mode.ts';

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
  /** The element's raw `talk-mode` attribute (push-to-talk), read at each call's start; parsed in this chunk ({@link parseTalkMode}). */
  talkMode?(): string | null | undefined;
  /** False when the element's `history` is `none`: consent is then asked each time, never stored (docs/elements/voice-widget.md "Stored data and forgetting"). */
  mayStore?(): boolean;
}

/** The in-call problems the controls report (`voice-error` types). */
export type LiveErrorType =
  'invalid-message' | 'tool-call-error' | 'device-switch-error' | 'tool-result-error';

/** The controls of the call in progress; see the module comment. One per `LiveCall`. */
export class LiveControls {
  /** The microphone chosen in this call ({@link setInputDevice}), kept for the next page (`continuity.ts`). */
  micDeviceId: string | undefined;
  /** The speaker chosen in this call ({@link setOutputDevice}; `undefined`: the default), kept for the next page. */
  speakerDeviceId: string | undefined;
  /** The assistant's downlink was muted by a press that interrupted it ({@link holdTalk}); unmuted when its line stops or the control is released. */
  private assistantMuted = false;

  /**
   * @param host the element (its call controller and event dispatch).
   * @param update applies a change to the live snapshot (the `LiveCall` store).
   * @param reportError reports an in-call problem as `voice-error` (the call goes on).
   * @param state the live snapshot now.
   */
  constructor(
    private readonly host: LiveHost,
    private readonly update: (patch: Partial<LiveSnapshot>) => void,
    private readonly reportError: (type: LiveErrorType, error: unknown) => void,
    private readonly state: () => LiveSnapshot,
  ) {}

  /** The talk mode a new call starts in: the element's `talk-mode` attribute (invalid values warn and give `open`). */
  initialTalkMode(): TalkMode {
    return parseTalkMode(this.host.talkMode?.(), (m) => this.host.warnOnce(m));
  }

  /** Mutes or unmutes the microphone; dispatches `voice-mute-change` `{ muted, talkMode }`. */
  setMuted(muted: boolean, patch: Partial<LiveSnapshot> = {}): boolean {
    const client = this.host.call.voiceClient;
    if (!client || client.state !== 'in-call') return false;
    try {
      client.setMuted(muted);
    } catch (error) {
      console.warn('[voice-widgets] mute failed', error);
      return false;
    }
    this.update({ muted, ...patch });
    this.host.dispatch('voice-mute-change', {
      muted,
      talkMode: patch.talkMode ?? this.state().talkMode,
    });
    return true;
  }

  /**
   * Push-to-talk keeps the microphone muted from the moment the call's
   * transport exists (before it joins): called on each start event until
   * the client accepts it. Silent: the call's first state, not a change.
   */
  muteForPush(): void {
    const snap = this.state();
    if (snap.talkMode !== 'push' || snap.talking) return;
    const client = this.host.call.voiceClient;
    try {
      if (client && !client.isMuted()) client.setMuted(true);
    } catch {
      return; // no transport yet: the next start event tries again
    }
    if (!snap.muted) this.update({ muted: true });
  }

  /**
   * The panel's `talk-mode` switch during a call: `push` mutes the
   * microphone until the `talk` control is held; `open` unmutes it. Fires
   * `voice-mute-change` with the new mode.
   */
  setTalkMode(mode: TalkMode): void {
    const snap = this.state();
    if (snap.talkMode === mode) return;
    this.releaseAssistant();
    this.setMuted(mode === 'push', { talkMode: mode, talking: false });
  }

  /**
   * The `talk` control held (`true`) or released (`false`), push-to-talk
   * only: the microphone opens while held and is muted again on release
   * (`voice-mute-change` each time). A hold while the assistant speaks
   * interrupts it: its downlink is muted at once (`control`
   * `mute-assistant`, docs/platform.md "Text frames: control messages") and
   * unmuted when its line stops (the platform stops it on hearing the
   * visitor) or at the release.
   */
  holdTalk(held: boolean): void {
    const snap = this.state();
    if (snap.talkMode !== 'push' || snap.talking === held) return;
    if (held && this.host.call.status === 'speaking') {
      try {
        this.assistantMuted =
          this.host.call.voiceClient?.send({ type: 'control', control: 'mute-assistant' }) ?? false;
      } catch (error) {
        console.warn('[voice-widgets] interrupting the assistant failed', error);
      }
    }
    if (!held) this.releaseAssistant();
    this.setMuted(!held, { talking: held });
  }

  /** The assistant's line stopped: a downlink muted by an interrupting press plays again (its next line is heard). */
  assistantStopped(): void {
    this.releaseAssistant();
  }

  private releaseAssistant(): void {
    if (!this.assistantMuted) return;
    this.assistantMuted = false;
    try {
      this.host.call.voiceClient?.send({ type: 'control', control: 'unmute-assistant' });
    } catch {
      // the call is over
    }
  }

  /** Whether the speaker picker can work in this call (`VoiceClient.canSetOutputDevice`): false with no call and in WebKit. */
  canSetOutputDevice(): boolean {
    return this.host.call.voiceClient?.canSetOutputDevice() ?? false;
  }

  /**
   * Plays the assistant through `deviceId` (`''`: the default) for the rest
   * of the call; a failure gives `voice-error` `device-switch-error` and the
   * call keeps its speaker.
   * @returns whether it worked.
   */
  async setOutputDevice(deviceId: string): Promise<boolean> {
    const client = this.host.call.voiceClient;
    if (!client) return false;
    try {
      await client.setOutputDevice(deviceId);
    } catch (error) {
      this.reportError('device-switch-error', error);
      return false;
    }
    this.speakerDeviceId = deviceId || undefined;
    if (this.state().speakerLost) this.update({ speakerLost: false });
    return true;
  }

  /**
   * The output devices changed: when the chosen speaker is no longer among
   * `outputIds`, the call falls back to the default device and the panel
   * shows its polite notice ({@link LiveSnapshot.speakerLost}).
   */
  async outputsChanged(outputIds: readonly string[]): Promise<void> {
    const chosen = this.speakerDeviceId;
    if (!chosen || outputIds.includes(chosen)) return;
    this.speakerDeviceId = undefined;
    try {
      await this.host.call.voiceClient?.setOutputDevice('');
    } catch (error) {
      console.warn('[voice-widgets] the default speaker could not be chosen', error);
    }
    this.update({ speakerLost: true });
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

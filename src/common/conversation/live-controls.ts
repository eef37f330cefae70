/**
 * The in-call controls of the live conversation (docs/elements/voice-call-button.md "The live
 * conversation panel"): mute, push-to-talk, device pickers, level meters and 'tap to continue'.
 * Part of `LiveCall` (`live-call.ts`), which has the call's life and forwards to these.
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
  /** The element's `clientTools` property (docs/voice-client.md "Tools"). */
  clientTools?(): ClientTools | undefined;
  /** The element's `tool-timeout` attribute, s (default 10). */
  toolTimeoutS?(): number;
  /** The element's `clientToolLabels` property, read at each tool call. */
  toolLabels?(): unknown;
  /** The element's raw `talk-mode` attribute, read at each call's start. */
  talkMode?(): string | null | undefined;
  /** False when `history` is `none` (docs/elements/voice-widget.md "Stored data and forgetting"). */
  mayStore?(): boolean;
}

/** The in-call problems the controls report (`voice-error` types). */
export type LiveErrorType =
  'invalid-message' | 'tool-call-error' | 'device-switch-error' | 'tool-result-error';

/** The controls of the call in progress; one per `LiveCall`. */
export class LiveControls {
  /** The microphone chosen in this call, kept for the next page. */
  micDeviceId: string | undefined;
  /** The speaker chosen in this call (`undefined`: the default), kept for the next page. */
  speakerDeviceId: string | undefined;
  /** The assistant's downlink was muted by an interrupting press ({@link holdTalk}). */
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

  /** The talk mode a new call starts in (an invalid attribute warns and gives `open`). */
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

  /** Push-to-talk: mutes the microphone as soon as the transport exists (each start event), silently. */
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

  /** The panel's `talk-mode` switch: `push` mutes until `talk` is held; `open` unmutes. */
  setTalkMode(mode: TalkMode): void {
    const snap = this.state();
    if (snap.talkMode === mode) return;
    this.releaseAssistant();
    this.setMuted(mode === 'push', { talkMode: mode, talking: false });
  }

  /**
   * Push-to-talk's `talk` control held or released: the microphone is open while held. A hold while
   * the assistant speaks mutes its downlink at once (`mute-assistant`, docs/platform.md "Text
   * frames: control messages") until its line stops or the release.
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

  /** The assistant's line stopped: a downlink muted by an interrupting press plays again. */
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

  /** Whether the speaker picker can work in this call (false with no call and in WebKit). */
  canSetOutputDevice(): boolean {
    return this.host.call.voiceClient?.canSetOutputDevice() ?? false;
  }

  /** Plays the assistant through `deviceId` (`''`: default); false on failure (`device-switch-error`). */
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

  /** The output devices changed: a chosen speaker that is gone falls back to the default, with a notice. */
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

  /** The 'tap to continue' control: starts call audio the browser held back (autoplay policy). */
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

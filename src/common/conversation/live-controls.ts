/**
 * The in-call controls of the live conversation (docs/elements/voice-call-button.md "The live
 * conversation panel"): mute, push-to-talk, device pickers, level meters and 'tap to continue'.
 * Part of `LiveCall` (`live-call.ts`), as its `controls`: the panel's controls call these.
 */
import type { LiveContext } from './live-context.ts';
import type { LiveSnapshot } from './live-state.ts';
import { parseTalkMode, type TalkMode } from './talk-mode.ts';

/** The controls of the call in progress; one per `LiveCall`. */
export class LiveControls {
  /** The microphone chosen in this call, kept for the next page. */
  micDeviceId: string | undefined;
  /** The speaker chosen in this call (`undefined`: the default), kept for the next page. */
  speakerDeviceId: string | undefined;
  /** The assistant's downlink was muted by an interrupting press ({@link holdTalk}). */
  private assistantMuted = false;

  /** @param ctx the live store (its element, snapshot and `voice-error` reports). */
  constructor(private readonly ctx: LiveContext) {}

  /** The talk mode a new call starts in (an invalid attribute warns and gives `open`). */
  initialTalkMode(): TalkMode {
    return parseTalkMode(this.ctx.host.talkMode?.(), (m) => this.ctx.host.warnOnce(m));
  }

  /** Mutes or unmutes the microphone; dispatches `voice-mute-change` `{ muted, talkMode }`. */
  setMuted(muted: boolean, patch: Partial<LiveSnapshot> = {}): boolean {
    const client = this.ctx.host.call.voiceClient;
    if (!client || client.state !== 'in-call') return false;
    try {
      client.setMuted(muted);
    } catch (error) {
      console.warn('[voice-widgets] mute failed', error);
      return false;
    }
    this.ctx.update({ muted, ...patch });
    this.ctx.host.dispatch('voice-mute-change', {
      muted,
      talkMode: patch.talkMode ?? this.ctx.state().talkMode,
    });
    return true;
  }

  /** Push-to-talk: mutes the microphone as soon as the transport exists (each start event), silently. */
  muteForPush(): void {
    const snap = this.ctx.state();
    if (snap.talkMode !== 'push' || snap.talking) return;
    const client = this.ctx.host.call.voiceClient;
    try {
      if (client && !client.isMuted()) client.setMuted(true);
    } catch {
      return; // no transport yet: the next start event tries again
    }
    if (!snap.muted) this.ctx.update({ muted: true });
  }

  /** The panel's `talk-mode` switch: `push` mutes until `talk` is held; `open` unmutes. */
  setTalkMode(mode: TalkMode): void {
    const snap = this.ctx.state();
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
    const snap = this.ctx.state();
    if (snap.talkMode !== 'push' || snap.talking === held) return;
    if (held && this.ctx.host.call.status === 'speaking') {
      try {
        this.assistantMuted =
          this.ctx.host.call.voiceClient?.send({ type: 'control', control: 'mute-assistant' }) ??
          false;
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
      this.ctx.host.call.voiceClient?.send({ type: 'control', control: 'unmute-assistant' });
    } catch {
      // the call is over
    }
  }

  /** Whether the speaker picker can work in this call (false with no call and in WebKit). */
  canSetOutputDevice(): boolean {
    return this.ctx.host.call.voiceClient?.canSetOutputDevice() ?? false;
  }

  /** Plays the assistant through `deviceId` (`''`: default); false on failure (`device-switch-error`). */
  async setOutputDevice(deviceId: string): Promise<boolean> {
    const client = this.ctx.host.call.voiceClient;
    if (!client) return false;
    try {
      await client.setOutputDevice(deviceId);
    } catch (error) {
      this.ctx.reportError('device-switch-error', error);
      return false;
    }
    this.speakerDeviceId = deviceId || undefined;
    if (this.ctx.state().speakerLost) this.ctx.update({ speakerLost: false });
    return true;
  }

  /** The output devices changed: a chosen speaker that is gone falls back to the default, with a notice. */
  async outputsChanged(outputIds: readonly string[]): Promise<void> {
    const chosen = this.speakerDeviceId;
    if (!chosen || outputIds.includes(chosen)) return;
    this.speakerDeviceId = undefined;
    try {
      await this.ctx.host.call.voiceClient?.setOutputDevice('');
    } catch (error) {
      console.warn('[voice-widgets] the default speaker could not be chosen', error);
    }
    this.ctx.update({ speakerLost: true });
  }

  /** Switches the microphone mid-call; a failure gives `voice-error` `device-switch-error` and keeps the call. */
  async setInputDevice(deviceId: string): Promise<void> {
    const client = this.ctx.host.call.voiceClient;
    if (!client) return;
    try {
      await client.setInputDevice(deviceId);
      this.micDeviceId = deviceId;
    } catch (error) {
      this.ctx.reportError('device-switch-error', error);
    }
  }

  /** The 'tap to continue' control: starts call audio the browser held back (autoplay policy). */
  async resumeAudio(): Promise<void> {
    if (await this.ctx.host.call.voiceClient?.resumeAudio())
      this.ctx.update({ audioBlocked: false });
  }

  /** Microphone level 0..1 now (0 while muted or with no call). */
  inputLevel(): number {
    return this.ctx.host.call.voiceClient?.getInputLevel() ?? 0;
  }

  /** Assistant level 0..1 now. */
  outputLevel(): number {
    return this.ctx.host.call.voiceClient?.getOutputLevel() ?? 0;
  }
}

/**
 * The in-call controls behind `VoiceClient`'s methods of the same names (docs/behaviour.md §4,
 * §5): mute, levels, input and output devices, microphone gain, suspended audio.
 */
import { VoiceClientError } from './errors.ts';
import { InputDevice } from './input-device.ts';
import type { CallSession } from './session.ts';

/** The controls of the call in progress. */
export class CallControls {
  /** The microphone chosen mid-call, stopped when replaced or when the call ends. */
  private readonly inputDevice = new InputDevice();

  /** @param current the call starting or running, if any. */
  constructor(private readonly current: () => CallSession | undefined) {}

  /** Stops the microphone chosen during the call. */
  callEnded(): void {
    this.inputDevice.release();
  }

  private get session(): CallSession | undefined {
    return this.current();
  }

  /** Starts audio the browser kept suspended (autoplay policy), from a tap; whether it now plays. */
  resumeAudio(): Promise<boolean> {
    const transport = this.session?.transport;
    if (!transport) return Promise.resolve(false);
    return transport.resumeAudio?.() ?? Promise.resolve(true);
  }

  /**
   * Daily turns the track off; the WebSocket transport sends silent frames instead.
   * @throws VoiceClientError `no-call` with no call (docs/behaviour.md §5).
   */
  setMuted(muted: boolean): void {
    this.requireTransport().setMicEnabled(!muted);
  }

  /** Stops (`true`) or restarts playing the assistant's audio; nothing with no call. */
  setOutputMuted(muted: boolean): void {
    const session = this.session;
    if (session?.prepared && !session.finished) session.transport?.setOutputMuted?.(muted);
  }

  /** Whether the microphone is muted; `false` with no call. */
  isMuted(): boolean {
    const session = this.session;
    if (!session?.prepared || !session.transport) return false;
    return !session.transport.isMicEnabled();
  }

  /** 0..1; 0 with no call, while muted, or when the transport cannot tell. */
  getInputLevel(): number {
    const session = this.session;
    if (!session?.joined || !session.transport?.inputLevel) return 0;
    return session.transport.inputLevel();
  }

  /** 0..1: the transport's live reading, else the last `volume-level`. */
  getOutputLevel(): number {
    const session = this.session;
    if (!session?.joined) return 0;
    return session.transport?.outputLevel?.() ?? session.speech.volume;
  }

  /**
   * Opens `deviceId` (`audioinput`) and hands its track to the transport; mute is kept.
   * @throws VoiceClientError `no-call`; `device-switch-failed` (the call keeps its old one).
   */
  async setInputDevice(deviceId: string): Promise<void> {
    const transport = this.requireTransport();
    await this.inputDevice.switchTo(
      transport,
      deviceId,
      () => this.session?.transport === transport,
    );
  }

  /** Whether the call's transport can route its audio to a chosen device (the speaker picker). */
  canSetOutputDevice(): boolean {
    const session = this.session;
    if (!session?.prepared || !session.transport || session.finished) return false;
    return session.transport.canSetOutputDevice?.() ?? false;
  }

  /**
   * Plays the assistant through `deviceId` (`audiooutput`; `''`: default) for the rest of the call.
   * @throws VoiceClientError `no-call`; `device-switch-failed` (the call keeps playing where it did).
   */
  async setOutputDevice(deviceId: string): Promise<void> {
    const transport = this.requireTransport();
    if (!transport.setOutputDevice || !(transport.canSetOutputDevice?.() ?? false)) {
      throw new VoiceClientError(
        'device-switch-failed',
        'This browser cannot choose the speaker of this call.',
      );
    }
    try {
      await transport.setOutputDevice(deviceId);
    } catch (error) {
      if (error instanceof VoiceClientError) throw error;
      throw VoiceClientError.wrap('device-switch-failed', error, 'Switching the speaker failed');
    }
  }

  /**
   * Sets the linear microphone gain (1 = unchanged); the boosted track replaces the call's.
   * @throws VoiceClientError `no-call` (docs/behaviour.md §5); `mic-gain-failed`.
   */
  async setMicGain(gain: number): Promise<void> {
    const transport = this.requireTransport();
    const session = this.session as CallSession;
    await session.micGain.set(gain, (track) => transport.setMicTrack(track));
  }

  private requireTransport(): NonNullable<CallSession['transport']> {
    const session = this.session;
    if (!session?.prepared || !session.transport || session.finished)
      throw VoiceClientError.noCall();
    return session.transport;
  }
}

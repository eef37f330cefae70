/**
 * The in-call controls of `VoiceClient` (docs/behaviour.md §4, §5): mute, the microphone
 * and output levels, the input and output devices, the microphone gain, and starting
 * audio a browser kept suspended. A component the client holds (one per
 * client, with its own state: the microphone chosen mid-call); the client's
 * methods of the same names call it. `VoiceClient` (`voice-client.ts`) has
 * the call's life: start, resume, stop, messages and events.
 */
import { VoiceClientError } from './errors.ts';
import { InputDevice } from './input-device.ts';
import type { CallSession } from './session.ts';

/** The controls of the call in progress; see the module comment. */
export class CallControls {
  /** The microphone opened by {@link setInputDevice}, stopped when replaced or at the end of the call. */
  private readonly inputDevice = new InputDevice();

  /** @param current the client's call starting or running, if any (read at every use). */
  constructor(private readonly current: () => CallSession | undefined) {}

  /** The call has ended: stops the microphone chosen during it. */
  callEnded(): void {
    this.inputDevice.release();
  }

  private get session(): CallSession | undefined {
    return this.current();
  }

  /**
   * Starts the call's audio output after a visitor's tap, when the browser
   * kept it suspended (autoplay policy, e.g. on a page reached by a link).
   * @returns whether audio now plays; false with no call.
   */
  resumeAudio(): Promise<boolean> {
    const transport = this.session?.transport;
    if (!transport) return Promise.resolve(false);
    return transport.resumeAudio?.() ?? Promise.resolve(true);
  }

  /**
   * Mutes or unmutes the microphone. Over Daily, the local audio track is
   * turned off; over the WebSocket transport, silent frames are sent in place
   * of the microphone's, so the server hears nothing.
   * @throws VoiceClientError `no-call`, 'Call object is not available.', with no call (docs/behaviour.md §5).
   */
  setMuted(muted: boolean): void {
    this.requireTransport().setMicEnabled(!muted);
  }

  /** Whether the microphone is muted; `false` with no call. */
  isMuted(): boolean {
    const session = this.session;
    if (!session?.prepared || !session.transport) return false;
    return !session.transport.isMicEnabled();
  }

  /** The local microphone's level now, 0..1 (0 with no call, while muted, or on a transport that cannot tell). */
  getInputLevel(): number {
    const session = this.session;
    if (!session?.joined || !session.transport?.inputLevel) return 0;
    return session.transport.inputLevel();
  }

  /** The assistant's output level now, 0..1 (the transport's live reading, else the last `volume-level`). */
  getOutputLevel(): number {
    const session = this.session;
    if (!session?.joined) return 0;
    return session.transport?.outputLevel?.() ?? session.speech.volume;
  }

  /**
   * Switches the microphone mid-call without ending it: opens `deviceId`
   * with `getUserMedia` (echo cancellation and noise suppression on) and
   * hands its track to the transport; the previous device's track is stopped.
   * The mute state is kept.
   *
   * @param deviceId a `MediaDeviceInfo.deviceId` of kind `audioinput`.
   * @throws VoiceClientError `no-call` with no call; `device-switch-failed`
   *   when the device cannot be opened or used (the call keeps its old one).
   */
  async setInputDevice(deviceId: string): Promise<void> {
    const transport = this.requireTransport();
    await this.inputDevice.switchTo(
      transport,
      deviceId,
      () => this.session?.transport === transport,
    );
  }

  /**
   * Whether the assistant's audio can be routed to a chosen output device in
   * this browser over the call's transport (the speaker picker):
   * `setSinkId` on Daily's `<audio>` elements, or on the WebSocket
   * transport's `AudioContext`. False with no call, and in WebKit.
   */
  canSetOutputDevice(): boolean {
    const session = this.session;
    if (!session?.prepared || !session.transport || session.finished) return false;
    return session.transport.canSetOutputDevice?.() ?? false;
  }

  /**
   * Plays the assistant through another output device mid-call (speaker,
   * headset), without ending it; the choice holds for the rest of the call.
   *
   * @param deviceId a `MediaDeviceInfo.deviceId` of kind `audiooutput`; `''`
   *   is the browser's default device (the fallback when the chosen one is
   *   unplugged).
   * @throws VoiceClientError `no-call` with no call; `device-switch-failed`
   *   where the browser cannot route the call's audio
   *   ({@link canSetOutputDevice} false) or `setSinkId` refuses the device
   *   (the call keeps playing where it did).
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
   * Sets the microphone gain (linear: 1 = unchanged). The gain chain's
   * `AudioContext` is closed when the call ends. Works over both transports:
   * the boosted track replaces the call's microphone track.
   * @throws VoiceClientError `no-call`, 'Call object is not available.', with
   *   no call (docs/behaviour.md §5); `mic-gain-failed` when capture or the chain fails.
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

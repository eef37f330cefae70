/** The microphone chosen mid-call (the live panel's picker), stopped when replaced or when the call ends. */
import { VoiceClientError } from './errors.ts';
import type { Transport } from './transport.ts';

const DEVICE_CONSTRAINTS = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
} as const;

/** The track of the microphone chosen during a call; one per client. */
export class InputDevice {
  private track: MediaStreamTrack | undefined;

  /**
   * Opens `deviceId` and hands its track to `transport`, keeping mute; the previous track is stopped.
   * @param isCurrent whether `transport` still carries the call (checked once the device is open).
   * @throws VoiceClientError `no-call`; `device-switch-failed` (the call keeps its old one).
   */
  async switchTo(transport: Transport, deviceId: string, isCurrent: () => boolean): Promise<void> {
    const media = globalThis.navigator?.mediaDevices;
    if (!media?.getUserMedia)
      throw new VoiceClientError('device-switch-failed', 'This browser cannot open a microphone.');
    let track: MediaStreamTrack | undefined;
    try {
      const stream = await media.getUserMedia({
        audio: { deviceId: { exact: deviceId }, ...DEVICE_CONSTRAINTS },
      });
      track = stream.getAudioTracks()[0];
      if (!track) throw new Error('the device gave no audio track');
      if (!isCurrent()) throw VoiceClientError.noCall();
      const muted = !transport.isMicEnabled();
      await transport.setMicTrack(track);
      if (muted) transport.setMicEnabled(false);
    } catch (error) {
      track?.stop();
      if (error instanceof VoiceClientError && error.code === 'no-call') throw error;
      throw VoiceClientError.wrap('device-switch-failed', error, 'Switching the microphone failed');
    }
    this.track?.stop();
    this.track = track;
  }

  /** Stops the chosen device's track. */
  release(): void {
    this.track?.stop();
    this.track = undefined;
  }
}

/**
 * The microphone chosen mid-call (`VoiceClient.setInputDevice`, used by the
 * live panel's microphone picker): the track opened for the chosen device,
 * handed to the transport, and stopped when replaced or when the call ends.
 */
import { VoiceClientError } from './errors.ts';
import type { Transport } from './transport.ts';

/** The `getUserMedia` audio constraints of a chosen device, besides its `deviceId`. */
const DEVICE_CONSTRAINTS = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
} as const;

/** The track of the microphone chosen during a call, if any; one per client. */
export class InputDevice {
  private track: MediaStreamTrack | undefined;

  /**
   * Opens `deviceId` with `getUserMedia` and hands its track to `transport`,
   * keeping the mute state; the previously chosen device's track is then
   * stopped.
   *
   * @param deviceId a `MediaDeviceInfo.deviceId` of kind `audioinput`.
   * @param isCurrent whether `transport` still carries the client's call
   *   (checked once the device is open).
   * @throws VoiceClientError `no-call` when the call ended meanwhile;
   *   `device-switch-failed` when the device cannot be opened or used (the
   *   call keeps its old one, and the new track is stopped).
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

  /** Stops the chosen device's track (the call ended). */
  release(): void {
    this.track?.stop();
    this.track = undefined;
  }
}

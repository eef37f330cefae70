/**
 * The browser audio of one WebSocket call, as the transport sees it: a
 * microphone that yields 20 ms PCM frames, and an output clock that plays
 * sample buffers at given times. `web-audio.ts` implements it with
 * `getUserMedia`, an `AudioContext` and the capture AudioWorklet; unit tests
 * pass a fake.
 */

/** Where played audio goes, and its clock (an `AudioContext`). */
export interface AudioOutput {
  /** The output clock, in seconds (`AudioContext.currentTime`). */
  readonly currentTime: number;
  /**
   * Plays mono `samples` (floats in [-1, 1]) recorded at `sampleRate` Hz,
   * starting at `when` seconds on {@link currentTime}'s clock (at once when
   * `when` is already past).
   */
  play(samples: Float32Array, sampleRate: number, when: number): void;
}

/** The microphone and speaker of one call. */
export interface CallAudio extends AudioOutput {
  /**
   * Sets the one listener of captured microphone frames: PCM s16le, 16 kHz,
   * mono, 20 ms = 640 bytes each (docs/platform.md "Binary frames: audio"), about
   * every 20 ms while the microphone runs.
   */
  onFrame(listener: (frame: ArrayBuffer) => void): void;
  /** Enables or disables the captured microphone track(s) (`MediaStreamTrack.enabled`). */
  setMicEnabled(enabled: boolean): void;
  /**
   * Captures from `track` from now on (e.g. the gain-boosted track of
   * `MicGain`), instead of the microphone opened by the audio. The previous
   * microphone tracks that the audio itself opened are stopped.
   */
  replaceMicTrack(track: MediaStreamTrack): void;
  /**
   * Plays through the output device `deviceId` (`''`: the default) from now
   * on: `AudioContext.setSinkId`. Absent where the browser's `AudioContext`
   * cannot (Firefox, WebKit).
   * @throws what `setSinkId` rejects with.
   */
  setSinkId?(deviceId: string): Promise<void>;
  /**
   * Asks the output to run (the browser's autoplay policy may have created it
   * suspended). Resolves `true` when it runs, `false` when it still does not
   * after a short wait. Never rejects.
   */
  resume(): Promise<boolean>;
  /**
   * Stops the microphone tracks, stops playing, disconnects the graph and
   * closes the `AudioContext`. Idempotent; never rejects.
   */
  close(): Promise<void>;
}

/**
 * Opens the microphone and the output of one call.
 * @param signal aborts the opening: whatever was opened is released and the
 *   promise rejects with `signal.reason`.
 * @throws what `getUserMedia` rejects with (a `DOMException`:
 *   `NotAllowedError` when the visitor refuses, `NotFoundError` without a
 *   microphone), or the failure of the `AudioContext` or worklet set-up.
 */
export type OpenCallAudio = (signal: AbortSignal) => Promise<CallAudio>;

/** The browser audio of one WebSocket call as the transport sees it (`web-audio.ts`; tests pass a fake). */

/** Where played audio goes, and its clock (an `AudioContext`). */
export interface AudioOutput {
  /** Seconds (`AudioContext.currentTime`). */
  readonly currentTime: number;
  /**
   * Seconds from rendering to the speaker (`AudioContext.baseLatency + outputLatency`), ≥ 0; absent
   * where unknown. The end of a call waits for it (docs/voice-client.md "End of call").
   */
  readonly latency?: number;
  /** Plays mono `samples` ([-1, 1]) at `sampleRate` Hz from `when` s on the clock (at once if past). */
  play(samples: Float32Array, sampleRate: number, when: number): void;
}

/** The microphone and speaker of one call. */
export interface CallAudio extends AudioOutput {
  /** Sets the one listener of captured frames: PCM s16le 16 kHz mono, 640 bytes per 20 ms (docs/platform.md "Binary frames: audio"). */
  onFrame(listener: (frame: ArrayBuffer) => void): void;
  /** Sets `MediaStreamTrack.enabled` of the microphone track(s). */
  setMicEnabled(enabled: boolean): void;
  /** Captures from `track` from now on (e.g. `MicGain`'s), stopping the microphone it opened. */
  replaceMicTrack(track: MediaStreamTrack): void;
  /** `AudioContext.setSinkId`; absent where unsupported (Firefox, WebKit). @throws what it rejects with. */
  setSinkId?(deviceId: string): Promise<void>;
  /** Asks a suspended output to run; `false` when it still does not after a short wait. Never rejects. */
  resume(): Promise<boolean>;
  /** Stops the microphone, playback and the `AudioContext`. Idempotent; never rejects. */
  close(): Promise<void>;
}

/**
 * Opens the microphone and the output of one call; an abort releases what was opened.
 * @throws what `getUserMedia` rejects with (`NotAllowedError`, `NotFoundError`), or the set-up's failure.
 */
export type OpenCallAudio = (signal: AbortSignal) => Promise<CallAudio>;

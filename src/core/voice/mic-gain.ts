/**
 * Microphone gain (docs/behaviour.md §5, §8): the microphone through a Web Audio gain node, whose
 * track replaces the call's. Unlike the reference SDK, the chain is built once per call and closed
 * when the call ends.
 */
import { VoiceClientError } from './errors.ts';
import { releaseMedia, userMediaOf } from './media.ts';

/** What the gain chain needs from the browser (tests inject fakes). */
export interface MicGainEnvironment {
  /** Default `navigator.mediaDevices.getUserMedia`. */
  readonly getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  /** Default `new AudioContext()`. */
  readonly createAudioContext?: () => AudioContext;
}

interface Chain {
  readonly stream: MediaStream;
  readonly context: AudioContext;
  readonly gain: GainNode;
}

/** One per call. */
export class MicGain {
  private chain: Promise<Chain> | undefined;
  private closed = false;

  constructor(private readonly env: MicGainEnvironment = {}) {}

  /**
   * Sets the linear gain; the first call builds the chain and hands its track to `replaceTrack`.
   * @throws VoiceClientError `mic-gain-failed` (bad gain, or a failed build, released again); `stopped`.
   */
  async set(gain: number, replaceTrack: (track: MediaStreamTrack) => Promise<void>): Promise<void> {
    if (typeof gain !== 'number' || !Number.isFinite(gain) || gain < 0) {
      throw new VoiceClientError(
        'mic-gain-failed',
        `Microphone gain must be a finite number >= 0, got ${String(gain)}`,
      );
    }
    if (this.closed) throw VoiceClientError.stopped();
    if (!this.chain) {
      const building = this.build(replaceTrack);
      this.chain = building;
      building.catch(() => {
        if (this.chain === building) this.chain = undefined;
      });
    }
    const chain = await this.chain;
    chain.gain.gain.value = gain;
  }

  /** Closes the `AudioContext` and stops the microphone. Idempotent. */
  async close(): Promise<void> {
    this.closed = true;
    const chain = this.chain;
    this.chain = undefined;
    if (!chain) return;
    try {
      const { stream, context } = await chain;
      releaseMedia(stream, context);
    } catch {
      // The chain never got built; build() released what it had.
    }
  }

  private async build(replaceTrack: (track: MediaStreamTrack) => Promise<void>): Promise<Chain> {
    const getUserMedia = userMediaOf(this.env.getUserMedia);
    let stream: MediaStream | undefined;
    let context: AudioContext | undefined;
    try {
      stream = await getUserMedia({ audio: true });
      context = (this.env.createAudioContext ?? (() => new AudioContext()))();
      const source = context.createMediaStreamSource(stream);
      const gain = context.createGain();
      const destination = context.createMediaStreamDestination();
      source.connect(gain);
      gain.connect(destination);
      const [track] = destination.stream.getAudioTracks();
      if (!track) throw new Error('the gain node produced no audio track');
      const chain: Chain = { stream, context, gain };
      if (this.closed) {
        releaseMedia(chain.stream, chain.context);
        throw VoiceClientError.stopped();
      }
      await replaceTrack(track);
      if (this.closed) {
        releaseMedia(chain.stream, chain.context);
        throw VoiceClientError.stopped();
      }
      return chain;
    } catch (error) {
      releaseMedia(stream, context);
      if (error instanceof VoiceClientError && error.code === 'stopped') throw error;
      throw VoiceClientError.wrap(
        'mic-gain-failed',
        error,
        'Adjusting the microphone level failed',
      );
    }
  }
}

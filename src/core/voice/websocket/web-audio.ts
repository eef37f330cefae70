/**
 * The real {@link CallAudio}: the microphone through the capture worklet (loaded from the bundle's
 * own origin, never a `blob:`/`data:` URL, for strict CSPs), and one `AudioBufferSourceNode` per
 * scheduled buffer on the same `AudioContext`.
 */
import { takeUnlockedAudio } from '../audio-unlock.ts';
import { releaseMedia, stopTracks, userMediaOf } from '../media.ts';
import type { CallAudio, OpenCallAudio } from './call-audio.ts';
import { PCM_FRAME_SAMPLES, PCM_SAMPLE_RATE } from './pcm.ts';
import { pcmCaptureWorkletUrl } from './worklet-url.ts';

/** The `getUserMedia` constraints of the WebSocket transport's microphone. */
export const MICROPHONE_CONSTRAINTS = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 },
} as const satisfies MediaStreamConstraints;

/** The processor name the capture worklet registers (same literal in `pcm-capture.worklet.ts`). */
export const PCM_CAPTURE_PROCESSOR = 'pcm-capture';

/** Default longest wait of {@link CallAudio.resume}, ms. */
const DEFAULT_RESUME_WAIT_MS = 1000;

/** Browser hooks of {@link createWebAudio}, all optional (tests pass fakes). */
export interface WebAudioEnvironment {
  /** Default `navigator.mediaDevices.getUserMedia`. */
  readonly getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  /** Default: the context the press unlocked (`audio-unlock.ts`), else a new one. */
  readonly createAudioContext?: () => AudioContext;
  readonly createWorkletNode?: (
    context: AudioContext,
    name: string,
    options: AudioWorkletNodeOptions,
  ) => AudioWorkletNode;
  readonly createMediaStream?: (tracks: MediaStreamTrack[]) => MediaStream;
  /** Default: `dist/pcm-capture-worklet.js` by `pcmCaptureWorkletUrl()`. */
  readonly workletUrl?: string | URL;
  /** ms. Default 1000. */
  readonly resumeWaitMs?: number;
}

/**
 * Makes the WebSocket transport's {@link OpenCallAudio}; `getUserMedia` rejections pass through
 * unchanged, and on abort or failure whatever was opened is released.
 */
export function createWebAudio(env: WebAudioEnvironment = {}): OpenCallAudio {
  return async (signal) => {
    const getUserMedia = userMediaOf(env.getUserMedia);
    let stream: MediaStream | undefined;
    let context: AudioContext | undefined;
    try {
      stream = await getUserMedia(MICROPHONE_CONSTRAINTS);
      signal.throwIfAborted();
      context = (
        env.createAudioContext ??
        (() => takeUnlockedAudio() ?? new AudioContext({ latencyHint: 'interactive' }))
      )();
      await context.audioWorklet.addModule(String(env.workletUrl ?? pcmCaptureWorkletUrl()));
      signal.throwIfAborted();
      const node = (
        env.createWorkletNode ?? ((c, name, options) => new AudioWorkletNode(c, name, options))
      )(context, PCM_CAPTURE_PROCESSOR, {
        numberOfInputs: 1,
        numberOfOutputs: 0,
        channelCount: 1,
        channelCountMode: 'explicit',
        channelInterpretation: 'speakers',
        processorOptions: { targetSampleRate: PCM_SAMPLE_RATE, frameSamples: PCM_FRAME_SAMPLES },
      });
      const source = context.createMediaStreamSource(stream);
      source.connect(node);
      return new WebCallAudio(context, stream, source, node, env);
    } catch (error) {
      releaseMedia(stream, context);
      throw error;
    }
  };
}

/** {@link CallAudio} over one `AudioContext`. */
class WebCallAudio implements CallAudio {
  private readonly playing = new Set<AudioBufferSourceNode>();
  private tracks: MediaStreamTrack[];
  /** The stream this object opened, until replaced (its tracks are ours to stop). */
  private ownStream: MediaStream | undefined;
  private micEnabled = true;
  private closed: Promise<void> | undefined;

  constructor(
    private readonly context: AudioContext,
    stream: MediaStream,
    private source: MediaStreamAudioSourceNode,
    private readonly node: AudioWorkletNode,
    private readonly env: WebAudioEnvironment,
  ) {
    this.ownStream = stream;
    this.tracks = stream.getAudioTracks();
    const sinkable = context as AudioContext & { setSinkId?: (deviceId: string) => Promise<void> };
    if (typeof sinkable.setSinkId === 'function')
      this.setSinkId = (deviceId) =>
        (sinkable.setSinkId as (id: string) => Promise<void>).call(context, deviceId);
  }

  get currentTime(): number {
    return this.context.currentTime;
  }

  get latency(): number {
    // `outputLatency` is missing in older WebKit; either may be undefined in a fake context.
    const { baseLatency, outputLatency } = this.context as Partial<AudioContext>;
    const seconds = (value: number | undefined): number =>
      typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
    return seconds(baseLatency) + seconds(outputLatency);
  }

  play(samples: Float32Array, sampleRate: number, when: number): void {
    if (this.closed) return;
    const buffer = this.context.createBuffer(1, samples.length, sampleRate);
    buffer.getChannelData(0).set(samples);
    const player = this.context.createBufferSource();
    player.buffer = buffer;
    player.connect(this.context.destination);
    player.onended = () => {
      this.playing.delete(player);
      player.disconnect();
    };
    this.playing.add(player);
    player.start(Math.max(when, 0));
  }

  onFrame(listener: (frame: ArrayBuffer) => void): void {
    this.node.port.onmessage = (event: MessageEvent<unknown>) => {
      if (event.data instanceof ArrayBuffer) listener(event.data);
    };
  }

  setMicEnabled(enabled: boolean): void {
    this.micEnabled = enabled;
    for (const track of this.tracks) track.enabled = enabled;
  }

  replaceMicTrack(track: MediaStreamTrack): void {
    if (this.closed) return;
    const stream = (this.env.createMediaStream ?? ((tracks) => new MediaStream(tracks)))([track]);
    const next = this.context.createMediaStreamSource(stream);
    next.connect(this.node);
    this.source.disconnect();
    this.source = next;
    if (this.ownStream) stopTracks(this.ownStream);
    this.ownStream = undefined;
    this.tracks = [track];
    track.enabled = this.micEnabled;
  }

  /** Set in the constructor where `AudioContext.prototype.setSinkId` exists. */
  declare setSinkId?: (deviceId: string) => Promise<void>;

  async resume(): Promise<boolean> {
    if (this.closed) return false;
    if (this.running()) return true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.env.resumeWaitMs ?? DEFAULT_RESUME_WAIT_MS);
    });
    await Promise.race([this.context.resume().catch(() => undefined), waited]);
    clearTimeout(timer);
    return this.running();
  }

  /** A method, so TypeScript does not keep `state`'s narrowing across the await above. */
  private running(): boolean {
    return this.context.state === 'running';
  }

  close(): Promise<void> {
    if (this.closed) return this.closed;
    for (const player of this.playing) {
      try {
        player.stop();
      } catch {
        // Never started or already stopped.
      }
      player.disconnect();
    }
    this.playing.clear();
    this.node.port.onmessage = null;
    this.node.port.postMessage('stop');
    this.source.disconnect();
    this.node.disconnect();
    if (this.ownStream) stopTracks(this.ownStream);
    this.ownStream = undefined;
    this.tracks = [];
    this.closed =
      this.context.state === 'closed'
        ? Promise.resolve()
        : this.context.close().catch(() => undefined);
    return this.closed;
  }
}

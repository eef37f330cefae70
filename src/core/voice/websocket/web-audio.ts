/**
 * The real {@link CallAudio}: Web Audio in the browser.
 *
 * - Microphone: `getUserMedia` with {@link MICROPHONE_CONSTRAINTS} (echo
 *   cancellation, noise suppression, automatic gain, mono), into a
 *   `MediaStreamAudioSourceNode`, into the capture `AudioWorkletNode`
 *   (`pcm-capture.worklet.ts`), which downsamples to 16 kHz and posts 20 ms
 *   s16le frames. The worklet module is loaded from the bundle's own origin
 *   (`worklet-url.ts`), never from a `blob:`/`data:` URL.
 * - Speaker: one `AudioBufferSourceNode` per scheduled buffer, straight to
 *   the destination, on the same `AudioContext` (its clock is the
 *   `currentTime` of {@link AudioOutput}).
 * - `close()` stops the tracks it opened, every pending buffer, the worklet,
 *   and closes the `AudioContext`.
 */
import { releaseMedia, stopTracks, userMediaOf } from '../media.ts';
import type { CallAudio, OpenCallAudio } from './call-audio.ts';
import { PCM_FRAME_SAMPLES, PCM_SAMPLE_RATE } from './pcm.ts';
import { pcmCaptureWorkletUrl } from './worklet-url.ts';

/** The `getUserMedia` constraints of the WebSocket transport's microphone. */
export const MICROPHONE_CONSTRAINTS = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 },
} as const satisfies MediaStreamConstraints;

/** The processor name the capture worklet registers (the same literal as in `pcm-capture.worklet.ts`). */
export const PCM_CAPTURE_PROCESSOR = 'pcm-capture';

/** Default longest wait of {@link CallAudio.resume}, in milliseconds. */
const DEFAULT_RESUME_WAIT_MS = 1000;

/** Browser hooks of {@link createWebAudio}; every one optional (tests pass fakes). */
export interface WebAudioEnvironment {
  /** Default `navigator.mediaDevices.getUserMedia`, looked up per call. */
  readonly getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  /** Default `new AudioContext({ latencyHint: 'interactive' })`. */
  readonly createAudioContext?: () => AudioContext;
  /** Default `new AudioWorkletNode(context, name, options)`. */
  readonly createWorkletNode?: (
    context: AudioContext,
    name: string,
    options: AudioWorkletNodeOptions,
  ) => AudioWorkletNode;
  /** Default `new MediaStream(tracks)`. */
  readonly createMediaStream?: (tracks: MediaStreamTrack[]) => MediaStream;
  /** URL of the capture worklet module. Default: `dist/pcm-capture-worklet.js`, resolved by `pcmCaptureWorkletUrl()`. */
  readonly workletUrl?: string | URL;
  /** Longest wait of `resume()`, in ms. Default 1000. */
  readonly resumeWaitMs?: number;
}

/**
 * Makes the {@link OpenCallAudio} of the WebSocket transport.
 *
 * The opening: `getUserMedia` (rejections pass through unchanged, e.g. a
 * `NotAllowedError` `DOMException`), then the `AudioContext`, then
 * `audioWorklet.addModule(workletUrl)` and the graph. When `signal` aborts
 * or a step fails, whatever was opened is released (tracks stopped, context
 * closed) before the promise rejects.
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
        env.createAudioContext ?? (() => new AudioContext({ latencyHint: 'interactive' }))
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

/**
 * {@link CallAudio} over one `AudioContext`; made by {@link createWebAudio}.
 * Its methods are documented on the interface.
 */
class WebCallAudio implements CallAudio {
  private readonly playing = new Set<AudioBufferSourceNode>();
  /** The tracks being captured now. */
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

  /** Present only where `AudioContext.prototype.setSinkId` exists (set in the constructor). */
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

  /** Read through a method: TypeScript would keep `state`'s narrowing across the await above. */
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

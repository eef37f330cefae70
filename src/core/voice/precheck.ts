/**
 * The pre-call check (docs/voice-client.md "Pre-call check"): the microphone, the audio output and
 * the round trip to the platform, measured without creating a call, so nothing is billed.
 */
import { qualityFromRtt, type ConnectionQuality } from './connection-quality.ts';
import { stopTracks, userMediaOf, type GetUserMedia } from './media.ts';
import { MICROPHONE_CONSTRAINTS } from './websocket/web-audio.ts';
import { peakOf } from './websocket/pcm.ts';

/**
 * The microphone: `ok` heard something; `silent` opened but stayed below
 * {@link PRECHECK_SILENT_LEVEL}; `denied` refused (`NotAllowedError`/`SecurityError`); `missing`
 * none found (`NotFoundError`/`OverconstrainedError`, or no `getUserMedia`).
 */
type PrecheckMicrophone = 'ok' | 'silent' | 'denied' | 'missing';

/** What `precheck()` resolves to (docs/voice-client.md "Pre-call check"). */
export interface PrecheckResult {
  readonly microphone: PrecheckMicrophone;
  /** `ok`: an `AudioContext` runs and an output device is listed (or the browser cannot say). */
  readonly output: 'ok' | 'none';
  /** Median round trip of {@link PRECHECK_PROBES} probes to the platform, ms; `undefined` when none answered. */
  readonly rttMs: number | undefined;
  /** The round trip rated by `qualityFromRtt`: `lost` when none answered. */
  readonly quality: ConnectionQuality;
}

/** How long the check listens to the microphone, ms. */
const PRECHECK_LISTEN_MS = 1500;
/** Below this peak sample (0..1, about −40 dBFS) over the whole listen, the microphone is `silent`. */
const PRECHECK_SILENT_LEVEL = 0.01;
/** The level's sampling period while listening, ms. */
const SAMPLE_MS = 50;
/** Round-trip probes sent one after the other; their median is the figure. */
const PRECHECK_PROBES = 3;
/** A probe with no answer after this is lost, ms. */
const PRECHECK_PROBE_TIMEOUT_MS = 3000;
/** Longest wait for the `AudioContext` to run, ms. */
const OUTPUT_WAIT_MS = 1000;

/** The check's surroundings (tests pass fakes; each defaults to the browser's). */
export interface PrecheckOptions {
  /** The platform's API base URL (the element's `api-url`); the probes go to `{apiUrl}/call/web`. */
  readonly apiUrl: string;
  readonly getUserMedia?: GetUserMedia;
  /** Default `new AudioContext()`; the element makes it inside the press (WebKit plays only then). */
  readonly createAudioContext?: () => AudioContext;
  readonly enumerateDevices?: () => Promise<readonly MediaDeviceInfo[]>;
  /** Whether the browser can route audio to a chosen device (`setSinkId`): only then does a list without `audiooutput` mean none. */
  readonly canChooseOutput?: boolean;
  readonly fetch?: typeof fetch;
  /** ms clock; default `performance.now`. */
  readonly now?: () => number;
  /** Waits `ms`; default a timer. */
  readonly wait?: (ms: number) => Promise<void>;
  /** Default {@link PRECHECK_LISTEN_MS}. */
  readonly listenMs?: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The error name of a `getUserMedia` rejection, if any. */
function nameOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null
    ? (error as { name?: unknown }).name
    : undefined;
}

/** The microphone's verdict for a `getUserMedia` rejection. */
function microphoneFailure(error: unknown): 'denied' | 'missing' {
  const name = nameOf(error);
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'missing';
}

/**
 * Runs the check: microphone (open, listen {@link PRECHECK_LISTEN_MS}, tracks always stopped),
 * output and round trip side by side. Creates no call. Never rejects.
 */
export async function precheck(options: PrecheckOptions): Promise<PrecheckResult> {
  const now = options.now ?? (() => performance.now());
  const wait = options.wait ?? sleep;
  // Made before any await, so a press's gesture still counts (WebKit).
  let context: AudioContext | undefined;
  try {
    context = (options.createAudioContext ?? (() => new AudioContext()))();
  } catch {
    context = undefined;
  }
  const network = roundTrip(options, now);
  const running = outputRuns(context, wait);
  try {
    const microphone = await listen(options, context, running, wait);
    const output = (await running) ? await outputDevice(options, microphone) : 'none';
    const rttMs = await network;
    return { microphone, output, rttMs, quality: qualityFromRtt(rttMs) };
  } finally {
    if (context && context.state !== 'closed') context.close().catch(() => undefined);
  }
}

/** Asks the context to run; whether it does within {@link OUTPUT_WAIT_MS}. */
async function outputRuns(context: AudioContext | undefined, wait: PrecheckWait): Promise<boolean> {
  if (!context) return false;
  context.resume().catch(() => undefined);
  for (let waited = 0; ; waited += SAMPLE_MS) {
    if (context.state === 'running') return true;
    if (waited >= OUTPUT_WAIT_MS) return false;
    await wait(SAMPLE_MS);
  }
}

type PrecheckWait = (ms: number) => Promise<void>;

/** Opens the microphone and reads its peak level until it is heard or the listen is over. */
async function listen(
  options: PrecheckOptions,
  context: AudioContext | undefined,
  running: Promise<boolean>,
  wait: PrecheckWait,
): Promise<PrecheckMicrophone> {
  let stream: MediaStream;
  try {
    stream = await userMediaOf(options.getUserMedia)(MICROPHONE_CONSTRAINTS);
  } catch (error) {
    return microphoneFailure(error);
  }
  try {
    if (stream.getAudioTracks().length === 0) return 'missing';
    // Without a running context nothing can be measured: the microphone opened, which is all we know.
    if (!context || !(await running)) return 'ok';
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const listenMs = options.listenMs ?? PRECHECK_LISTEN_MS;
    try {
      for (let heard = 0; heard < listenMs; heard += SAMPLE_MS) {
        await wait(SAMPLE_MS);
        analyser.getFloatTimeDomainData(samples);
        if (peakOf(samples) >= PRECHECK_SILENT_LEVEL) return 'ok';
      }
      return 'silent';
    } finally {
      source.disconnect();
    }
  } finally {
    stopTracks(stream);
  }
}

/** `none` only when the browser lists devices, could list outputs, and lists none. */
async function outputDevice(
  options: PrecheckOptions,
  microphone: PrecheckMicrophone,
): Promise<'ok' | 'none'> {
  const canChoose =
    options.canChooseOutput ??
    (typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype);
  // Browsers list devices fully only once the microphone is allowed.
  if (!canChoose || microphone === 'denied' || microphone === 'missing') return 'ok';
  const enumerate =
    options.enumerateDevices ??
    (typeof navigator !== 'undefined' && navigator.mediaDevices?.enumerateDevices
      ? () => navigator.mediaDevices.enumerateDevices()
      : undefined);
  if (!enumerate) return 'ok';
  try {
    const devices = await enumerate();
    return devices.some((d) => d.kind === 'audiooutput') ? 'ok' : 'none';
  } catch {
    return 'ok';
  }
}

/**
 * The round trip: {@link PRECHECK_PROBES} `OPTIONS {apiUrl}/call/web` requests, one after the
 * other: the CORS preflight every browser sends before a call's `POST /call/web`, so both the
 * local platform (204) and Vapi's API answer it for any page, and it creates nothing. A
 * cross-origin probe is preceded by the browser's own preflight, which the browser then caches:
 * the first probe may take two trips, and the median leaves it out. Median of those answered,
 * rounded, ms.
 */
async function roundTrip(options: PrecheckOptions, now: () => number): Promise<number | undefined> {
  const request = options.fetch ?? ((input, init) => fetch(input, init));
  const url = `${options.apiUrl.replace(/\/+$/, '')}/call/web`;
  const times: number[] = [];
  for (let i = 0; i < PRECHECK_PROBES; i++) {
    const started = now();
    try {
      await request(url, {
        method: 'OPTIONS',
        cache: 'no-store',
        credentials: 'omit',
        signal: AbortSignal.timeout(PRECHECK_PROBE_TIMEOUT_MS),
      });
      times.push(now() - started);
    } catch {
      // Lost: no figure from this probe.
    }
  }
  if (times.length === 0) return undefined;
  // The median (of two, their mean); inline, so the client's chunk shares no module with the panel's.
  times.sort((a, b) => a - b);
  const mid = times.length >> 1;
  const median =
    times.length % 2 === 1
      ? (times[mid] as number)
      : ((times[mid - 1] as number) + (times[mid] as number)) / 2;
  return Math.round(median);
}

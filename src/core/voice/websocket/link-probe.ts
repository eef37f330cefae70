/**
 * The WebSocket transport's connection rating (docs/voice-client.md "Connection quality"): a
 * `ping` every {@link PING_INTERVAL_MS} (local platform only; it answers `pong` with the same `id`
 * at once), the round trip timed on `performance.now()`, smoothed as the median of the last
 * {@link RTT_SAMPLES} answers (the lower middle of two) and rated by `qualityFromRtt` (good under
 * 250 ms, fair under 500 ms, poor above) from the second answer on. `lost` while the socket is reconnecting, or when a ping went unanswered for
 * {@link LOST_AFTER_INTERVALS} intervals once the platform has answered one (a platform that never
 * answers, as Vapi, gets {@link UNANSWERED_BEFORE_GIVING_UP} pings and no rating from them). Late downlink audio lowers the rating one step: at least
 * {@link STALLS_TO_LOWER} stalls (the assistant's audio ran out, 100–1000 ms before its next frame
 * came) within {@link STALL_WINDOW_MS}. Reports only changes of the rating.
 */
import { PING_INTERVAL_MS } from '../../protocol/client-messages.ts';
import {
  qualityFromRtt,
  type ConnectionQuality,
  type TransportNetworkQuality,
} from '../connection-quality.ts';

/** Round trips the rating is the median of. */
const RTT_SAMPLES = 3;
/** Answers before the first rating: the first ping meets a call still starting on both ends. */
const FIRST_RATING_SAMPLES = 2;
/** A ping unanswered for this many intervals makes the link `lost`. */
const LOST_AFTER_INTERVALS = 2;
/** Stalls of the assistant's audio, within {@link STALL_WINDOW_MS}, that lower the rating one step. */
const STALLS_TO_LOWER = 3;
/** ms. */
const STALL_WINDOW_MS = 10_000;
/** A gap shorter than this is jitter, one longer a new utterance, not a stall; ms. */
const STALL_MIN_MS = 100;
const STALL_MAX_MS = 1000;
/**
 * Pings sent without any answer after which a platform that does not speak `ping` (Vapi) is left
 * alone: no more pings, and no `lost` rating from them.
 */
const UNANSWERED_BEFORE_GIVING_UP = 3;
/** Pings remembered while unanswered. */
const MAX_PENDING = 16;

/** The one-step-lower rating (`poor` and `lost` stay). */
const LOWER: Readonly<Record<ConnectionQuality, ConnectionQuality>> = {
  good: 'fair',
  fair: 'poor',
  poor: 'poor',
  lost: 'lost',
};

/** Daily's words and score for each rating, so both transports' events read alike. */
const DAILY_TERMS: Readonly<
  Record<ConnectionQuality, { quality: number; threshold: string; networkState: string }>
> = {
  good: { quality: 100, threshold: 'good', networkState: 'good' },
  fair: { quality: 60, threshold: 'low', networkState: 'warning' },
  poor: { quality: 25, threshold: 'very-low', networkState: 'bad' },
  lost: { quality: 0, threshold: 'very-low', networkState: 'bad' },
};

/** Options of {@link LinkProbe}, for tests. */
export interface LinkProbeOptions {
  /** ms; default {@link PING_INTERVAL_MS}. */
  readonly intervalMs?: number;
  /** ms clock; default `performance.now()`. */
  readonly now?: () => number;
}

/** One per call: pings while {@link start}ed, rates each answer; see the module comment. */
export class LinkProbe {
  private readonly intervalMs: number;
  private readonly now: () => number;
  private readonly pending = new Map<number, number>();
  private readonly samples: number[] = [];
  private readonly stalls: number[] = [];
  private nextId = 1;
  private timer: ReturnType<typeof setInterval> | undefined;
  private reconnecting = false;
  /** Whether the platform answered a ping in this call: only then does silence mean `lost`. */
  private answered = false;
  private sentCount = 0;
  private rating: ConnectionQuality | undefined;

  /**
   * @param send sends one `ping` text frame; a throw is a ping not sent.
   * @param report told each change of the rating.
   */
  constructor(
    private readonly send: (text: string) => void,
    private readonly report: (quality: TransportNetworkQuality) => void,
    options: LinkProbeOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? PING_INTERVAL_MS;
    this.now = options.now ?? (() => performance.now());
  }

  /** The rating now; `undefined` before the second answer (unless lost). */
  get current(): ConnectionQuality | undefined {
    return this.rating;
  }

  /** The smoothed round trip (median of the last answers), ms; `undefined` before the first. */
  get rttMs(): number | undefined {
    if (this.samples.length === 0) return undefined;
    const sorted = [...this.samples].sort((a, b) => a - b);
    // The lower middle of an even count: one slow answer among two is not yet a trend.
    return Math.round(sorted[Math.floor((sorted.length - 1) / 2)] as number);
  }

  /** Pings now and every interval until {@link stop}. */
  start(): void {
    if (this.timer !== undefined) return;
    this.tick();
    this.timer = setInterval(() => this.tick(), this.intervalMs);
  }

  /** Stops pinging. Idempotent. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }

  /** The platform's `pong` with `id`; an unknown id (answered already, or too old) is ignored. */
  pong(id: number): void {
    const sentAt = this.pending.get(id);
    if (sentAt === undefined) return;
    this.answered = true;
    this.pending.delete(id);
    // Pings sent before this one and still unanswered never will be (the platform answers in order).
    for (const older of [...this.pending.keys()]) if (older < id) this.pending.delete(older);
    this.samples.push(Math.max(0, this.now() - sentAt));
    if (this.samples.length > RTT_SAMPLES) this.samples.shift();
    this.rate();
  }

  /** The socket dropped and is being resumed (`lost`), or carries the call again. */
  setReconnecting(reconnecting: boolean): void {
    this.reconnecting = reconnecting;
    // Pings sent on the dropped socket are never answered.
    this.pending.clear();
    this.rate();
  }

  /** The assistant's audio ran out `ranOutMs` before its next frame came (the player's underrun). */
  downlinkGap(ranOutMs: number): void {
    if (ranOutMs < STALL_MIN_MS || ranOutMs > STALL_MAX_MS) return;
    this.stalls.push(this.now());
    this.rate();
  }

  private tick(): void {
    this.rate();
    if (this.reconnecting) return; // the resumable socket would queue it
    if (!this.answered && this.sentCount >= UNANSWERED_BEFORE_GIVING_UP) {
      this.stop(); // the platform does not answer pings (Vapi): no pings, no rating from them
      return;
    }
    const id = this.nextId;
    this.nextId = id >= 0x7fffffff ? 1 : id + 1;
    try {
      this.send(JSON.stringify({ type: 'ping', id }));
    } catch {
      return; // not open: the socket's own events say why
    }
    this.sentCount++;
    this.pending.set(id, this.now());
    if (this.pending.size > MAX_PENDING) this.pending.delete(this.pending.keys().next().value!);
  }

  private rate(): void {
    const rating = this.compute();
    if (rating === undefined || rating === this.rating) return;
    this.rating = rating;
    this.report({ ...DAILY_TERMS[rating], rating, rttMs: this.rttMs, transport: 'websocket' });
  }

  private compute(): ConnectionQuality | undefined {
    if (this.reconnecting) return 'lost';
    const now = this.now();
    const oldest = Math.min(...this.pending.values());
    // Before any answer, silence may only mean a platform without pings (Vapi), not a lost link.
    if (this.answered && now - oldest >= LOST_AFTER_INTERVALS * this.intervalMs) return 'lost';
    if (this.samples.length < FIRST_RATING_SAMPLES) return undefined;
    while (this.stalls.length > 0 && now - (this.stalls[0] as number) > STALL_WINDOW_MS)
      this.stalls.shift();
    const measured = qualityFromRtt(this.rttMs);
    return this.stalls.length >= STALLS_TO_LOWER ? LOWER[measured] : measured;
  }
}

/**
 * The platform's Prometheus metrics (docs/platform.md "Metrics"), with `prom-client` on a registry of
 * this platform's own (never the global one), so several platforms in one process do not collide.
 * The other folders report through plain callbacks (`index.ts` wires them); live counts and the
 * server-message results are read when Prometheus scrapes.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Prefix of the platform's own metrics (the default process and Node.js ones keep theirs). */
const PREFIX = 'voice_platform_';

/** Server-message results (`voice_platform_server_messages_total{result}`). */
const DELIVERY_RESULTS = ['delivered', 'failed', 'dropped'] as const;

/** How many server messages have ended each way so far (monotonic). */
type DeliveryCounts = Readonly<Record<(typeof DELIVERY_RESULTS)[number], number>>;

/** What the metrics read at each scrape. */
export interface MetricsSources {
  /** Calls not yet ended (a detached call waiting for its resume included). */
  liveCalls(): number;
  /** Web chat sessions alive. */
  liveChats(): number;
  /** Server messages delivered, failed after their last try, and dropped (queue full, past retention). */
  deliveries(): DeliveryCounts;
}

/** Turn latency buckets, s: 50 ms to 10 s. */
const TURN_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10];
/** Synthesis queue wait buckets, s: a free worker is well under 1 ms; a queue is seconds. */
const WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Hearing worker lag buckets, s: one 20 ms frame to 2 s (the most a call's audio may wait). */
const LAG_BUCKETS = [0.005, 0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2];

/** One platform's metrics; see the module comment. */
export class PlatformMetrics {
  /** The registry `GET /metrics` renders. */
  readonly registry = new Registry();
  private readonly callEnds: Counter<'reason'>;
  private readonly turnLatency: Histogram;
  private readonly synthesisWait: Histogram;
  private readonly hearingLag: Histogram;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: `${PREFIX}live_calls`,
      help: 'Calls not yet ended, those waiting for a resume included.',
      registers,
      collect() {
        this.set(sources.liveCalls());
      },
    });
    new Gauge({
      name: `${PREFIX}live_chats`,
      help: 'Web chat sessions alive.',
      registers,
      collect() {
        this.set(sources.liveChats());
      },
    });
    this.callEnds = new Counter({
      name: `${PREFIX}call_ends_total`,
      help: "Calls ended, by the call's endedReason.",
      labelNames: ['reason'],
      registers,
    });
    this.turnLatency = new Histogram({
      name: `${PREFIX}turn_latency_seconds`,
      help: "From the end of the visitor's speech, as the platform heard it, to the first audio frame of the answer sent.",
      buckets: TURN_BUCKETS,
      registers,
    });
    this.synthesisWait = new Histogram({
      name: `${PREFIX}synthesis_queue_wait_seconds`,
      help: 'How long a line waited for a speech synthesis worker (cached lines never wait).',
      buckets: WAIT_BUCKETS,
      registers,
    });
    this.hearingLag = new Histogram({
      name: `${PREFIX}hearing_lag_seconds`,
      help: "From a call's audio reaching the hearing worker's queue to the worker's answer, per batch (Silero only).",
      buckets: LAG_BUCKETS,
      registers,
    });
    const counted: Record<string, number> = {};
    new Counter({
      name: `${PREFIX}server_messages_total`,
      help: "Server messages to an assistant's serverUrl, by result: delivered, failed (every try failed), dropped (queue full or past retention).",
      labelNames: ['result'],
      registers,
      collect() {
        const now = sources.deliveries();
        for (const result of DELIVERY_RESULTS) {
          const delta = now[result] - (counted[result] ?? 0);
          counted[result] = now[result];
          // Every result shows, at 0 until one happens.
          this.inc({ result }, Math.max(0, delta));
        }
      },
    });
  }

  /** A call ended with `reason` (its `endedReason`). */
  callEnded(reason: string): void {
    this.callEnds.inc({ reason });
  }

  /** A voice turn's answer sent its first audio frame `seconds` after the visitor's speech ended. */
  turnAnswered(seconds: number): void {
    this.turnLatency.observe(seconds);
  }

  /** A synthesis waited `seconds` for a worker. */
  synthesisWaited(seconds: number): void {
    this.synthesisWait.observe(seconds);
  }

  /** The hearing worker answered a batch `seconds` after its oldest audio came. */
  hearingLagged(seconds: number): void {
    this.hearingLag.observe(seconds);
  }

  /** The Prometheus text exposition of every metric, and its content type. */
  async render(): Promise<{ readonly contentType: string; readonly text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}

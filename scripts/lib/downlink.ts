/**
 * The platform's downlink as a page receives it, counted in audio time rather than wall time
 * (docs/platform.md "Binary frames: audio": the server sends exactly one 20 ms frame per binary
 * message, and a line's `speech-update`s travel on the same socket, in order). A line said to its
 * end arrives as all of its frames between its `speech-update` `started` and `stopped`; an
 * interrupted one as fewer. A busy machine delays frames but changes neither count, so the tests
 * and benchmarks can tell an interruption from a line's natural end without a clock.
 */
import type { Page } from 'playwright-core';

/** One assistant line as the page received it. */
export interface DownlinkLine {
  /** Its `transcript` (sent when the line starts; '' if none came). */
  readonly text: string;
  /** Downlink frames (20 ms each) received from its `started` to its `stopped`, or so far. */
  readonly frames: number;
  /** Its `speech-update` `stopped` has arrived. */
  readonly stopped: boolean;
  /** When its `started` and `stopped` arrived, ms on the page's clock (`performance.now()`; NaN before). */
  readonly startedAt: number;
  readonly stoppedAt: number;
}

interface Recorder {
  frames: number;
  lines: {
    text: string;
    from: number;
    frames: number;
    stopped: boolean;
    startedAt: number;
    stoppedAt: number;
  }[];
}

/**
 * Init script (`context.addInitScript(countDownlink)`): wraps `window.WebSocket` so that every
 * socket the page opens counts its binary messages and notes each assistant line's
 * `speech-update`s and transcript (read with {@link downlinkLines}). The page's own listeners
 * are untouched.
 */
export function countDownlink(): void {
  const rec: Recorder = { frames: 0, lines: [] };
  (window as unknown as { __downlink: Recorder }).__downlink = rec;
  const Native = window.WebSocket;
  window.WebSocket = new Proxy(Native, {
    construct(target, args: ConstructorParameters<typeof WebSocket>) {
      const socket = Reflect.construct(target, args) as WebSocket;
      socket.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (typeof event.data !== 'string') {
          rec.frames++;
          return;
        }
        let m: { type?: string; role?: string; status?: string; transcript?: string };
        try {
          m = JSON.parse(event.data) as typeof m;
        } catch {
          return;
        }
        if (m.role !== 'assistant') return;
        const line = rec.lines.at(-1);
        if (m.type === 'speech-update' && m.status === 'started')
          rec.lines.push({
            text: '',
            from: rec.frames,
            frames: 0,
            stopped: false,
            startedAt: performance.now(),
            stoppedAt: NaN,
          });
        else if (m.type === 'speech-update' && m.status === 'stopped' && line && !line.stopped) {
          line.frames = rec.frames - line.from;
          line.stopped = true;
          line.stoppedAt = performance.now();
        } else if (m.type === 'transcript' && line && !line.stopped && !line.text)
          line.text = m.transcript ?? '';
      });
      return socket;
    },
  });
}

/** The assistant lines received so far, in order (needs {@link countDownlink} as an init script). */
export async function downlinkLines(page: Page): Promise<DownlinkLine[]> {
  return page.evaluate(() => {
    const rec = (window as unknown as { __downlink?: Recorder }).__downlink;
    if (!rec) throw new Error('countDownlink was not installed as an init script');
    return rec.lines.map((l) => ({
      text: l.text,
      frames: l.stopped ? l.frames : rec.frames - l.from,
      stopped: l.stopped,
      startedAt: l.startedAt,
      stoppedAt: l.stoppedAt,
    }));
  });
}

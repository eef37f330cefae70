/**
 * The WebSocket transport's connection rating (`link-probe.ts`; docs/voice-client.md "Connection
 * quality"): pings every interval (fake timers drive the interval; the round trips come from an
 * injected clock), the median of the last three answers, `lost` after two unanswered intervals or
 * while reconnecting, late downlink audio lowering the rating one step, reports only on change.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PING_INTERVAL_MS } from '../../../src/core/protocol/client-messages.ts';
import type { TransportNetworkQuality } from '../../../src/core/voice/connection-quality.ts';
import { LinkProbe } from '../../../src/core/voice/websocket/link-probe.ts';

interface Rig {
  readonly probe: LinkProbe;
  readonly sent: { type: string; id: number }[];
  readonly reports: TransportNetworkQuality[];
  /** Moves the injected clock (the round trips) and the fake timers (the interval) together. */
  advance(ms: number): void;
  /** Answers the last ping after `ms`. */
  answerAfter(ms: number): void;
}

function rig(send?: (text: string) => void): Rig {
  let now = 1000;
  const sent: { type: string; id: number }[] = [];
  const reports: TransportNetworkQuality[] = [];
  const probe = new LinkProbe(
    send ??
      ((text) => {
        sent.push(JSON.parse(text) as { type: string; id: number });
      }),
    (q) => reports.push(q),
    { now: () => now },
  );
  const advance = (ms: number): void => {
    now += ms;
    vi.advanceTimersByTime(ms);
  };
  return {
    probe,
    sent,
    reports,
    advance,
    answerAfter(ms) {
      const last = sent.at(-1);
      if (!last) throw new Error('no ping sent');
      advance(ms);
      probe.pong(last.id);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pinging', () => {
  it('sends {type:"ping", id} at start and every PING_INTERVAL_MS (2 s), ids counting up; stop() ends it', () => {
    const { probe, sent, advance } = rig();
    probe.start();
    expect(sent).toEqual([{ type: 'ping', id: 1 }]);
    advance(PING_INTERVAL_MS - 1);
    expect(sent).toHaveLength(1);
    advance(1);
    expect(sent).toEqual([
      { type: 'ping', id: 1 },
      { type: 'ping', id: 2 },
    ]);
    probe.stop();
    advance(PING_INTERVAL_MS * 3);
    expect(sent).toHaveLength(2);
    expect(PING_INTERVAL_MS).toBe(2000);
  });

  it('sends no ping while reconnecting (the resumable socket would queue it)', () => {
    const { probe, sent, advance } = rig();
    probe.start();
    probe.setReconnecting(true);
    advance(PING_INTERVAL_MS * 2);
    expect(sent).toHaveLength(1);
    probe.setReconnecting(false);
    advance(PING_INTERVAL_MS);
    expect(sent).toHaveLength(2);
  });

  it('a send that throws (socket not open) is no ping in flight: no lost rating from it', () => {
    const reports: TransportNetworkQuality[] = [];
    let now = 0;
    const probe = new LinkProbe(
      () => {
        throw new Error('not open');
      },
      (q) => reports.push(q),
      { now: () => now },
    );
    probe.start();
    now += PING_INTERVAL_MS * 3;
    vi.advanceTimersByTime(PING_INTERVAL_MS * 3);
    expect(reports).toEqual([]);
  });
});

describe('rating', () => {
  it('rates from the second answer (the first meets a call still starting), with its round trip, the transport and Daily-like fields', () => {
    const { probe, reports, advance, answerAfter } = rig();
    probe.start();
    answerAfter(700);
    expect(reports).toEqual([]);
    expect(probe.current).toBeUndefined();
    advance(PING_INTERVAL_MS - 700);
    answerAfter(40);
    expect(reports).toEqual([
      {
        rating: 'good',
        rttMs: 40,
        transport: 'websocket',
        quality: 100,
        threshold: 'good',
        networkState: 'good',
      },
    ]);
  });

  it('rates the median of the last three round trips: one slow answer does not make it poor, two do', () => {
    const { probe, reports, advance, answerAfter } = rig();
    probe.start();
    answerAfter(50);
    advance(PING_INTERVAL_MS - 50);
    answerAfter(900);
    expect(probe.current).toBe('good');
    advance(PING_INTERVAL_MS - 900);
    answerAfter(800);
    expect(probe.current).toBe('poor');
    expect(probe.rttMs).toBe(800);
    expect(reports.map((r) => r.rating)).toEqual(['good', 'poor']);
    expect(reports.at(-1)).toMatchObject({
      quality: 25,
      threshold: 'very-low',
      networkState: 'bad',
    });
  });

  it('fair between 250 and 500 ms, and back to good when the round trips shrink', () => {
    const { probe, reports, advance, answerAfter } = rig();
    probe.start();
    for (const rtt of [300, 320, 310, 20, 30]) {
      answerAfter(rtt);
      advance(PING_INTERVAL_MS - rtt);
    }
    expect(reports.map((r) => [r.rating, r.rttMs])).toEqual([
      ['fair', 300],
      ['good', 30],
    ]);
    expect(reports[0]).toMatchObject({ quality: 60, threshold: 'low', networkState: 'warning' });
  });

  it('is lost once a ping went unanswered for two intervals, and recovers with the next answer', () => {
    const { probe, reports, sent, advance } = rig();
    probe.start();
    advance(10);
    probe.pong(1);
    advance(PING_INTERVAL_MS - 10);
    advance(10);
    probe.pong(2);
    advance(PING_INTERVAL_MS - 10);
    // ping 3 is never answered
    advance(PING_INTERVAL_MS);
    expect(probe.current).toBe('good');
    advance(PING_INTERVAL_MS);
    expect(probe.current).toBe('lost');
    expect(reports.at(-1)).toMatchObject({ rating: 'lost', quality: 0, transport: 'websocket' });
    advance(30);
    probe.pong(sent.at(-1)!.id);
    expect(probe.current).toBe('good');
    expect(reports.map((r) => r.rating)).toEqual(['good', 'lost', 'good']);
  });

  it('a platform that never answers (Vapi) gets three pings, then none, and no rating from them', () => {
    const { probe, reports, sent, advance } = rig();
    probe.start();
    advance(PING_INTERVAL_MS * 10);
    expect(sent.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(probe.current).toBeUndefined();
    expect(reports).toEqual([]);
  });

  it('is lost while reconnecting, whatever the last round trip', () => {
    const { probe, reports, advance, answerAfter } = rig();
    probe.start();
    answerAfter(20);
    advance(PING_INTERVAL_MS - 20);
    answerAfter(20);
    probe.setReconnecting(true);
    expect(probe.current).toBe('lost');
    probe.setReconnecting(false);
    expect(probe.current).toBe('good');
    expect(reports.map((r) => r.rating)).toEqual(['good', 'lost', 'good']);
  });

  it('ignores an unknown or repeated pong id', () => {
    const { probe, reports, sent, advance } = rig();
    probe.start();
    probe.pong(99);
    advance(20);
    probe.pong(sent[0]!.id);
    probe.pong(sent[0]!.id);
    expect(probe.rttMs).toBe(20);
    advance(PING_INTERVAL_MS - 20);
    advance(30);
    probe.pong(sent[1]!.id);
    probe.pong(sent[0]!.id);
    expect(reports.map((r) => r.rttMs)).toEqual([20]);
  });

  it('three stalls of the assistant audio within 10 s lower the rating one step; they age out', () => {
    const { probe, reports, advance, answerAfter } = rig();
    probe.start();
    answerAfter(20);
    advance(PING_INTERVAL_MS - 20);
    answerAfter(20);
    probe.downlinkGap(300);
    probe.downlinkGap(40); // jitter, not a stall
    probe.downlinkGap(5000); // a new utterance, not a stall
    probe.downlinkGap(250);
    expect(probe.current).toBe('good');
    probe.downlinkGap(600);
    expect(probe.current).toBe('fair');
    advance(10_001);
    probe.pong(99); // unknown: no rating change by itself
    answerAfter(20);
    expect(probe.current).toBe('good');
    expect(reports.map((r) => r.rating)).toEqual(['good', 'fair', 'good']);
  });
});

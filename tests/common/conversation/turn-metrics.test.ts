/**
 * Per-turn latency's bookkeeping (docs/voice-client.md "Turn latency"): numbering from 1, the
 * median, a new call starting again; the call's turns found in its levels (end of the visitor's
 * speech or typed send → the assistant's first audible sample), the echo ignored; the chat timed
 * from the send to the first character, with its recap's median. Clocks are stepped by hand.
 */
import { describe, expect, it } from 'vitest';

import { formatLatency } from '../../../src/common/conversation/recap.ts';
import { ECHO_TAIL_MS, TurnLog, TurnWatch } from '../../../src/common/conversation/turn-metrics.ts';
import { chatKey } from '../../../src/core/chat/chat-storage.ts';
import { ChatStore } from '../../../src/voice-widget/chat/chat-store.ts';

describe('TurnLog', () => {
  it('numbers answers from 1, rounds them, keeps the median, and starts again after reset', () => {
    const log = new TurnLog('call');
    expect(log.median()).toBeUndefined();
    expect(log.record(812.4)).toEqual({ kind: 'call', turn: 1, latencyMs: 812 });
    expect(log.record(1500)).toEqual({ kind: 'call', turn: 2, latencyMs: 1500 });
    expect(log.record(600)).toEqual({ kind: 'call', turn: 3, latencyMs: 600 });
    expect(log.median()).toBe(812);
    log.record(1000);
    // Even count: the mean of the two middle ones (812, 1000).
    expect(log.median()).toBe(906);
    log.reset();
    expect(log.median()).toBeUndefined();
    expect(log.record(300)?.turn).toBe(1);
  });

  it('ignores waits that are not finite and positive', () => {
    const log = new TurnLog('chat');
    expect(log.record(Number.NaN)).toBeUndefined();
    expect(log.record(-5)).toBeUndefined();
    expect(log.record(0)).toBeUndefined();
    expect(log.record(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(log.turns).toBe(0);
  });
});

/** A watch over hand-set levels and a hand-stepped clock; `step(ms)` samples every 20 ms. */
function watched() {
  const levels = { input: 0, output: 0 };
  let t = 0;
  const waits: number[] = [];
  const watch = new TurnWatch(
    { inputLevel: () => levels.input, outputLevel: () => levels.output },
    () => t,
    (ms) => waits.push(ms),
  );
  const step = (ms: number, input: number, output: number): void => {
    levels.input = input;
    levels.output = output;
    for (let end = t + ms; t < end;) {
      t += 20;
      watch.sample();
    }
  };
  return { watch, waits, step, now: () => t };
}

describe('TurnWatch', () => {
  it('times from the last loud microphone sample to the first audible assistant sample', () => {
    const { waits, step } = watched();
    step(1000, 0, 0.3); // the greeting: no turn before it
    step(400, 0, 0); // the greeting's tail
    step(1200, 0.2, 0); // the visitor speaks; last loud sample at 2600
    step(700, 0, 0); // silence while the platform answers
    step(100, 0, 0.4); // the answer: first audible sample at 3320
    expect(waits).toEqual([720]);
    step(2000, 0, 0.4); // the rest of the answer adds nothing
    step(400, 0, 0);
    step(600, 0.3, 0);
    step(1000, 0, 0);
    step(40, 0, 0.2);
    expect(waits).toEqual([720, 1020]);
  });

  it('a typed turn runs from the send', () => {
    const { watch, waits, step } = watched();
    step(200, 0, 0);
    watch.typed();
    step(900, 0, 0);
    step(20, 0, 0.3);
    expect(waits).toEqual([920]);
  });

  it('ignores the microphone while the assistant is audible and its echo just after, and a short noise', () => {
    const { waits, step } = watched();
    step(1000, 0.5, 0.3); // the microphone hears the assistant: not the visitor
    step(ECHO_TAIL_MS - 50, 0.3, 0); // the echo's tail
    step(500, 0, 0);
    step(300, 0, 0.3); // the assistant goes on: no turn
    step(500, 0, 0);
    step(60, 0.4, 0); // a cough: too short to be a turn
    step(500, 0, 0);
    step(100, 0, 0.3);
    expect(waits).toEqual([]);
  });

  it('stop forgets a visitor turn waiting for its answer', () => {
    const { watch, waits, step } = watched();
    step(600, 0.3, 0);
    watch.stop();
    step(100, 0, 0.3);
    expect(waits).toEqual([]);
  });
});

describe('formatLatency', () => {
  it('writes ms under a second and seconds to one decimal, in the language', () => {
    expect(formatLatency(850, 'en')).toBe('850 ms');
    expect(formatLatency(1340, 'en')).toBe('1.3 sec');
    expect(formatLatency(1340, 'de')).toBe('1,3 Sek.');
  });
});

describe('chat turns', () => {
  it('voice-turn-metrics from the send to the first character, numbered 1, 2; the recap has the median', async () => {
    let t = 1000;
    const events: { name: string; detail: unknown }[] = [];
    const sse = (sessionId: string, ...deltas: string[]) =>
      deltas
        .map(
          (d) =>
            `data: ${JSON.stringify({ id: 'c', sessionId, path: 'chat.output[0].content', delta: d })}\n\n`,
        )
        .join('');
    const replies = [sse('s-1', 'Hola ', 'Ana'), sse('s-1', 'Gracias')];
    const waits = [400, 900];
    const fetchFn = (async () => {
      // The platform takes `waits[i]` ms to its first delta.
      t += waits.shift() ?? 0;
      return new Response(replies.shift() ?? '', {
        headers: { 'content-type': 'text/event-stream' },
      });
    }) as unknown as typeof fetch;
    const store = new ChatStore(
      { dispatch: (name, detail) => void events.push({ name, detail }) },
      chatKey('sofia'),
      { storage: undefined, fetch: fetchFn, schedule: (fn) => fn(), now: () => t },
    );
    const config = { apiUrl: '/api', publicKey: 'pk', assistantId: 'sofia', lang: 'es' as const };
    const idle = async () => {
      for (let i = 0; i < 200 && store.getSnapshot().busy; i++)
        await new Promise((r) => setTimeout(r, 0));
    };
    store.send('Me llamo Ana', config);
    await idle();
    store.send('Mi teléfono', config);
    await idle();
    const turns = events.filter((e) => e.name === 'voice-turn-metrics').map((e) => e.detail);
    expect(turns).toEqual([
      { kind: 'chat', turn: 1, latencyMs: 400 },
      { kind: 'chat', turn: 2, latencyMs: 900 },
    ]);
    store.newConversation();
    replies.push(sse('s-2', 'Hola'));
    waits.push(250);
    store.send('Hola', config);
    await idle();
    expect(events.filter((e) => e.name === 'voice-turn-metrics').at(-1)?.detail).toEqual({
      kind: 'chat',
      turn: 1,
      latencyMs: 250,
    });
  });
});

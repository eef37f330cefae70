/**
 * Tools that answer (docs/voice-client.md "Tools"; `src/common/tools/`): a registered
 * `clientTools` tool answers its call, `respond()` answers an unregistered
 * one, and the bounds — 4096 bytes, serialisable, the timeout, one answer,
 * the call ending first — each give the assistant a failure and the page a
 * `tool-result-error`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  type ClientTools,
  type ToolCallInfo,
  ToolResponder,
} from '../../../src/common/tools/responder.ts';
import { parseToolTimeout, toToolAnswer } from '../../../src/common/tools/tool-answer.ts';
import type { ToolAnswer } from '../../../src/core/protocol/client-messages.ts';

const CALL: ToolCallInfo = {
  id: 'call_1',
  name: 'show_solution',
  arguments: { solution: 'sip-extension' },
};

let sent: Array<[string, ToolAnswer]>;
let reported: string[];
let tools: ClientTools | undefined;

function responder(timeoutS = 10): ToolResponder {
  return new ToolResponder({
    clientTools: () => tools,
    timeoutS: () => timeoutS,
    send: (call, answer) => sent.push([call.id, answer]),
    report: (error) => reported.push(error.message),
  });
}

/** Lets promise callbacks run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  reported = [];
  tools = undefined;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('toToolAnswer', () => {
  it('sends strings as they are, { error } as a failure, other values as JSON', () => {
    expect(toToolAnswer('shown')).toEqual({ ok: true, answer: { result: 'shown' } });
    expect(toToolAnswer({ error: 'no card' })).toEqual({ ok: true, answer: { error: 'no card' } });
    expect(toToolAnswer({ error: 'x', extra: 1 })).toEqual({
      ok: true,
      answer: { result: '{"error":"x","extra":1}' },
    });
    expect(toToolAnswer({ shown: 'Disponible 24/7' })).toEqual({
      ok: true,
      answer: { result: '{"shown":"Disponible 24/7"}' },
    });
    expect(toToolAnswer(42)).toEqual({ ok: true, answer: { result: '42' } });
  });

  it('refuses what cannot be sent: a cycle, a BigInt, undefined, a function, over 4096 bytes (UTF-8)', () => {
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    for (const bad of [cycle, 1n, undefined, () => 1]) expect(toToolAnswer(bad).ok).toBe(false);
    expect(toToolAnswer('a'.repeat(4096)).ok).toBe(true);
    expect(toToolAnswer('א'.repeat(2049))).toMatchObject({
      ok: false,
      problem: expect.stringContaining('4098 bytes'),
    });
  });

  it('tool-timeout: 1..120 s, else 10', () => {
    expect(parseToolTimeout('3')).toBe(3);
    expect(parseToolTimeout('0.5')).toBe(10);
    for (const bad of [null, '', 'abc', '500', '-1']) expect(parseToolTimeout(bad)).toBe(10);
  });
});

describe('ToolResponder', () => {
  it('a registered tool answers with its arguments and the call id; the event detail still comes, its respond spent', async () => {
    const seen: unknown[] = [];
    tools = {
      show_solution: (args, context) => (
        seen.push(args, context.callId, context.signal.aborted),
        { shown: 'PBX' }
      ),
    };
    const detail = responder().handle(CALL, 'call-42');
    expect(detail).toMatchObject({
      id: 'call_1',
      name: 'show_solution',
      arguments: { solution: 'sip-extension' },
    });
    await settle();
    expect(seen).toEqual([{ solution: 'sip-extension' }, 'call-42', false]);
    expect(sent).toEqual([['call_1', { result: '{"shown":"PBX"}' }]]);
    detail.respond('again');
    await settle();
    expect(sent).toHaveLength(1);
    expect(console.warn).toHaveBeenCalled();
  });

  it('a tool that throws, rejects or answers too much tells the assistant it failed, and reports tool-result-error', async () => {
    const r = responder();
    tools = {
      throws: () => {
        throw new Error('boom');
      },
      rejects: () => Promise.reject(new Error('nope')),
      big: () => 'x'.repeat(5000),
    };
    for (const name of ['throws', 'rejects', 'big']) r.handle({ ...CALL, id: name, name }, '');
    await settle();
    expect(sent).toEqual([
      ['throws', { error: 'boom' }],
      ['rejects', { error: 'nope' }],
      ['big', { error: expect.stringContaining('5000 bytes') }],
    ]);
    expect(reported).toHaveLength(3);
  });

  it('a registered tool that never answers is a timeout after tool-timeout seconds, reported; a late answer is dropped', async () => {
    let resolve: (v: unknown) => void = () => {};
    tools = { show_solution: () => new Promise((r) => (resolve = r)) };
    responder(3).handle(CALL, '');
    vi.advanceTimersByTime(2999);
    await settle();
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    await settle();
    expect(sent).toEqual([['call_1', { error: 'timeout: the page did not answer within 3 s' }]]);
    expect(reported).toEqual([expect.stringContaining('no answer within 3 s')]);
    resolve('late');
    await settle();
    expect(sent).toHaveLength(1);
  });

  it('an unregistered tool is fire-and-forget: nothing is sent unless respond() is called (a Promise too), once, within the timeout', async () => {
    const r = responder(5);
    const quiet = r.handle({ ...CALL, id: 'quiet' }, '');
    vi.advanceTimersByTime(10_000);
    await settle();
    expect(sent).toEqual([]);
    expect(reported).toEqual([]);
    quiet.respond('too late');
    await settle();
    expect(sent).toEqual([]);
    const answered = r.handle({ ...CALL, id: 'answered' }, '');
    answered.respond(Promise.resolve({ error: 'no card for that' }));
    answered.respond('second');
    await settle();
    expect(sent).toEqual([['answered', { error: 'no card for that' }]]);
  });

  it('the call ending first aborts the tool signal and nothing is sent', async () => {
    let signal: AbortSignal | undefined;
    let resolve: (v: unknown) => void = () => {};
    tools = {
      show_solution: (_args, context) => (
        (signal = context.signal),
        new Promise((r) => (resolve = r))
      ),
    };
    const r = responder();
    r.handle(CALL, '');
    r.abortAll('the call ended');
    expect(signal?.aborted).toBe(true);
    resolve('shown');
    vi.advanceTimersByTime(20_000);
    await settle();
    expect(sent).toEqual([]);
    expect(reported).toEqual([]);
    // The next conversation's tools run with a fresh signal.
    r.handle({ ...CALL, id: 'next' }, '');
    expect(signal?.aborted).toBe(false);
  });

  it('only own, function-valued entries of clientTools count', async () => {
    tools = Object.assign(Object.create({ inherited: () => 'x' }) as ClientTools, {
      notAFunction: 'nope' as never,
    });
    const r = responder(1);
    r.handle({ ...CALL, id: 'a', name: 'inherited' }, '');
    r.handle({ ...CALL, id: 'b', name: 'notAFunction' }, '');
    r.handle({ ...CALL, id: 'c', name: 'toString' }, '');
    vi.advanceTimersByTime(2000);
    await settle();
    expect(sent).toEqual([]);
  });
});

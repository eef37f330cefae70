// @vitest-environment node
/**
 * A server tool's request (docs/platform.md "Server messages"): the
 * dialogue waits for it, so every way it can go wrong is bounded: an answer
 * over 64 KiB is not read to its end, a signal (the call or the platform
 * ending) stops the wait at once and closes the request, results that are
 * not strings are JSON-encoded, and a call the answer leaves out gets an
 * error of its own.
 */
import type { Server } from 'node:http';

import { afterEach, describe, expect, it } from 'vitest';

import { waitUntil } from '../../scripts/lib/call-client.ts';
import type { AssistantServer } from '../../server/dialogue/server-config.ts';
import {
  MAX_TOOL_ANSWER_BYTES,
  requestToolResults,
  type ServerToolCall,
} from '../../server/messages/tool-calls.ts';
import { startReceiver } from '../support/server.ts';

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    s.close();
  }
});

const target = (url: string, timeoutSeconds = 5): AssistantServer => ({
  url,
  timeoutSeconds,
  messages: new Set(['tool-calls']),
  tools: new Set(['capture_lead']),
});
const calls: ServerToolCall[] = [
  { id: 'c1', type: 'function', function: { name: 'capture_lead', arguments: { name: 'Ana' } } },
  { id: 'c2', type: 'function', function: { name: 'capture_lead', arguments: { name: 'Eva' } } },
];

describe('requestToolResults', () => {
  it("reads Vapi's results shape: strings as they are, other values JSON-encoded, a missing call gets its own error", async () => {
    const r = await startReceiver((_q, res) =>
      res.end(JSON.stringify({ results: [{ toolCallId: 'c1', result: { ref: 7 } }] })),
    );
    servers.push(r.server);
    expect(await requestToolResults(target(r.url), { id: 'call-1' }, calls)).toEqual([
      { toolCallId: 'c1', result: '{"ref":7}' },
      { toolCallId: 'c2', error: 'no result for this call' },
    ]);
    expect(r.got[0]!.body.message).toMatchObject({
      type: 'tool-calls',
      toolCallList: calls,
      call: { id: 'call-1' },
    });
  });

  it('refuses an answer over 64 KiB without reading it to its end (streamed or with its length declared)', async () => {
    const big = 'x'.repeat(MAX_TOOL_ANSWER_BYTES + 1);
    const streamed = await startReceiver((_q, res) => {
      res.write(JSON.stringify({ results: [{ toolCallId: 'c1', result: '' }] }).slice(0, -2));
      res.end(big);
    });
    const declared = await startReceiver(
      (_q, res) => (res.setHeader('Content-Length', String(big.length)), res.end(big)),
    );
    servers.push(streamed.server, declared.server);
    for (const url of [streamed.url, declared.url]) {
      expect(await requestToolResults(target(url), {}, calls.slice(0, 1))).toEqual([
        { toolCallId: 'c1', error: 'the answer is over 64 KiB' },
      ]);
    }
  });

  it("an abort (the call ended) stops the wait at once with 'aborted' and closes the request; the timeout gives 'timeout'", async () => {
    const r = await startReceiver(() => undefined); // never answers
    servers.push(r.server);
    const ending = new AbortController();
    const pending = requestToolResults(target(r.url, 30), {}, calls.slice(0, 1), {
      signal: ending.signal,
    });
    await waitUntil(() => r.got.length === 1, 5000, 'the request');
    let answer: unknown;
    void pending.then((a) => (answer = a));
    ending.abort();
    // At once: settled within the turn of the event loop the abort happened in, no timer or I/O waited for.
    await new Promise((resolve) => setImmediate(resolve));
    expect(answer).toEqual([{ toolCallId: 'c1', error: 'aborted' }]);
    await waitUntil(() => r.aborted() === 1, 5000, 'the receiver sees the request closed');
    expect(await requestToolResults(target(r.url, 1), {}, calls.slice(0, 1))).toEqual([
      { toolCallId: 'c1', error: 'timeout' },
    ]);
  });

  it('a body that is not JSON, JSON null or a status that is not 2xx is an error for every call', async () => {
    const texts = ['not json', 'null'];
    const r = await startReceiver((_q, res) => res.end(texts.shift() ?? ''));
    const failing = await startReceiver((_q, res) => ((res.statusCode = 503), res.end('{}')));
    servers.push(r.server, failing.server);
    expect(await requestToolResults(target(r.url), {}, calls)).toEqual(
      calls.map((c) => ({ toolCallId: c.id, error: 'the answer is not JSON' })),
    );
    expect(await requestToolResults(target(r.url), {}, calls)).toEqual(
      calls.map((c) => ({ toolCallId: c.id, error: 'no result for this call' })),
    );
    expect(await requestToolResults(target(failing.url), {}, calls)).toEqual(
      calls.map((c) => ({ toolCallId: c.id, error: 'the server answered 503' })),
    );
  });
});

// @vitest-environment node
/**
 * Server messages (docs/platform.md "Server messages"): the outbox's
 * bounds (retry, drop when full, timeout, no redirects, never blocking), the
 * Vapi shapes a stored assistant's `server.url` receives for a call and a
 * chat (secret header, status-updates, end-of-call-report with the lead),
 * no open relay for inline assistants, and 10 calls that keep speaking while
 * one receiver hangs and one answers 500.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { assistantsWithServer } from '../../scripts/lib/assistants.ts';
import { CallClient, sleep, waitUntil } from '../../scripts/lib/call-client.ts';
import { Synthesizer } from '../../server/audio/tts.ts';
import { DEFAULT_ASSISTANTS_DIR } from '../../server/dialogue/assistants.ts';
import type { AssistantServer } from '../../server/dialogue/server-config.ts';
import { Outbox } from '../../server/messages/outbox.ts';
import { openSqliteStore } from '../../server/storage/sqlite.ts';
import {
  api,
  createCall,
  largestGap,
  loopLateness,
  startReceiver as receiver,
  startTestPlatform,
  useTestPlatform,
} from '../support/server.ts';

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    s.close();
  }
  // The console.warn spies, also of a test that failed before its own restore.
  vi.restoreAllMocks();
});

function target(url: string, over: Partial<AssistantServer> = {}): AssistantServer {
  return {
    url,
    timeoutSeconds: 1,
    messages: new Set(['status-update', 'end-of-call-report']),
    tools: new Set(),
    ...over,
  };
}

describe("a stored assistant's server", () => {
  it('is checked at load: http(s) URL, timeout 1–300 s, a string secret, known message names', async () => {
    const sofia = JSON.parse(
      await readFile(join(DEFAULT_ASSISTANTS_DIR, 'sofia.json'), 'utf8'),
    ) as Record<string, unknown>;
    const { parseAssistant } = await import('../../server/dialogue/assistants.ts');
    expect(
      parseAssistant({ ...sofia, server: { url: 'https://crm.example/hook' } }).server,
    ).toMatchObject({ url: 'https://crm.example/hook', timeoutSeconds: 20 });
    expect(parseAssistant(sofia).server).toBeUndefined();
    expect(() =>
      parseAssistant({ ...sofia, server: { url: 'file:///etc/passwd' } }, 'x.json'),
    ).toThrow('x.json: server.url must be an http: or https: URL');
    expect(() =>
      parseAssistant({ ...sofia, server: { url: 'http://a/', timeoutSeconds: 0 } }),
    ).toThrow(/server\.timeoutSeconds/);
    expect(() => parseAssistant({ ...sofia, server: { url: 'http://a/', secret: 1 } })).toThrow(
      /server\.secret/,
    );
    expect(() =>
      parseAssistant({
        ...sofia,
        server: { url: 'http://a/' },
        serverMessages: ['not-a-vapi-message'],
      }),
    ).toThrow(/serverMessages/);
    // A Vapi export: Vapi's names the platform does not send are ignored (named once in a warning at start).
    const exported = parseAssistant({
      ...sofia,
      server: { url: 'http://a/' },
      serverMessages: [
        'transcript',
        'conversation-update',
        'end-of-call-report',
        'hang',
        'speech-update',
      ],
    }).server;
    expect([...(exported?.messages ?? [])]).toEqual(['end-of-call-report']);
    expect(exported?.ignoredMessages).toEqual([
      'transcript',
      'conversation-update',
      'hang',
      'speech-update',
    ]);
    expect(() => parseAssistant({ ...sofia, serverMessages: ['status-update'] })).toThrow(
      /serverMessages needs a server/,
    );
  });

  it('a Vapi export whose serverMessages list names the platform does not send starts with one warning naming them', async () => {
    const sofia = JSON.parse(
      await readFile(join(DEFAULT_ASSISTANTS_DIR, 'sofia.json'), 'utf8'),
    ) as Record<string, unknown>;
    const dir = await mkdtemp(join(tmpdir(), 'assistants-'));
    await writeFile(join(dir, 'sofia.json'), JSON.stringify(sofia));
    await writeFile(
      join(dir, 'exported.json'),
      JSON.stringify({
        ...sofia,
        id: 'exported',
        server: { url: 'http://127.0.0.1:9/' },
        serverMessages: [
          'transcript',
          'conversation-update',
          'hang',
          'speech-update',
          'end-of-call-report',
        ],
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loadAssistants } = await import('../../server/dialogue/assistants.ts');
    const assistants = await loadAssistants(dir);
    expect([...(assistants.get('exported')?.server?.messages ?? [])]).toEqual([
      'end-of-call-report',
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /exported: transcript, conversation-update, hang, speech-update/,
    );
    warn.mockRestore();
    await rm(dir, { recursive: true, force: true });
  });
});

describe('Outbox', () => {
  it('retries a failing receiver with backoff until it answers 2xx; the secret goes in X-Vapi-Secret', async () => {
    let calls = 0;
    const r = await receiver((_q, res) => ((res.statusCode = ++calls < 3 ? 500 : 200), res.end()));
    servers.push(r.server);
    const outbox = new Outbox({ retryDelayMs: 10 });
    outbox.post('a', target(r.url, { secret: 's3cret' }), { message: { type: 'status-update' } });
    await waitUntil(() => outbox.stats.delivered === 1, 5000, 'delivery');
    expect(r.got).toHaveLength(3);
    expect(r.got[0]!.headers['x-vapi-secret']).toBe('s3cret');
    outbox.close();
  });

  it('never blocks: post() returns at once while the receiver hangs; a full queue drops and counts; a timeout counts as a failure', async () => {
    const r = await receiver(() => undefined); // never answers
    servers.push(r.server);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const outbox = new Outbox({ maxQueued: 3, concurrency: 1, attempts: 1, logEveryMs: 200 });
    // post() returns nothing to wait for and does no I/O itself: the ten return before the hanging
    // receiver has even been reached.
    for (let i = 0; i < 10; i++)
      expect(outbox.post('a', target(r.url), { message: { i } })).toBeUndefined();
    expect(r.got).toHaveLength(0);
    // One in flight, three waiting, six dropped at once; nothing logged per message.
    expect(outbox.stats.droppedFull).toBe(6);
    expect(warn).not.toHaveBeenCalled();
    // The burst's window closes with one line that counts it.
    await waitUntil(() => warn.mock.calls.length === 1, 2000, 'the burst log line');
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /6 dropped \(6 with the queue full, 0 after every try failed\)/,
    );
    await waitUntil(() => outbox.stats.droppedFailed >= 1, 5000, 'the first timeout');
    outbox.close(); // logs the open window's failure
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1]![0])).toMatch(/after every try failed/);
    warn.mockRestore();
  });

  it('every try of a message carries the same X-Message-Id; a message in the store is sent by the next outbox with the same id and its tries counted', async () => {
    let calls = 0;
    const r = await receiver((_q, res) => ((res.statusCode = ++calls < 3 ? 500 : 200), res.end()));
    servers.push(r.server);
    const store = openSqliteStore(':memory:');
    const first = new Outbox({ retryDelayMs: 10 }, fetch, store.outbox);
    first.post('a', target(r.url), { message: { type: 'status-update' } });
    await waitUntil(() => first.stats.delivered === 1, 5000, 'the delivery');
    const ids = r.got.map((p) => p.headers['x-message-id']);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.outbox.pending()).toEqual([]);
    // Accepted, then the process stops before the receiver answers: the next outbox (after a restart) sends it.
    const down = await receiver((_q, res) => void setTimeout(() => res.end(), 10_000));
    servers.push(down.server);
    const before = new Outbox({ retryDelayMs: 10 }, fetch, store.outbox);
    before.post('b', target(down.url), { message: { type: 'end-of-call-report' } });
    await waitUntil(() => down.got.length === 1, 5000, 'the first try');
    before.close();
    const [waiting] = store.outbox.pending();
    expect(waiting).toMatchObject({ lane: 'b', attempts: 0 });
    const after = new Outbox({ retryDelayMs: 10 }, fetch, store.outbox, () => target(r.url));
    expect(after.resume()).toBe(1);
    await waitUntil(() => after.stats.delivered === 1, 5000, 'the delivery after the restart');
    expect(r.got.at(-1)!.headers['x-message-id']).toBe(down.got[0]!.headers['x-message-id']);
    expect(store.outbox.pending()).toEqual([]);
    after.close();
    store.close();
  });

  it('a try the receiver never answers still times out across garbage collections (nodejs/node#57736: Node may collect a timeout signal only AbortSignal.any() refers to)', async () => {
    const r = await receiver(() => undefined); // never answers
    servers.push(r.server);
    // V8's gc(), taken from a context made while the flag was on; the flag is put back for the contexts made after.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    setFlagsFromString('--no-expose-gc');
    const outbox = new Outbox({ attempts: 1, concurrency: 1 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    outbox.post('a', target(r.url), { message: {} });
    await waitUntil(() => r.got.length === 1, 5000, 'the request');
    const collecting = setInterval(gc, 100);
    try {
      await waitUntil(() => outbox.stats.droppedFailed === 1, 5000, 'the 1 s timeout');
    } finally {
      clearInterval(collecting);
      outbox.close();
    }
  });

  it('does not follow redirects: a 302 is a failure and the redirect target gets nothing', async () => {
    const other = await receiver();
    const r = await receiver((_q, res) => (res.writeHead(302, { Location: other.url }), res.end()));
    servers.push(r.server, other.server);
    const outbox = new Outbox({ attempts: 2, retryDelayMs: 10 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    outbox.post('a', target(r.url), { message: {} });
    await waitUntil(() => outbox.stats.droppedFailed === 1, 5000, 'the drop');
    expect(r.got).toHaveLength(2);
    expect(other.got).toHaveLength(0);
    outbox.close();
    vi.restoreAllMocks();
  });
});

describe('on the platform', () => {
  let dir = '';
  let hook: Awaited<ReturnType<typeof receiver>>;

  beforeAll(async () => {
    // Answers tool-calls (capture_lead is a server tool of 'hooked') with a reference per call.
    hook = await receiver((_req, res) => {
      const last = hook.got.at(-1)?.body.message as
        { type?: string; toolCallList?: { id: string }[] } | undefined;
      if (last?.type !== 'tool-calls') return void res.end('{}');
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          results: last.toolCallList!.map((t) => ({ toolCallId: t.id, result: 'ref-123' })),
        }),
      );
    });
    dir = await assistantsWithServer(hook.url, {
      hooked: {
        server: { url: hook.url, secret: 'hook-secret', timeoutSeconds: 2 },
        model: { tools: [{ type: 'function', function: { name: 'capture_lead' } }] },
      },
    });
  });
  afterAll(async () => {
    hook.server.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const fixture = useTestPlatform(() => ({ assistantsDir: dir, timing: { frameIntervalMs: 2 } }));

  it('a call of a stored assistant with a server: status-update in-progress and ended, then the end-of-call-report', async () => {
    const res = await api(fixture.platform, '/api/call/web', {
      method: 'POST',
      body: JSON.stringify({ assistantId: 'hooked' }),
      headers: { 'Content-Type': 'application/json' },
    });
    const call = (await res.json()) as { id: string; transport: { websocketCallUrl: string } };
    const client = new CallClient(call.transport.websocketCallUrl);
    await client.opened;
    await waitUntil(() => client.frames.length > 5, 10_000, 'audio');
    client.sendJson({ type: 'end-call' });
    await waitUntil(
      () =>
        hook.got.filter(
          (g) =>
            g.body.message['call'] && (g.body.message['call'] as { id: string }).id === call.id,
        ).length === 3,
      5000,
      'three messages',
    );
    const mine = hook.got.filter(
      (g) => (g.body.message['call'] as { id?: string } | undefined)?.id === call.id,
    );
    expect(
      mine.map((g) => [
        g.body.message['type'],
        g.body.message['status'] ?? g.body.message['endedReason'],
      ]),
    ).toEqual([
      ['status-update', 'in-progress'],
      ['status-update', 'ended'],
      ['end-of-call-report', 'customer-ended-call'],
    ]);
    expect(
      mine.every(
        (g) =>
          g.headers['x-vapi-secret'] === 'hook-secret' &&
          g.headers['content-type'] === 'application/json',
      ),
    ).toBe(true);
    const report = mine[2]!.body.message as {
      transcript: string;
      durationSeconds: number;
      call: Record<string, unknown>;
      analysis: { structuredData: unknown };
    };
    expect(report.transcript).toMatch(/^AI: Buenos días, gracias por llamar a TeleNova/);
    expect(report.durationSeconds).toBeGreaterThanOrEqual(0);
    expect(report.analysis.structuredData).toBeNull();
    expect(JSON.stringify(report.call)).not.toMatch(/control|secret/i); // no controlUrl, no secret
  });

  it('a chat that captures the lead and ends (sessionEnd): its end-of-call-report has the transcript and the lead as structured data', async () => {
    const chat = (body: object) =>
      api(fixture.platform, '/api/chat/web', {
        method: 'POST',
        body: JSON.stringify({ assistantId: 'hooked', stream: false, ...body }),
        headers: { 'Content-Type': 'application/json' },
      }).then((r) => r.json() as Promise<{ sessionId: string }>);
    const { sessionId } = await chat({ input: 'Me llamo Ana' });
    // A need that names no solution gets the clarifying question; 'sí' takes it as it is.
    for (const input of ['612345678', 'Atender mejor a mis clientes', 'sí'])
      await chat({ sessionId, input });
    // The confirmation: capture_lead is a server tool here; the reply waits for the company's answer and says it.
    const confirmed = (await chat({ sessionId, input: 'sí' })) as unknown as {
      output: Array<{ content: string | null }>;
    };
    expect(confirmed.output[0]!.content).toMatch(/Su solicitud queda registrada: ref-123\.$/);
    const asked = hook.got.find(
      (g) =>
        g.body.message['type'] === 'tool-calls' &&
        (g.body.message['call'] as { id?: string }).id === sessionId,
    )!;
    expect(asked.body.message['toolCallList']).toEqual([
      {
        id: expect.stringMatching(/^call_/),
        type: 'function',
        function: {
          name: 'capture_lead',
          arguments: { name: 'Ana', phone: '+34612345678', need: 'atender mejor a mis clientes' },
        },
      },
    ]);
    await chat({ sessionId, input: 'Ending chat...', sessionEnd: true });
    const reportOf = () =>
      hook.got.find(
        (g) =>
          g.body.message['type'] === 'end-of-call-report' &&
          (g.body.message['call'] as { id?: string } | undefined)?.id === sessionId,
      );
    await waitUntil(() => reportOf() !== undefined, 5000, 'the chat report');
    const report = reportOf()!.body.message as Record<string, unknown>;
    expect(report).toMatchObject({
      type: 'end-of-call-report',
      endedReason: 'customer-ended-chat',
      call: { type: 'webChat', assistantId: 'hooked' },
    });
    expect(report['analysis']).toEqual({
      structuredData: { name: 'Ana', phone: '+34612345678', need: 'atender mejor a mis clientes' },
    });
    expect(String(report['transcript'])).toContain('User: Me llamo Ana\nAI: Encantada, Ana');
  });

  it('in a call, the line after the lead waits for the server tool capture_lead and says its answer', async () => {
    const res = await api(fixture.platform, '/api/call/web', {
      method: 'POST',
      body: JSON.stringify({ assistantId: 'hooked' }),
      headers: { 'Content-Type': 'application/json' },
    });
    const call = (await res.json()) as { id: string; transport: { websocketCallUrl: string } };
    const client = new CallClient(call.transport.websocketCallUrl);
    await client.opened;
    const stopped = { type: 'speech-update', status: 'stopped', role: 'assistant' } as const;
    try {
      await client.waitFor(stopped, 1, 10_000);
      for (const [i, content] of [
        'Me llamo Ana',
        '612345678',
        'Atender mejor a mis clientes',
        'sí', // to the clarifying question: the need is taken as it is
        'sí',
      ].entries()) {
        client.sendJson({ type: 'add-message', message: { role: 'user', content } });
        await client.waitFor(stopped, i + 2, 15_000);
      }
      const said = client.messages
        .filter((m) => m['type'] === 'transcript' && m['role'] === 'assistant')
        .map((m) => String(m['transcript']));
      expect(said.at(-1)).toMatch(/Su solicitud queda registrada: ref-123\.$/);
      expect(
        hook.got.some(
          (g) =>
            g.body.message['type'] === 'tool-calls' &&
            (g.body.message['call'] as { id?: string }).id === call.id,
        ),
      ).toBe(true);
    } finally {
      client.close();
    }
  }, 40_000);

  it('no open relay: an inline assistant with a server gets a warning and its server nothing', async () => {
    const trap = await receiver();
    servers.push(trap.server);
    const res = await api(fixture.platform, '/api/call/web', {
      method: 'POST',
      body: JSON.stringify({
        assistant: {
          firstMessage: 'Hola',
          server: { url: trap.url },
          serverUrl: trap.url,
          serverMessages: ['status-update'],
          model: {
            tools: [
              { type: 'function', function: { name: 'capture_lead' }, server: { url: trap.url } },
            ],
          },
        },
        assistantOverrides: { variableValues: { language: 'es' } },
      }),
      headers: { 'Content-Type': 'application/json' },
    });
    const call = (await res.json()) as {
      warnings: string[];
      transport: { websocketCallUrl: string };
    };
    expect(call.warnings.join(' ')).toMatch(
      /assistant\.server, assistant\.serverUrl, assistant\.serverMessages, assistant\.tools\[\]\.server: ignored; an inline assistant gets no server messages/,
    );
    const client = new CallClient(call.transport.websocketCallUrl);
    await client.opened;
    client.sendJson({ type: 'end-call' });
    await client.waitClose();
    await sleep(300);
    expect(trap.got).toEqual([]);
  });
});

/** About 35 s of speech (under `MAX_SAY_CHARS`). */
const LONG_LINE =
  'Le cuento con calma todo lo que incluye el plan, punto por punto y sin ninguna prisa. '.repeat(
    7,
  );

describe('never on the hot path', () => {
  it('10 calls keep speaking while one receiver hangs and one answers 500 to a burst of messages', async () => {
    const hanging = await receiver(() => undefined);
    const failing = await receiver((_q, res) => ((res.statusCode = 500), res.end()));
    servers.push(hanging.server, failing.server);
    const synthesizer = new Synthesizer();
    const dir = await mkdtemp(join(tmpdir(), 'assistants-'));
    const sofia = JSON.parse(
      await readFile(join(DEFAULT_ASSISTANTS_DIR, 'sofia.json'), 'utf8'),
    ) as Record<string, unknown>;
    await writeFile(join(dir, 'sofia.json'), JSON.stringify(sofia));
    await writeFile(
      join(dir, 'hangs.json'),
      JSON.stringify({ ...sofia, id: 'hangs', server: { url: hanging.url, timeoutSeconds: 30 } }),
    );
    await writeFile(
      join(dir, 'fails.json'),
      JSON.stringify({ ...sofia, id: 'fails', server: { url: failing.url } }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const p = await startTestPlatform({
      synthesizer,
      assistantsDir: dir,
      outbox: { retryDelayMs: 5 },
    });
    const clients: CallClient[] = [];
    try {
      const speakers = await Promise.all(Array.from({ length: 10 }, () => createCall(p)));
      for (const call of speakers) clients.push(new CallClient(call.transport.websocketCallUrl));
      await Promise.all(clients.map((c) => c.opened));
      await Promise.all(
        clients.map((c) => waitUntil(() => c.frames.length >= 5, 10_000, 'the calls to speak')),
      );
      // 40 calls of the two hooked assistants, open first; then all end at once: 80 server messages at once to receivers that hang or fail.
      const hooked = async (assistantId: string): Promise<CallClient> => {
        const res = await api(p, '/api/call/web', {
          method: 'POST',
          body: JSON.stringify({ assistantId }),
          headers: { 'Content-Type': 'application/json' },
        });
        const call = (await res.json()) as { transport: { websocketCallUrl: string } };
        const c = new CallClient(call.transport.websocketCallUrl);
        await c.opened;
        return c;
      };
      const enders = await Promise.all(
        Array.from({ length: 40 }, (_, i) => hooked(i % 2 ? 'hangs' : 'fails')),
      );
      clients.push(...enders);
      // A long line for each speaker, so that they speak through the whole burst: on a busy machine
      // their greeting can be over by now, and the silence after a line is no gap in its audio.
      const speaking = clients.slice(0, 10);
      const started = { type: 'speech-update', status: 'started', role: 'assistant' } as const;
      const stopped = { type: 'speech-update', status: 'stopped', role: 'assistant' } as const;
      const startedBefore = speaking.map((c) => c.count(started));
      for (const c of speaking)
        c.sendJson({ type: 'say', message: LONG_LINE, interruptAssistantEnabled: true });
      // Synthesized first: seconds on a busy machine.
      await Promise.all(speaking.map((c, i) => c.waitFor(started, startedBefore[i]! + 1, 40_000)));
      const stoppedBefore = speaking.map((c) => c.count(stopped));
      await sleep(1000);
      const lateness = loopLateness();
      const from = performance.now();
      for (const c of enders) c.sendJson({ type: 'end-call' });
      await Promise.all(enders.map((c) => c.waitClose()));
      await sleep(500);
      const to = performance.now();
      const late = lateness();
      expect(speaking.map((c) => c.count(stopped))).toEqual(stoppedBefore);
      const gap = Math.max(...speaking.map((c) => largestGap(c, from, to)));
      console.log(
        `server messages (40 calls ending at once) to a hanging and a failing receiver: the 10 speaking calls' largest downlink gap ${gap.toFixed(1)} ms (goal < 60 ms), the event loop at most ${late.toFixed(1)} ms late`,
      );
      // Frames that waited on a receiver (it hangs 30 s) would stop while the loop runs on time; a
      // loop slowed by a busy machine delays them as much. The gap's own figure is a benchmark's.
      expect(gap).toBeLessThan(250 + late);
      expect(failing.got.length).toBeGreaterThan(0);
      expect(hanging.got.length).toBeGreaterThan(0);
    } finally {
      for (const c of clients) c.close();
      await p.close();
      await synthesizer.close();
      await rm(dir, { recursive: true, force: true });
      warn.mockRestore();
    }
  }, 60_000);
});

// @vitest-environment node
/**
 * The call socket's protocol (docs/platform.md "WebSocket"): the upgrade
 * refusals, the opening sequence, every protocol error, the client's control
 * messages, the idle timeout and backpressure.
 */
import { describe, expect, it, onTestFinished } from 'vitest';

import { CallClient, sleep, waitUntil } from '../../scripts/lib/call-client.ts';
import { silence, tone } from '../../server/audio/pcm.ts';
import {
  createCall,
  getCall,
  startTestPlatform,
  upgradeStatus,
  useTestPlatform,
} from '../support/server.ts';

/**
 * Real-time pacing is not needed here: 1 ms per 20 ms frame. Every error reply is kept
 * (errorReplyIntervalMs 0), so each bad frame's answer can be checked.
 */
const fast = useTestPlatform({ timing: { frameIntervalMs: 1, errorReplyIntervalMs: 0 } });

describe('upgrade', () => {
  it('refuses an unknown call id with HTTP 404 (no socket), and other paths too', async () => {
    const base = fast.platform.url.replace(/^http/, 'ws');
    expect(await upgradeStatus(`${base}api/call/00000000-0000-0000-0000-000000000000/ws`)).toBe(
      404,
    );
    expect(await upgradeStatus(`${base}api/call/x%ZZ/ws`)).toBe(404);
    expect(await upgradeStatus(`${base}api/elsewhere`)).toBe(404);
    expect(await upgradeStatus(base)).toBe(404);
  });

  it('refuses a second socket for the same call with HTTP 409, and a socket for an ended call', async () => {
    const call = await createCall(fast.platform);
    const first = await CallClient.connect(call);
    fast.track(first);
    expect(await upgradeStatus(call.transport.websocketCallUrl)).toBe(409);
    // The first socket is unaffected.
    await first.waitFor({ type: 'transcript' });
    first.sendJson({ type: 'end-call' });
    await first.waitClose();
    expect(await upgradeStatus(call.transport.websocketCallUrl)).toBe(409);
  });
});

describe('opening sequence', () => {
  it('listening, status-update in-progress, resume-token, then the first message: speech-update, transcript, 640-byte frames', async () => {
    const { client, id } = await fast.open();
    await client.waitFor({ type: 'speech-update', status: 'stopped', role: 'assistant' });
    const texts = client.received
      .filter((r) => r.kind === 'text')
      .map((r) => (r.kind === 'text' ? r.raw : ''));
    expect(texts[0]).toBe('listening');
    expect(JSON.parse(texts[1] as string)).toEqual({
      type: 'status-update',
      status: 'in-progress',
    });
    expect(JSON.parse(texts[2] as string)).toEqual({
      type: 'resume-token',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      graceSeconds: 20,
    });
    expect(JSON.parse(texts[3] as string)).toEqual({
      type: 'speech-update',
      status: 'started',
      role: 'assistant',
    });
    const transcript = JSON.parse(texts[4] as string) as Record<string, unknown>;
    expect(transcript).toMatchObject({
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
    });
    expect(transcript['transcript']).toMatch(
      /^Buenos días, gracias por llamar a TeleNova, le atiende Sofía/,
    );
    // Audio comes between started and stopped, in exact 20 ms frames, and is audible.
    const frames = client.frames;
    expect(frames.length).toBeGreaterThan(100);
    expect(frames.every((f) => f.bytes === 640)).toBe(true);
    expect(Math.max(...frames.map((f) => f.rms))).toBeGreaterThan(0.05);
    const started = client.received.findIndex(
      (r) => r.kind === 'text' && r.raw.includes('"started","role":"assistant"'),
    );
    const firstAudio = client.received.findIndex((r) => r.kind === 'audio');
    expect(firstAudio).toBeGreaterThan(started);
    expect((await getCall(fast.platform, id)).status).toBe('in-progress');
  });
});

describe('protocol errors', () => {
  it('an odd-length binary frame closes 1003', async () => {
    const { client, id } = await fast.open();
    client.ws.send(Buffer.alloc(641));
    expect(await client.waitClose()).toBe(1003);
    expect(await getCall(fast.platform, id)).toMatchObject({
      status: 'ended',
      endedReason: 'protocol-error',
    });
  });

  it('a binary frame over 32 000 bytes closes 1009; 32 000 bytes is accepted', async () => {
    const { client } = await fast.open();
    client.ws.send(Buffer.alloc(32_000));
    await sleep(50);
    expect(client.closeCode).toBeUndefined();
    client.ws.send(Buffer.alloc(32_002));
    expect(await client.waitClose()).toBe(1009);
  });

  it('a frame over the socket limit (64 KiB) closes 1009 before it is buffered', async () => {
    const { client } = await fast.open();
    client.ws.send(Buffer.alloc(200_000));
    expect(await client.waitClose()).toBe(1009);
  });

  it('unknown type, bad JSON, non-object JSON and too-large text get an error message and the call goes on', async () => {
    const { client } = await fast.open();
    client.ws.send('{"type":"dance"}');
    client.ws.send('{"type":');
    client.ws.send('[1,2,3]');
    client.ws.send('hello');
    client.ws.send(JSON.stringify({ type: 'say', message: 'x'.repeat(17 * 1024) }));
    await client.waitFor({ type: 'error' }, 5);
    const errors = client.messages.filter((m) => m['type'] === 'error');
    expect(errors.map((e) => e['code'])).toEqual([
      'unknown-message',
      'bad-json',
      'unknown-message',
      'bad-json',
      'message-too-large',
    ]);
    for (const e of errors) expect(typeof e['message']).toBe('string');
    expect(client.closeCode).toBeUndefined();
    // Still working: end-call is obeyed.
    client.sendJson({ type: 'end-call' });
    expect(await client.waitClose()).toBe(1000);
  });

  it('known types with bad fields get bad-message; a say over 1000 characters gets message-too-large', async () => {
    const { client } = await fast.open();
    client.sendJson({ type: 'say' });
    client.sendJson({ type: 'say', message: '   ' });
    client.sendJson({ type: 'say', message: 'hola', endCallAfterSpoken: 'yes' });
    client.sendJson({ type: 'control', control: 'explode' });
    client.sendJson({ type: 'add-message', message: { role: 'robot', content: 'x' } });
    client.sendJson({ type: 'add-message' });
    client.sendJson({ type: 'say', message: 'a'.repeat(1001) });
    await client.waitFor({ type: 'error' }, 7);
    const codes = client.messages.filter((m) => m['type'] === 'error').map((e) => e['code']);
    expect(codes).toEqual([
      'bad-message',
      'bad-message',
      'bad-message',
      'bad-message',
      'bad-message',
      'bad-message',
      'message-too-large',
    ]);
    expect(client.closeCode).toBeUndefined();
  });
});

describe('client messages', () => {
  it('end-call: status-update ended customer-ended-call, hang, close 1000', async () => {
    const { client, id } = await fast.open();
    await client.waitFor({ type: 'transcript' });
    client.sendJson({ type: 'end-call' });
    expect(await client.waitClose()).toBe(1000);
    const tail = client.messages.slice(-2);
    expect(tail).toEqual([
      { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' },
      { type: 'hang' },
    ]);
    expect(await getCall(fast.platform, id)).toMatchObject({
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
  });

  it('a socket closed by the client ends the call customer-ended-call', async () => {
    const { client, id } = await fast.open();
    client.ws.close(1000);
    expect(await client.waitClose()).toBe(1000);
    let call = await getCall(fast.platform, id);
    for (let i = 0; i < 20 && call.status !== 'ended'; i++) {
      await sleep(25);
      call = await getCall(fast.platform, id);
    }
    expect(call).toMatchObject({ status: 'ended', endedReason: 'customer-ended-call' });
    // Nothing after the client's close: no status-update or hang was sent to a closing socket.
    expect(client.count({ type: 'hang' })).toBe(0);
  });

  it('say with endCallAfterSpoken: spoken after the current line, then ended assistant-said-end-call-phrase, hang, close 1000', async () => {
    const { client, id } = await fast.open();
    client.sendJson({ type: 'say', message: 'Hasta luego.', endCallAfterSpoken: true });
    expect(await client.waitClose()).toBe(1000);
    const transcripts = client.messages
      .filter((m) => m['type'] === 'transcript')
      .map((m) => m['transcript']);
    expect(transcripts).toHaveLength(2);
    expect(transcripts[1]).toBe('Hasta luego.');
    expect(client.count({ type: 'speech-update', status: 'stopped', role: 'assistant' })).toBe(2);
    expect(client.messages.slice(-2)).toEqual([
      { type: 'status-update', status: 'ended', endedReason: 'assistant-said-end-call-phrase' },
      { type: 'hang' },
    ]);
    expect(await getCall(fast.platform, id)).toMatchObject({
      status: 'ended',
      endedReason: 'assistant-said-end-call-phrase',
    });
  });

  it('add-message is recorded in the call history (no speech)', async () => {
    const { client, id } = await fast.open();
    client.sendJson({
      type: 'add-message',
      message: { role: 'system', content: 'The visitor came from the pricing page.' },
    });
    await client.waitFor({ type: 'transcript' });
    await sleep(50);
    const call = await getCall(fast.platform, id);
    expect(call.messages).toContainEqual(
      expect.objectContaining({
        role: 'system',
        content: 'The visitor came from the pricing page.',
      }),
    );
    expect(call.messages).toContainEqual(expect.objectContaining({ role: 'assistant' }));
    expect(client.count({ type: 'error' })).toBe(0);
  });

  it('control say-first-message says the first message again; mute-assistant sends silent frames until unmute', async () => {
    const { client } = await fast.open();
    await client.waitFor({ type: 'speech-update', status: 'stopped', role: 'assistant' });
    client.sendJson({ type: 'control', control: 'mute-assistant' });
    client.sendJson({ type: 'control', control: 'say-first-message' });
    await client.waitFor({ type: 'speech-update', status: 'stopped', role: 'assistant' }, 2);
    const transcripts = client.messages.filter((m) => m['type'] === 'transcript');
    expect(transcripts).toHaveLength(2);
    expect(transcripts[1]).toEqual(transcripts[0]);
    // The second (muted) line: frames keep coming, all silent.
    const secondStart = client.received.findIndex(
      (r, i) => i > 4 && r.kind === 'text' && r.raw.includes('"started","role":"assistant"'),
    );
    const muted = client.received.slice(secondStart).filter((r) => r.kind === 'audio');
    expect(muted.length).toBeGreaterThan(100);
    expect(muted.every((f) => f.kind === 'audio' && f.rms === 0)).toBe(true);
    client.sendJson({ type: 'control', control: 'unmute-assistant' });
    client.sendJson({ type: 'control', control: 'say-first-message' });
    await client.waitFor({ type: 'speech-update', status: 'stopped', role: 'assistant' }, 3);
    const thirdStart = client.received.findLastIndex(
      (r) => r.kind === 'text' && r.raw.includes('"started","role":"assistant"'),
    );
    expect(
      Math.max(...client.received.slice(thirdStart).map((r) => (r.kind === 'audio' ? r.rms : 0))),
    ).toBeGreaterThan(0.05);
  });
});

describe('timeouts and backpressure', () => {
  it('no user activity for idleTimeoutMs: ended silence-timed-out, hang, close 4000, even while silence frames keep coming', async () => {
    const platform = await startTestPlatform({
      synthesizer: fast.synthesizer,
      timing: { frameIntervalMs: 1, idleTimeoutMs: 400 },
    });
    try {
      // A client that keeps talking stays; one that only sends silence does not.
      const { client: talker } = await fast.open(platform);
      const keepAlive = setInterval(() => talker.ws.send(tone(20)), 20);
      onTestFinished(() => clearInterval(keepAlive));
      const { client, id } = await fast.open(platform);
      const silent = setInterval(() => client.ws.send(silence(20)), 20);
      onTestFinished(() => clearInterval(silent));
      expect(await client.waitClose(3000)).toBe(4000);
      expect(client.messages.slice(-2)).toEqual([
        { type: 'status-update', status: 'ended', endedReason: 'silence-timed-out' },
        { type: 'hang' },
      ]);
      expect(await getCall(platform, id)).toMatchObject({
        status: 'ended',
        endedReason: 'silence-timed-out',
      });
      expect(talker.closeCode).toBeUndefined();
      clearInterval(keepAlive);
      expect(await talker.waitClose(3000)).toBe(4000);
    } finally {
      await platform.close();
    }
  });

  it('a client that stops reading is disconnected with 4001 once ~1 s of audio is buffered; memory stays bounded', async () => {
    const platform = await startTestPlatform({
      synthesizer: fast.synthesizer,
      timing: { frameIntervalMs: 0.05, closeGraceMs: 10_000 },
    });
    try {
      const { client, id } = await fast.open(platform);
      // Stop reading: the TCP buffers fill, then the server's own send buffer.
      client.ws.pause();
      // Long lines keep the downlink busy (~1 min of speech each).
      const long = 'Esta es una frase de prueba bastante larga para llenar el búfer. '.repeat(15);
      for (let i = 0; i < 6; i++) client.sendJson({ type: 'say', message: long });
      await waitUntil(() => platform.stats().liveCalls === 0, 20_000, 'the server to end the call');
      expect(await getCall(platform, id)).toMatchObject({
        status: 'ended',
        endedReason: 'client-not-reading',
      });
      // Reading again, the client drains what was buffered and finds the close frame.
      client.ws.resume();
      expect(await client.waitClose(10_000)).toBe(4001);
      const received = client.frames.length * 640;
      console.log(`backpressure: ${received} bytes reached the client before the 4001 close`);
      // Kernel buffers plus at most ~1 s in the server: far less than the 6 minutes queued.
      expect(received).toBeLessThan(8 * 1024 * 1024);
    } finally {
      await platform.close();
    }
  }, 40_000);
});

describe('robustness', () => {
  it('uplink audio of any even length up to 32 000 bytes is accepted', async () => {
    const { client } = await fast.open();
    for (const n of [0, 2, 638, 640, 642, 6400, 31_998, 32_000])
      client.ws.send(tone(n / 32, 200, 0.001).subarray(0, n));
    await sleep(100);
    expect(client.closeCode).toBeUndefined();
    expect(client.count({ type: 'error' })).toBe(0);
  });
});

/**
 * The live conversation while the call reconnects (docs/elements/voice-call-button.md "The live conversation panel"): the LiveCall store's reaction to `call-reconnecting` /
 * `call-reconnected` (status, timer, transcript), typed text kept or refused
 * with a reason, and a connection that could not be resumed (guided
 * `connection-lost` error, report `endedReason`).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CallController } from '../../../src/common/call/controller.ts';
import {
  endedProblem,
  endedReasonOfError,
  isErrorEndedReason,
  problemOf,
} from '../../../src/common/conversation/guidance.ts';
import { LiveCall } from '../../../src/common/conversation/live-call.ts';
import { entryText } from '../../../src/common/conversation/transcript.ts';
import { inputErrorText, problemText } from '../../../src/common/live-panel/strings.ts';
import { VoiceClientError } from '../../../src/core/voice/errors.ts';
import { serializeError } from '../../../src/core/voice/serialize-error.ts';
import { fakeLoader, FakeVoiceClient } from '../../support/fake-client.ts';
import { endPageCalls } from '../../support/page-calls.ts';
import { TEXTS } from '../../support/texts.ts';

const config = { publicKey: 'pk_test', assistantId: 'sofia', apiUrl: '/api', lang: 'es' as const };
const HEBREW = /[\u0590-\u05FF]/;

function lostDetail(type: 'websocket-error' | 'daily-error') {
  const cause = new VoiceClientError(
    'connection-lost',
    'The call could not be resumed within 20 s.',
  );
  return { type, stage: 'call', error: serializeError(cause), timestamp: '', cause };
}

async function setup() {
  const frames: (() => void)[] = [];
  const frame = () => frames.splice(0).forEach((fn) => fn());
  const events: [string, unknown][] = [];
  let now = 5_000_000;
  const call = new CallController(() => {}, fakeLoader().loader);
  const live = new LiveCall(
    { call, dispatch: (name, detail) => events.push([name, detail]), warnOnce: () => {} },
    { schedule: (fn) => void frames.push(fn), now: () => now, storage: undefined },
  );
  live.press(config, false);
  await new Promise((r) => setTimeout(r, 0));
  const client = FakeVoiceClient.instances[0]!;
  client.emit('call-start-success', { callId: 'call-9', totalDuration: 5, timestamp: '' });
  client.emit('call-start');
  frame();
  const snap = () => live.getSnapshot();
  const lines = () =>
    snap().transcript.entries.map(
      (e) => `${e.role}: ${entryText(e)}${e.delivery ? ` [${e.delivery}]` : ''}`,
    );
  const report = () =>
    events.find(([n]) => n === 'voice-call-report')?.[1] as
      { endedReason: string; transcript: { text: string }[]; durationS: number } | undefined;
  return {
    live,
    client,
    call,
    events,
    frame,
    snap,
    lines,
    report,
    advance: (ms: number) => (now += ms),
  };
}

beforeEach(() => {
  FakeVoiceClient.instances = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await endPageCalls();
  vi.restoreAllMocks();
});

describe('LiveCall while the call reconnects', () => {
  it('shows the attempt, keeps the call, its timer and transcript, then clears on call-reconnected', async () => {
    const t = await setup();
    t.client.emit('message', {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: '¿En qué le ayudo?',
    });
    t.advance(4000);
    t.frame();
    const startedAt = t.snap().startedAt;
    const transcript = t.snap().transcript;

    t.client.emit('call-reconnecting', { attempt: 1, reason: 'network', timestamp: '' });
    t.frame();
    expect(t.snap()).toMatchObject({
      phase: 'active',
      reconnecting: { attempt: 1, reason: 'network' },
      startedAt,
    });
    expect(t.snap().transcript).toBe(transcript); // untouched
    expect(t.call.status).toBe('reconnecting');

    t.advance(3000);
    t.client.emit('call-reconnecting', { attempt: 2, reason: 'network', timestamp: '' });
    t.frame();
    expect(t.snap().reconnecting).toEqual({ attempt: 2, reason: 'network' });
    expect(t.live.elapsedS()).toBe(7); // the timer keeps running through the drop

    t.advance(500);
    t.client.emit('call-reconnected', { downtimeMs: 3500, timestamp: '' });
    t.frame();
    expect(t.snap().reconnecting).toBeUndefined();
    expect(t.snap()).toMatchObject({ phase: 'active', startedAt, problem: undefined });
    expect(t.live.elapsedS()).toBe(7.5);
    expect(t.lines()).toEqual(['assistant: ¿En qué le ayudo?']);
    expect(t.call.status).toBe('connected');
  });

  it('reads a page-change resume and a missing attempt number', async () => {
    const t = await setup();
    t.client.emit('call-reconnecting', { reason: 'page-change' });
    t.client.emit('call-reconnecting', {});
    t.frame();
    expect(t.snap().reconnecting).toEqual({ attempt: 2, reason: 'network' });
    t.client.emit('call-reconnecting', { attempt: 1, reason: 'page-change' });
    t.frame();
    expect(t.snap().reconnecting).toEqual({ attempt: 1, reason: 'page-change' });
  });

  it('text typed while reconnecting shows at once as pending, and as sent once the call is back', async () => {
    const t = await setup();
    t.client.emit('call-reconnecting', { attempt: 1, reason: 'network', timestamp: '' });
    expect(t.live.messages.sendText('Me llamo Ana')).toBe(true);
    expect(t.client.calls).toContain('text Me llamo Ana'); // handed to the client, which queues it
    t.frame();
    expect(t.lines()).toEqual(['user: Me llamo Ana [pending]']);
    t.client.emit('call-reconnected', { downtimeMs: 900, timestamp: '' });
    t.frame();
    expect(t.lines()).toEqual(['user: Me llamo Ana']);
    expect(t.live.messages.sendText('Gracias')).toBe(true);
    t.frame();
    expect(t.lines()).toEqual(['user: Me llamo Ana', 'user: Gracias']);
  });

  it('refused text (reconnect queue full) gets its own translated reason, voice-error, and no entry', async () => {
    const t = await setup();
    t.client.emit('call-reconnecting', { attempt: 1, reason: 'network', timestamp: '' });
    t.client.sendError = new VoiceClientError(
      'reconnect-queue-full',
      'The call is reconnecting and 16 messages are already waiting.',
    );
    expect(t.live.messages.sendText('el mensaje 17')).toBe(false);
    t.frame();
    expect(t.snap().inputError).toBe('reconnect-queue-full');
    expect(t.lines()).toEqual([]);
    const error = t.events.find(([n]) => n === 'voice-error')![1] as {
      type: string;
      stage: string;
      error: { code?: string };
    };
    expect(error).toMatchObject({
      type: 'invalid-message',
      stage: 'call',
      error: { code: 'reconnect-queue-full' },
    });
    expect(t.snap().phase).toBe('active');
    const es = inputErrorText(TEXTS.es, 'es', t.snap().inputError, 1000)!;
    const he = inputErrorText(TEXTS.he, 'he', t.snap().inputError, 1000)!;
    expect(es).toContain('reconectando');
    expect(he).toMatch(HEBREW);
    expect(he).not.toBe(es);
    // The next accepted send clears it.
    t.client.sendError = undefined;
    expect(t.live.messages.sendText('otra vez')).toBe(true);
    t.frame();
    expect(t.snap().inputError).toBeUndefined();
  });

  it.each(['websocket-error', 'daily-error'] as const)(
    'a connection not resumed (%s) ends with the connection-lost guidance and report',
    async (type) => {
      const t = await setup();
      t.client.emit('message', {
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: 'Dígame.',
      });
      t.advance(2000);
      t.client.emit('call-reconnecting', { attempt: 1, reason: 'network', timestamp: '' });
      t.live.messages.sendText('¿Sigue ahí?');
      t.advance(20_000);
      t.client.emit('error', lostDetail(type));
      t.client.emit('call-end');
      // The client's own ended status, after call-end.
      t.client.emit('message', {
        type: 'status-update',
        status: 'ended',
        endedReason: 'connection-lost',
      });
      await new Promise((r) => setTimeout(r, 0));
      t.frame();
      expect(t.snap()).toMatchObject({
        phase: 'ended',
        problem: 'connection-lost',
        reconnecting: undefined,
        muted: false,
      });
      expect(t.lines()).toEqual(['assistant: Dígame.', 'user: ¿Sigue ahí? [not-sent]']);
      expect(t.call.status).toBe('idle');
      const report = t.report()!;
      expect(report.endedReason).toBe('connection-lost');
      expect(report.durationS).toBe(22);
      expect(report.transcript.map((l) => l.text)).toEqual(['Dígame.']); // never sent: not in the report
      t.advance(5000);
      expect(t.live.elapsedS()).toBe(22); // frozen at the end
    },
  );

  it('the platform ending the call connection-lost also shows that guidance', async () => {
    const t = await setup();
    t.client.emit('message', {
      type: 'status-update',
      status: 'ended',
      endedReason: 'connection-lost',
    });
    t.client.emit('call-end');
    await new Promise((r) => setTimeout(r, 0));
    t.frame();
    expect(t.snap().problem).toBe('connection-lost');
    expect(t.report()!.endedReason).toBe('connection-lost');
  });

  it('a warning while reconnecting keeps the call and the state', async () => {
    const t = await setup();
    t.client.emit('call-reconnecting', { attempt: 1, reason: 'network', timestamp: '' });
    t.client.emit('error', {
      type: 'audio-playback-error',
      stage: 'call',
      error: { message: 'autoplay' },
      timestamp: '',
    });
    t.frame();
    expect(t.call.status).toBe('reconnecting');
    expect(t.snap()).toMatchObject({ phase: 'active', reconnecting: { attempt: 1 } });
  });
});

describe('connection-lost guidance (es/he)', () => {
  it('maps the client error, on either transport, and the ended reason', () => {
    expect(problemOf(lostDetail('websocket-error'))).toBe('connection-lost');
    expect(problemOf(lostDetail('daily-error'))).toBe('connection-lost');
    // Other socket failures stay 'call-dropped'.
    expect(
      problemOf({
        type: 'websocket-error',
        error: serializeError(new VoiceClientError('websocket-error', 'closed 1011')),
      }),
    ).toBe('call-dropped');
    expect(isErrorEndedReason('connection-lost')).toBe(true);
    expect(endedProblem('connection-lost')).toBe('connection-lost');
    expect(endedProblem('server-error')).toBe('call-dropped');
    expect(endedProblem('customer-ended-call')).toBeUndefined();
    expect(endedReasonOfError(lostDetail('daily-error'))).toBe('connection-lost');
    expect(endedReasonOfError({ type: 'websocket-error', error: { message: 'closed 1011' } })).toBe(
      'websocket-error',
    );
  });

  it('says what happened and what to do, in Spanish and Hebrew, with the retry of every guided error', () => {
    expect(problemText(TEXTS.es.errors, 'connection-lost', 'chromium')).toBe(
      'Se perdió la conexión con la llamada. Comprueba tu conexión a internet y vuelve a llamar.',
    );
    const he = problemText(TEXTS.he.errors, 'connection-lost', 'chromium');
    expect(he).toMatch(HEBREW);
    expect(he).not.toMatch(/[a-z]/i);
    expect(he).not.toBe(TEXTS.he.errors.callDropped);
    expect(TEXTS.es.panel.retry).toBe('Reintentar');
    expect(TEXTS.he.panel.statusLost).toMatch(HEBREW);
  });
});

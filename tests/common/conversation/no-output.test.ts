/**
 * No audio output device (docs/elements/voice-call-button.md "No audio output device"): the client's fatal `audio-output-unavailable` error gives the
 * live store (shared by `<voice-call-button>`'s panel and `<voice-widget>`'s
 * sheet) the `no-audio-output` problem, with its own guidance in es and he,
 * the call ends with that reason, the button is idle, and Retry starts a new
 * call.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CallController } from '../../../src/common/call/controller.ts';
import { LiveCall } from '../../../src/common/conversation/live-call.ts';
import { problemText } from '../../../src/common/live-panel/strings.ts';
import { VoiceClientError } from '../../../src/core/voice/errors.ts';
import { serializeError } from '../../../src/core/voice/serialize-error.ts';
import { fakeLoader, FakeVoiceClient } from '../../support/fake-client.ts';
import { endPageCalls } from '../../support/page-calls.ts';
import { TEXTS } from '../../support/texts.ts';

const config = { publicKey: 'pk_test', assistantId: 'sofia', apiUrl: '/api', lang: 'es' as const };
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  FakeVoiceClient.instances = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await endPageCalls();
  vi.restoreAllMocks();
});

describe('a call given up for want of an audio output', () => {
  it('shows the no-audio-output guidance, reports the reason, goes idle, and Retry calls again', async () => {
    const events: [string, unknown][] = [];
    const call = new CallController(() => {}, fakeLoader().loader);
    const live = new LiveCall(
      { call, dispatch: (name, detail) => events.push([name, detail]), warnOnce: () => {} },
      { schedule: (fn) => fn(), now: () => 1_000_000, storage: undefined, holdLimitMs: 1500 },
    );
    live.press(config, false);
    await settle();
    const client = FakeVoiceClient.instances[0]!;
    client.emit('call-start-success', { callId: 'call-1', totalDuration: 5, timestamp: '' });
    client.emit('call-start');
    expect(call.status).toBe('connected');

    // What the client emits (session-wiring.ts): the error, then the end of the call.
    const error = new VoiceClientError('audio-output-unavailable', 'no audio output device');
    client.emit('error', {
      type: 'websocket-error',
      stage: 'call',
      error: serializeError(error),
      timestamp: '',
    });
    client.emit('call-end');
    client.emit('message', {
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
    await settle();

    expect(call.status).toBe('idle');
    expect(live.getSnapshot()).toMatchObject({ phase: 'ended', problem: 'no-audio-output' });
    const report = events.find(([name]) => name === 'voice-call-report')?.[1];
    expect(report).toMatchObject({ callId: 'call-1', endedReason: 'audio-output-unavailable' });

    // Retry (the alert's button presses the call again): a new start on the client.
    live.press(config, false);
    await settle();
    expect(client.calls.filter((c) => c.startsWith('start'))).toHaveLength(2);
    expect(call.status).toBe('connecting');
  });

  it('tells the real cause and what to do, in Spanish and Hebrew, not the autoplay text', () => {
    const es = problemText(TEXTS.es.errors, 'no-audio-output', 'firefox');
    const he = problemText(TEXTS.he.errors, 'no-audio-output', 'firefox');
    expect(es).toMatch(/altavoz/);
    expect(es).toMatch(/auriculares/);
    expect(es).toMatch(/Reintentar/);
    expect(he).toMatch(/רמקולים/);
    expect(he).toMatch(/אוזניות/);
    expect(he).toMatch(/ניסיון חוזר/);
    expect(es).not.toBe(TEXTS.es.errors.playbackBlocked);
    expect(he).not.toBe(TEXTS.he.errors.playbackBlocked);
  });
});

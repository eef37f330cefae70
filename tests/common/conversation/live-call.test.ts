import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CallController } from '../../../src/common/call/controller.ts';
import { LiveCall } from '../../../src/common/conversation/live-call.ts';
import { entryText } from '../../../src/common/conversation/transcript.ts';
import { fakeLoader, FakeVoiceClient } from '../../support/fake-client.ts';
import { endPageCalls } from '../../support/page-calls.ts';

const config = { publicKey: 'pk_test', assistantId: 'sofia', apiUrl: '/api', lang: 'es' as const };

function setup(options: { storage?: Storage | undefined } = {}) {
  const frames: (() => void)[] = [];
  const schedule = (fn: () => void) => void frames.push(fn);
  /** Runs one animation frame. */
  const frame = () => frames.splice(0).forEach((fn) => fn());
  const events: [string, unknown][] = [];
  let now = 1_000_000;
  const call = new CallController(() => {}, fakeLoader().loader);
  const live = new LiveCall(
    {
      call,
      dispatch: (name, detail) => events.push([name, detail]),
      warnOnce: (m) => void events.push(['warn', m]),
    },
    {
      schedule,
      now: () => now,
      storage: 'storage' in options ? options.storage : undefined,
      holdLimitMs: 1500,
    },
  );
  let renders = 0;
  live.subscribe(() => renders++);
  const advance = (ms: number) => (now += ms);
  const client = () => FakeVoiceClient.instances[0]!;
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const view = () =>
    live
      .getSnapshot()
      .transcript.entries.filter((e) => !e.held)
      .map((e) => `${e.role}: ${entryText(e)}`);
  return { call, live, events, frame, advance, client, settle, view, renders: () => renders };
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

async function connected(t: ReturnType<typeof setup>) {
  t.live.press(config, false);
  await t.settle();
  t.client().emit('call-start-success', { callId: 'call-1', totalDuration: 5, timestamp: '' });
  t.client().emit('call-start');
  t.frame();
}

describe('LiveCall store', () => {
  it('builds the transcript, shows typed text at once, and reports once at the end with the lead', async () => {
    const t = setup();
    await connected(t);
    expect(t.live.getSnapshot().phase).toBe('active');
    const c = t.client();
    c.emit('message', {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Hola, ¿cómo se llama?',
    });
    t.advance(3000);
    expect(t.live.messages.sendText('  Me llamo Ana ')).toBe(true);
    expect(c.calls).toContain('text Me llamo Ana');
    c.emit('message', {
      type: 'tool-calls',
      toolCallList: [
        {
          id: 'tc1',
          type: 'function',
          function: {
            name: 'capture_lead',
            arguments: '{"name":"Ana","phone":"+34612345678","need":"centralita"}',
          },
        },
      ],
    });
    t.frame();
    expect(t.view()).toEqual(['assistant: Hola, ¿cómo se llama?', 'user: Me llamo Ana']);
    expect(t.events.filter(([n]) => n === 'voice-tool-call')).toEqual([
      [
        'voice-tool-call',
        {
          id: 'tc1',
          name: 'capture_lead',
          arguments: { name: 'Ana', phone: '+34612345678', need: 'centralita' },
          respond: expect.any(Function),
        },
      ],
    ]);
    c.emit('message', {
      type: 'status-update',
      status: 'ended',
      endedReason: 'assistant-ended-call',
    });
    t.advance(2000);
    c.emit('call-end');
    c.emit('message', {
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    }); // the client's own
    await t.settle();
    const reports = t.events.filter(([n]) => n === 'voice-call-report');
    expect(reports).toEqual([
      [
        'voice-call-report',
        {
          callId: 'call-1',
          durationS: 5,
          endedReason: 'assistant-ended-call',
          transcript: [
            { role: 'assistant', text: 'Hola, ¿cómo se llama?', timeS: 0 },
            { role: 'user', text: 'Me llamo Ana', timeS: 3 },
          ],
          lead: { name: 'Ana', phone: '+34612345678', need: 'centralita', byVoice: [] },
          talkMode: 'open',
        },
      ],
    ]);
    t.frame();
    expect(t.live.getSnapshot().phase).toBe('ended');
    expect(t.live.getSnapshot().problem).toBeUndefined();
  });

  it('holds an assistant line that arrives before its audio until the audio starts', async () => {
    const t = setup();
    await connected(t);
    const c = t.client();
    c.emit('message', { type: 'speech-update', status: 'started', role: 'assistant' });
    c.emit('message', {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Encantada.',
    });
    t.frame();
    expect(t.view()).toEqual([]);
    c.outputLevel = 0.3; // the first audio plays
    t.frame(); // the poll sees it
    t.frame(); // and the render happens on the next frame
    expect(t.view()).toEqual(['assistant: Encantada.']);
    // A line that arrives with no speech-update pending (text only) shows at once.
    c.emit('message', { type: 'speech-update', status: 'stopped', role: 'assistant' });
    c.emit('message', {
      type: 'transcript',
      role: 'user',
      transcriptType: 'final',
      transcript: 'ok',
    });
    c.emit('message', {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Solo texto.',
    });
    t.frame();
    expect(t.view()).toEqual(['assistant: Encantada.', 'user: ok', 'assistant: Solo texto.']);
  });

  it('offline voice turns (no user transcripts): each assistant utterance is its own entry', async () => {
    const t = setup();
    await connected(t);
    const c = t.client();
    for (const line of ['Buenos días.', '¿Su teléfono?']) {
      c.emit('message', { type: 'speech-update', status: 'started', role: 'assistant' });
      c.emit('message', {
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: line,
      });
      c.emit('message', { type: 'speech-update', status: 'stopped', role: 'assistant' });
      c.emit('message', { type: 'speech-update', status: 'started', role: 'user' });
      c.emit('message', { type: 'speech-update', status: 'stopped', role: 'user' });
    }
    t.frame();
    expect(t.view()).toEqual(['assistant: Buenos días.', 'assistant: ¿Su teléfono?']);
  });

  it('shows a held line after the hold limit when no audio comes', async () => {
    const t = setup();
    await connected(t);
    vi.useFakeTimers();
    try {
      const c = t.client();
      c.emit('message', { type: 'speech-update', status: 'started', role: 'assistant' });
      c.emit('message', {
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: 'Sin audio.',
      });
      t.frame();
      expect(t.view()).toEqual([]);
      vi.advanceTimersByTime(1500);
      t.frame();
      expect(t.view()).toEqual(['assistant: Sin audio.']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders at most once per frame under a flood of 1000 partials', async () => {
    const t = setup();
    await connected(t);
    const before = t.renders();
    for (let i = 0; i < 1000; i++)
      t.client().emit('message', {
        type: 'transcript',
        role: 'user',
        transcriptType: 'partial',
        transcript: `p${i}`,
      });
    t.frame();
    expect(t.renders() - before).toBe(1);
    expect(t.view()).toEqual(['user: p999']);
  });

  it('bad tool calls and bad typed text give voice-error and keep the call', async () => {
    const t = setup();
    await connected(t);
    const c = t.client();
    c.emit('message', {
      type: 'tool-calls',
      toolCallList: [{ id: 'x', function: { name: 'f', arguments: '{nope' } }],
    });
    c.sendError = Object.assign(new Error('The message is empty.'), { code: 'invalid-message' });
    expect(t.live.messages.sendText('   ')).toBe(false);
    t.frame();
    const errors = t.events
      .filter(([n]) => n === 'voice-error')
      .map(([, d]) => (d as { type: string }).type);
    expect(errors).toEqual(['tool-call-error', 'invalid-message']);
    expect(t.live.getSnapshot().inputError).toBe('empty');
    expect(t.live.getSnapshot().phase).toBe('active');
    expect(c.calls).not.toContain('stop');
  });

  it("the local platform's typed-answers-only notice is shown once; unknown message types are ignored", async () => {
    const t = setup();
    await connected(t);
    const c = t.client();
    c.emit('message', { type: 'model-output', output: 'x' });
    t.frame();
    expect(t.live.getSnapshot().typedOnlyNotice).toBe(false);
    c.emit('message', { type: 'local-platform-notice', code: 'typed-answers-only', message: '…' });
    t.frame();
    const snap = t.live.getSnapshot();
    expect(snap.typedOnlyNotice).toBe(true);
    c.emit('message', { type: 'local-platform-notice', code: 'typed-answers-only', message: '…' });
    t.frame();
    expect(t.live.getSnapshot()).toBe(snap);
  });

  it('mute toggles the client and dispatches voice-mute-change', async () => {
    const t = setup();
    await connected(t);
    t.live.controls.setMuted(true);
    t.live.controls.setMuted(false);
    expect(t.client().calls.filter((x) => x.startsWith('muted'))).toEqual([
      'muted true',
      'muted false',
    ]);
    expect(t.events.filter(([n]) => n === 'voice-mute-change').map(([, d]) => d)).toEqual([
      { muted: true, talkMode: 'open' },
      { muted: false, talkMode: 'open' },
    ]);
  });

  it('a start failure shows the guided problem and sends no report', async () => {
    const t = setup();
    t.live.press(config, false);
    await t.settle();
    const c = t.client();
    const cause = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    c.emit('call-start-failed', { stage: 'audio-capture-setup' });
    c.emit('error', {
      type: 'microphone-permission-denied',
      stage: 'audio-capture-setup',
      error: { message: 'denied' },
      timestamp: '',
      cause,
    });
    await t.settle();
    t.frame();
    expect(t.live.getSnapshot()).toMatchObject({ phase: 'ended', problem: 'mic-denied' });
    expect(t.events.filter(([n]) => n === 'voice-call-report')).toEqual([]);
  });

  it("an error after connect becomes the report's endedReason when the platform sent none", async () => {
    const t = setup();
    await connected(t);
    const c = t.client();
    c.emit('error', {
      type: 'websocket-error',
      stage: 'call',
      error: { message: 'closed 1011' },
      timestamp: '',
      cause: new Error('x'),
    });
    c.emit('call-end');
    c.emit('message', {
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
    await t.settle();
    t.frame();
    expect(t.live.getSnapshot().problem).toBe('call-dropped');
    expect(
      (t.events.find(([n]) => n === 'voice-call-report')![1] as { endedReason: string })
        .endedReason,
    ).toBe('websocket-error');
  });
});

describe('consent (require-consent)', () => {
  function memory(): Storage {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    } as unknown as Storage;
  }

  it('asks first, starts nothing before acceptance, then remembers it', async () => {
    const t = setup({ storage: memory() });
    t.live.press(config, true);
    await t.settle();
    expect(t.live.getSnapshot().phase).toBe('idle'); // not yet rendered
    t.frame();
    expect(t.live.getSnapshot().phase).toBe('consent');
    expect(FakeVoiceClient.instances).toHaveLength(0);
    t.live.consent.accept();
    await t.settle();
    expect(t.client().calls).toEqual(['start sofia']);
    expect(t.events.filter(([n]) => n === 'voice-consent-change')).toEqual([
      ['voice-consent-change', { accepted: true }],
    ]);
    await t.call.stop();
    t.live.press(config, true); // remembered: starts at once
    await t.settle();
    expect(t.client().calls.filter((x) => x.startsWith('start'))).toHaveLength(2);
  });

  it('decline returns to idle; without storage it asks every time', async () => {
    const t = setup({ storage: undefined });
    t.live.press(config, true);
    t.live.consent.decline();
    t.frame();
    expect(t.live.getSnapshot().phase).toBe('idle');
    expect(t.events).toEqual([['voice-consent-change', { accepted: false }]]);
    t.live.press(config, true);
    t.live.consent.accept();
    await t.settle();
    await t.call.stop();
    t.live.press(config, true);
    t.frame();
    expect(t.live.getSnapshot().phase).toBe('consent');
  });
});

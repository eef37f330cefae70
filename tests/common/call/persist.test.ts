/**
 * `persist-call` (docs/voice-client.md "Reconnect policy"): the record a page leaves in
 * `sessionStorage` for the next page (key, round trip, bounded history,
 * expiry, untrusted input dropped, one use, never `localStorage` or a
 * cookie), the controller's choice on `pagehide` (keep or stop), and the
 * hand-over through the live store (history, timer, mute, microphone,
 * 'tap to continue').
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CallController } from '../../../src/common/call/controller.ts';
import {
  type CallStorage,
  hasStoredCall,
  MAX_STORED_LINE_CHARS,
  MAX_STORED_LINES,
  type PersistedCall,
  persistKey,
} from '../../../src/common/call/persist.ts';
import { readPersistedCall, takeCall } from '../../../src/common/call/persist-read.ts';
import { saveCall } from '../../../src/common/call/persist-save.ts';
import {
  historyOf,
  keepAcrossPages,
  resumeStored,
} from '../../../src/common/conversation/continuity.ts';
import { LiveCall } from '../../../src/common/conversation/live-call.ts';
import { entryText } from '../../../src/common/conversation/transcript.ts';
import {
  readResumeState,
  resumedWebCall,
  type ResumeState,
} from '../../../src/core/voice/resume.ts';
import { fakeLoader, FakeVoiceClient } from '../../support/fake-client.ts';
import { endPageCalls } from '../../support/page-calls.ts';

const NOW = 1_700_000_000_000;
const KEY = 'voice-widgets:call:sofia:';
const config = { publicKey: 'pk_test', assistantId: 'sofia', apiUrl: '/api', lang: 'es' as const };

function resumeState(over: Partial<ResumeState> = {}): ResumeState {
  return {
    v: 1,
    callId: 'call-1',
    transport: 'websocket',
    url: 'ws://127.0.0.1:4173/api/call/call-1/ws',
    token: 'A'.repeat(43),
    savedAtMs: NOW,
    deadlineMs: NOW + 20_000,
    muted: false,
    ...over,
  };
}

function record(over: Partial<PersistedCall> = {}): PersistedCall {
  return {
    state: resumeState(),
    history: [
      { role: 'assistant', text: 'Hola, soy Sofía.', timeS: 0.4 },
      { role: 'user', text: 'Me llamo Ana.', timeS: 3 },
    ],
    startedAtMs: NOW - 5000,
    muted: false,
    ...over,
  };
}

/** A `Storage` over a Map, recording every write. */
function memoryStorage(): CallStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

beforeEach(() => {
  // The page's clock (the grace window is read against Date.now()); timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  FakeVoiceClient.instances = [];
  // Empty storage whatever an earlier file left in the page's (shared without isolation).
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await endPageCalls();
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the stored record', () => {
  it('is keyed by assistant and element id (empty without an id)', () => {
    expect(persistKey('sofia', '')).toBe('voice-widgets:call:sofia:');
    expect(persistKey('sofia', 'main-widget')).toBe('voice-widgets:call:sofia:main-widget');
    expect(persistKey(null, 'x')).toBe('voice-widgets:call::x');
  });

  it('round-trips: what is saved is what the next page takes', () => {
    const storage = memoryStorage();
    const saved = record({
      micDeviceId: 'usb-mic',
      open: true,
      muted: true,
      state: resumeState({ muted: true }),
    });
    expect(saveCall(KEY, saved, storage)).toBe(true);
    expect(hasStoredCall(KEY, storage)).toBe(true);
    expect(takeCall(KEY, readResumeState, storage, NOW + 1000)).toEqual(saved);
  });

  it("keeps the call's control URL (http/https only) for the next page's leavePage()", () => {
    const storage = memoryStorage();
    const controlUrl = 'http://127.0.0.1:4173/api/call/call-1/control/abc';
    const saved = record({ state: resumeState({ controlUrl }) });
    saveCall(KEY, saved, storage);
    expect(takeCall(KEY, readResumeState, storage, NOW + 1000)?.state.controlUrl).toBe(controlUrl);
    expect(resumedWebCall(resumeState({ controlUrl })).monitor?.controlUrl).toBe(controlUrl);
    for (const bad of ['javascript:alert(1)', 'ws://x/y', 42, 'h'.repeat(3000)]) {
      expect(readResumeState({ ...resumeState(), controlUrl: bad }, NOW)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
  });

  it('is used once: taken, it is gone, even when it was not valid', () => {
    const storage = memoryStorage();
    saveCall(KEY, record(), storage);
    expect(takeCall(KEY, readResumeState, storage, NOW)).toBeDefined();
    expect(storage.map.size).toBe(0);
    expect(takeCall(KEY, readResumeState, storage, NOW)).toBeUndefined();
    storage.setItem(KEY, '{not json');
    expect(takeCall(KEY, readResumeState, storage, NOW)).toBeUndefined();
    expect(storage.map.size).toBe(0);
  });

  it('keeps the last 200 lines, each cut to 4000 characters', () => {
    const storage = memoryStorage();
    const history = Array.from(
      { length: 250 },
      (_, i) => ({ role: i % 2 ? 'user' : 'assistant', text: `línea ${i}` }) as const,
    );
    history[249] = { role: 'user', text: 'x'.repeat(MAX_STORED_LINE_CHARS + 50) } as never;
    saveCall(KEY, record({ history }), storage);
    const taken = takeCall(KEY, readResumeState, storage, NOW)!;
    expect(taken.history).toHaveLength(MAX_STORED_LINES);
    expect(taken.history[0]!.text).toBe('línea 50');
    expect(taken.history.at(-1)!.text).toHaveLength(MAX_STORED_LINE_CHARS);
    expect(taken.history.map((l) => l.role).slice(0, 2)).toEqual(['assistant', 'user']);
  });

  it('expires with the grace window: dropped and removed', () => {
    const storage = memoryStorage();
    saveCall(KEY, record(), storage);
    expect(takeCall(KEY, readResumeState, storage, NOW + 20_000)).toBeUndefined();
    expect(storage.map.size).toBe(0);
  });

  it.each<[string, (r: Record<string, unknown>) => unknown]>([
    ['not an object', () => 'hola'],
    ['no state', (r) => ({ ...r, state: undefined })],
    ['a state of another version', (r) => ({ ...r, state: { ...(r['state'] as object), v: 2 } })],
    [
      'a socket URL that is not ws(s)',
      (r) => ({ ...r, state: { ...(r['state'] as object), url: 'javascript:alert(1)' } }),
    ],
    ['an empty resume secret', (r) => ({ ...r, state: { ...(r['state'] as object), token: '' } })],
    ['history not a list', (r) => ({ ...r, history: 'hola' })],
    ['a line of an unknown role', (r) => ({ ...r, history: [{ role: 'system', text: 'x' }] })],
    ['a line without text', (r) => ({ ...r, history: [{ role: 'user', text: 3 }] })],
    [
      'a line with a bad time',
      (r) => ({ ...r, history: [{ role: 'user', text: 'x', timeS: -1 }] }),
    ],
    [
      'more lines than are ever written',
      (r) => ({ ...r, history: Array.from({ length: 201 }, () => ({ role: 'user', text: 'x' })) }),
    ],
    ['a start after the page left', (r) => ({ ...r, startedAtMs: NOW + 1 })],
    ['a start that is not a time', (r) => ({ ...r, startedAtMs: 'ayer' })],
    ['mute that is not a boolean', (r) => ({ ...r, muted: 'no' })],
    ['mute that disagrees with the client state', (r) => ({ ...r, muted: true })],
    ['a microphone id that is not a string', (r) => ({ ...r, micDeviceId: 7 })],
    ['open that is not a boolean', (r) => ({ ...r, open: 'yes' })],
  ])('drops a record with %s', (_name, mutate) => {
    const storage = memoryStorage();
    storage.setItem(
      KEY,
      JSON.stringify(mutate(JSON.parse(JSON.stringify(record())) as Record<string, unknown>)),
    );
    expect(takeCall(KEY, readResumeState, storage, NOW)).toBeUndefined();
    expect(storage.map.size).toBe(0);
  });

  it('never throws on storage that throws (privacy modes)', () => {
    const throwing: CallStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(saveCall(KEY, record(), throwing)).toBe(false);
    expect(hasStoredCall(KEY, throwing)).toBe(false);
    expect(takeCall(KEY, readResumeState, throwing, NOW)).toBeUndefined();
    expect(readPersistedCall(null, readResumeState)).toBeUndefined();
  });

  it('lives in sessionStorage only: nothing in localStorage or a cookie', () => {
    expect(saveCall(KEY, record())).toBe(true); // the page's sessionStorage by default
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(takeCall(KEY, readResumeState, undefined, NOW)).toBeDefined();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('CallController on pagehide', () => {
  async function inCall(persistent: boolean, keep: boolean | undefined) {
    const ctl = new CallController(() => {}, fakeLoader().loader);
    ctl.persistent = () => persistent;
    if (keep !== undefined) ctl.keepForNextPage = () => keep;
    ctl.press(config);
    await new Promise((r) => setTimeout(r, 0));
    const client = FakeVoiceClient.instances[0]!;
    client.emit('call-start');
    return { ctl, client };
  }

  it('without persist-call the call ends, as before', async () => {
    const { ctl, client } = await inCall(false, true);
    await ctl.pageHide();
    expect(client.calls).toContain('leave-page');
    expect(ctl.status).toBe('idle');
  });

  it('with persist-call and the call kept for the next page, the call is not stopped', async () => {
    const { ctl, client } = await inCall(true, true);
    await ctl.pageHide();
    expect(client.calls).not.toContain('stop');
    expect(ctl.status).toBe('connected');
    await ctl.stop();
  });

  it('with persist-call but nothing kept (no resume state, storage refused), the call ends', async () => {
    for (const keep of [false, undefined]) {
      FakeVoiceClient.instances = [];
      const { ctl, client } = await inCall(true, keep);
      await ctl.pageHide();
      expect(client.calls).toContain('leave-page');
    }
  });

  it('a call still connecting ends even with persist-call', async () => {
    const ctl = new CallController(() => {}, fakeLoader().loader);
    ctl.persistent = () => true;
    const keep = vi.fn(() => true);
    ctl.keepForNextPage = keep;
    ctl.press(config);
    await new Promise((r) => setTimeout(r, 0));
    await ctl.pageHide();
    expect(keep).not.toHaveBeenCalled();
    expect(FakeVoiceClient.instances[0]!.calls).toContain('leave-page');
  });

  it("the page's pagehide event makes that choice (one live call per page)", async () => {
    const kept = await inCall(true, true);
    dispatchEvent(new Event('pagehide'));
    await new Promise((r) => setTimeout(r, 0));
    expect(kept.client.calls).not.toContain('stop');
    await kept.ctl.stop();
    FakeVoiceClient.instances = [];
    const ended = await inCall(false, true);
    dispatchEvent(new Event('pagehide'));
    await new Promise((r) => setTimeout(r, 0));
    expect(ended.client.calls).toContain('leave-page');
  });

  it('asks the platform to keep the Daily room only for a persistent element', async () => {
    const plain = await inCall(false, undefined);
    expect(plain.client.startRest[0]).toEqual([]);
    await plain.ctl.stop();
    FakeVoiceClient.instances = [];
    const kept = await inCall(true, undefined);
    expect(kept.client.startRest[0]).toEqual([
      undefined,
      undefined,
      undefined,
      { roomDeleteOnUserLeaveEnabled: false },
    ]);
    await kept.ctl.stop();
  });
});

describe('the hand-over through the live store', () => {
  function store(now: () => number) {
    const frames: (() => void)[] = [];
    const events: [string, unknown][] = [];
    const call = new CallController(() => {}, fakeLoader().loader);
    call.persistent = () => true;
    const live = new LiveCall(
      { call, dispatch: (n, d) => events.push([n, d]), warnOnce: () => {} },
      { schedule: (fn) => void frames.push(fn), now, storage: undefined },
    );
    return { call, live, events, frame: () => frames.splice(0).forEach((fn) => fn()) };
  }

  it('keeps history (both roles, in order), start time, mute, push-to-talk, microphone and speaker; the next page shows them and resumes the same call', async () => {
    let now = NOW - 8000;
    const page1 = store(() => now);
    keepAcrossPages(page1.live, page1.call, () => KEY);
    page1.live.press(config, false);
    await new Promise((r) => setTimeout(r, 0));
    const client1 = FakeVoiceClient.instances[0]!;
    client1.emit('call-start');
    client1.emit('message', {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Hola, soy Sofía.',
    });
    now += 2000;
    client1.emit('message', { type: 'speech-update', role: 'user', status: 'started' });
    client1.emit('message', {
      type: 'transcript',
      role: 'user',
      transcriptType: 'partial',
      transcript: 'Me llamo',
    });
    client1.emit('message', {
      type: 'transcript',
      role: 'user',
      transcriptType: 'final',
      transcript: 'Me llamo Ana.',
    });
    await page1.live.controls.setInputDevice('usb-mic');
    client1.outputRouting = true;
    await page1.live.controls.setOutputDevice('usb-headset');
    page1.live.controls.setTalkMode('push'); // muted until a hold
    client1.resumeState = resumeState({ muted: true });
    now = NOW;
    // The page is left: the record is written (the last transcript included, even before its frame), the call is not stopped.
    await page1.call.pageHide();
    expect(client1.calls).not.toContain('stop');
    const stored = JSON.parse(sessionStorage.getItem(KEY)!) as PersistedCall;
    expect(stored).toMatchObject({
      startedAtMs: NOW - 8000,
      muted: true,
      micDeviceId: 'usb-mic',
      speakerDeviceId: 'usb-headset',
      talkMode: 'push',
      state: { callId: 'call-1', muted: true },
    });
    expect(stored.history).toEqual([
      { role: 'assistant', text: 'Hola, soy Sofía.', timeS: 0 },
      { role: 'user', text: 'Me llamo Ana.', timeS: 2 },
    ]);
    expect(localStorage.length).toBe(0);

    // The next page: a new element, the same key.
    now = NOW + 700;
    const page2 = store(() => now);
    expect(await resumeStored(page2.live, page2.call, config, KEY)).toBeDefined();
    expect(sessionStorage.getItem(KEY)).toBeNull(); // one use
    page2.frame();
    const snap = page2.live.getSnapshot();
    expect(snap.phase).toBe('active');
    expect(snap.muted).toBe(true);
    expect(snap.talkMode).toBe('push');
    expect(snap.transcript.entries.map((e) => `${e.role}: ${entryText(e)}`)).toEqual([
      'assistant: Hola, soy Sofía.',
      'user: Me llamo Ana.',
    ]);
    expect(page2.call.status).toBe('reconnecting'); // the same call coming back, not a new one
    await new Promise((r) => setTimeout(r, 0));
    const client2 = FakeVoiceClient.instances[1]!;
    client2.outputRouting = true;
    expect(client2.calls).toEqual(['resume']);
    expect(client2.resumed[0]).toMatchObject({ callId: 'call-1', token: 'A'.repeat(43) });
    client2.emit('call-reconnecting', { attempt: 1, reason: 'page-change', timestamp: '' });
    client2.emit('call-reconnected', { downtimeMs: 700, timestamp: '' });
    client2.emit('call-start');
    client2.emit('call-start-success', { callId: 'call-1', totalDuration: 700, timestamp: '' });
    await new Promise((r) => setTimeout(r, 0));
    expect(page2.call.status).toBe('connected');
    expect(client2.calls).toContain('device usb-mic'); // the chosen microphone again
    expect(client2.calls).toContain('speaker usb-headset'); // and the chosen speaker
    expect(page2.live.elapsedS()).toBe(8.7); // the timer goes on from the first page's start
    // New lines follow the kept ones.
    client2.emit('message', {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: '¿Su teléfono?',
    });
    page2.frame();
    expect(page2.live.getSnapshot().transcript.entries.map(entryText)).toEqual([
      'Hola, soy Sofía.',
      'Me llamo Ana.',
      '¿Su teléfono?',
    ]);
    await page2.call.stop();
  });

  it('an expired or invalid record starts nothing', async () => {
    const t = store(() => NOW);
    saveCall(
      KEY,
      record({
        state: resumeState({ deadlineMs: NOW - 1, savedAtMs: NOW - 20_000 }),
        startedAtMs: NOW - 30_000,
      }),
    );
    expect(await resumeStored(t.live, t.call, config, KEY)).toBeUndefined();
    sessionStorage.setItem(KEY, JSON.stringify({ state: 'x' }));
    expect(await resumeStored(t.live, t.call, config, KEY)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    expect(FakeVoiceClient.instances).toHaveLength(0);
    expect(t.call.status).toBe('idle');
    expect(sessionStorage.length).toBe(0);
  });

  it("audio held back by the browser shows 'tap to continue' and keeps the call; the tap starts it", async () => {
    const t = store(() => NOW);
    t.live.press(config, false);
    await new Promise((r) => setTimeout(r, 0));
    const client = FakeVoiceClient.instances[0]!;
    client.emit('call-start');
    client.emit('error', {
      type: 'audio-playback-error',
      stage: 'call',
      error: { message: 'autoplay' },
      timestamp: '',
    });
    t.frame();
    expect(t.live.getSnapshot()).toMatchObject({
      phase: 'active',
      audioBlocked: true,
      problem: undefined,
    });
    expect(t.call.status).toBe('connected');
    client.audioResumes = false; // still refused: the control stays
    await t.live.controls.resumeAudio();
    t.frame();
    expect(t.live.getSnapshot().audioBlocked).toBe(true);
    client.audioResumes = true;
    await t.live.controls.resumeAudio();
    t.frame();
    expect(t.live.getSnapshot().audioBlocked).toBe(false);
    expect(client.calls.filter((c) => c === 'resume-audio')).toHaveLength(2);
    await t.call.stop();
  });

  it('typed text still waiting to be sent is not kept (it never reached the call)', () => {
    const lines = historyOf([
      {
        id: 1,
        role: 'assistant',
        committed: 'Hola',
        partial: '',
        timeS: 0,
        typed: false,
        closed: true,
        held: false,
      },
      {
        id: 2,
        role: 'user',
        committed: 'pendiente',
        partial: '',
        timeS: 1,
        typed: true,
        closed: true,
        held: false,
        delivery: 'pending',
      },
      {
        id: 3,
        role: 'user',
        committed: 'Me llamo',
        partial: 'Ana',
        timeS: 2,
        typed: false,
        closed: false,
        held: false,
      },
    ]);
    expect(lines).toEqual([
      { role: 'assistant', text: 'Hola', timeS: 0 },
      { role: 'user', text: 'Me llamo Ana', timeS: 2 },
    ]);
  });
});

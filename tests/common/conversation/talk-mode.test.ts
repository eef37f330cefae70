/**
 * Push-to-talk and the speaker picker in the live conversation store
 * (docs/elements/voice-call-button.md "Push-to-talk", "Speaker
 * picker"), over the fake voice client: the attribute's parsing, the mute
 * from the transport's creation, holds and releases, the interruption, the
 * in-call switch, the events that name the mode, an unplugged speaker, and
 * what `persist-call` keeps.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CallController } from '../../../src/common/call/controller.ts';
import { readPersistedCall } from '../../../src/common/call/persist-read.ts';
import { LiveCall } from '../../../src/common/conversation/live-call.ts';
import { parseTalkMode } from '../../../src/common/conversation/talk-mode.ts';
import { readResumeState } from '../../../src/core/voice/resume.ts';
import { fakeLoader, FakeVoiceClient } from '../../support/fake-client.ts';
import { endPageCalls } from '../../support/page-calls.ts';

const config = { publicKey: 'pk_test', assistantId: 'sofia', apiUrl: '/api', lang: 'es' as const };

function setup(talkMode: string | null) {
  const events: [string, unknown][] = [];
  const call = new CallController(() => {}, fakeLoader().loader);
  const live = new LiveCall(
    {
      call,
      dispatch: (name, detail) => events.push([name, detail]),
      warnOnce: (m) => void events.push(['warn', m]),
      talkMode: () => talkMode,
    },
    { schedule: (fn) => fn(), storage: undefined },
  );
  const client = () => FakeVoiceClient.instances[0]!;
  const mutes = () => events.filter(([n]) => n === 'voice-mute-change').map(([, d]) => d);
  return { call, live, events, client, mutes };
}

async function start(t: ReturnType<typeof setup>): Promise<void> {
  t.live.press(config, false);
  await new Promise((r) => setTimeout(r, 0));
  t.client().state = 'starting';
  // The transport exists (its prepare stage completed): push-to-talk mutes before the join.
  t.client().emit('call-start-progress', { stage: 'websocket-setup', status: 'completed' });
  t.client().state = 'in-call';
  t.client().emit('call-start-success', { callId: 'call-1', totalDuration: 5, timestamp: '' });
  t.client().emit('call-start');
}

beforeEach(() => {
  FakeVoiceClient.instances = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await endPageCalls();
  vi.restoreAllMocks();
});

describe('talk-mode attribute', () => {
  it('is push only for "push" (any case, trimmed); anything else warns and is open', () => {
    const warn = vi.fn();
    expect(parseTalkMode(' PUSH ', warn)).toBe('push');
    expect(parseTalkMode(null, warn)).toBe('open');
    expect(parseTalkMode('open', warn)).toBe('open');
    expect(warn).not.toHaveBeenCalled();
    expect(parseTalkMode('<b>hold</b>', warn)).toBe('open');
    expect(warn).toHaveBeenCalledWith(
      '[voice-widgets] Ignoring talk-mode="<b>hold</b>": expected "open" or "push".',
    );
  });
});

describe('push-to-talk', () => {
  it('mutes from the transport on, opens the microphone only while held, and names the mode', async () => {
    const t = setup('push');
    await start(t);
    const c = t.client();
    // Muted before the call started (the first progress event after the transport exists), silently.
    expect(c.calls.filter((x) => x.startsWith('muted'))).toEqual(['muted true']);
    expect(t.live.getSnapshot()).toMatchObject({ talkMode: 'push', muted: true, talking: false });
    expect(t.mutes()).toEqual([]);

    t.live.controls.holdTalk(true);
    t.live.controls.holdTalk(true); // a key repeat or a second pointer: nothing more
    expect(t.live.getSnapshot()).toMatchObject({ muted: false, talking: true });
    t.live.controls.holdTalk(false);
    expect(c.muted).toBe(true);
    expect(t.mutes()).toEqual([
      { muted: false, talkMode: 'push' },
      { muted: true, talkMode: 'push' },
    ]);

    // The report names the mode.
    c.emit('call-end');
    await new Promise((r) => setTimeout(r, 0));
    const report = t.events.find(([n]) => n === 'voice-call-report')?.[1] as { talkMode: string };
    expect(report.talkMode).toBe('push');
  });

  it('a hold while the assistant speaks mutes its audio until its line stops; open mode ignores holds', async () => {
    const t = setup('push');
    await start(t);
    const c = t.client();
    c.emit('speech-start');
    expect(t.call.status).toBe('speaking');
    t.live.controls.holdTalk(true);
    expect(c.sent).toEqual(['{"type":"control","control":"mute-assistant"}']);
    c.emit('message', { type: 'speech-update', status: 'stopped', role: 'assistant' });
    expect(c.sent.at(-1)).toBe('{"type":"control","control":"unmute-assistant"}');
    t.live.controls.holdTalk(false);
    expect(c.sent).toHaveLength(2);

    const open = setup(null);
    FakeVoiceClient.instances = [];
    await start(open);
    open.live.controls.holdTalk(true);
    expect(open.client().calls.filter((x) => x.startsWith('muted'))).toEqual([]);
    expect(open.live.getSnapshot()).toMatchObject({
      talkMode: 'open',
      muted: false,
      talking: false,
    });
  });

  it('the in-call switch changes the mode both ways and says so in voice-mute-change', async () => {
    const t = setup(null);
    await start(t);
    t.live.controls.setTalkMode('push');
    expect(t.live.getSnapshot()).toMatchObject({ talkMode: 'push', muted: true });
    t.live.controls.holdTalk(true);
    t.live.controls.setTalkMode('open');
    expect(t.live.getSnapshot()).toMatchObject({ talkMode: 'open', muted: false, talking: false });
    expect(t.mutes()).toEqual([
      { muted: true, talkMode: 'push' },
      { muted: false, talkMode: 'push' },
      { muted: false, talkMode: 'open' },
    ]);
  });
});

describe('speaker picker', () => {
  it('keeps the chosen speaker, falls back to the default when it is unplugged, and reports a refused one', async () => {
    const t = setup(null);
    await start(t);
    const c = t.client();
    c.outputRouting = true;
    expect(t.live.controls.canSetOutputDevice()).toBe(true);
    expect(await t.live.controls.setOutputDevice('headset')).toBe(true);
    expect(t.live.controls.speakerDeviceId).toBe('headset');
    await t.live.controls.outputsChanged(['headset', 'speakers']);
    expect(c.calls.filter((x) => x.startsWith('speaker'))).toEqual(['speaker headset']);
    await t.live.controls.outputsChanged(['speakers']);
    expect(c.calls.filter((x) => x.startsWith('speaker'))).toEqual(['speaker headset', 'speaker ']);
    expect(t.live.getSnapshot().speakerLost).toBe(true);
    expect(t.live.controls.speakerDeviceId).toBeUndefined();

    c.outputError = new Error('NotFoundError');
    expect(await t.live.controls.setOutputDevice('gone')).toBe(false);
    expect(t.events.find(([n]) => n === 'voice-error')?.[1]).toMatchObject({
      type: 'device-switch-error',
    });
  });

  it('persist-call keeps the speaker and push-to-talk, and refuses malformed values', () => {
    const now = Date.now();
    const state = {
      v: 1,
      callId: 'call-1',
      transport: 'websocket',
      url: 'ws://x/call-1',
      token: 't'.repeat(43),
      savedAtMs: now - 1000,
      deadlineMs: now + 19_000,
      muted: true,
    };
    const record = {
      state,
      history: [],
      startedAtMs: now - 5000,
      muted: true,
      speakerDeviceId: 'headset',
      talkMode: 'push',
    };
    expect(readPersistedCall(record, readResumeState, now)).toMatchObject({
      speakerDeviceId: 'headset',
      talkMode: 'push',
    });
    expect(readPersistedCall({ ...record, talkMode: 'open' }, readResumeState, now)).toMatchObject({
      talkMode: 'open',
    });
    expect(
      readPersistedCall({ ...record, talkMode: 'hold' }, readResumeState, now),
    ).toBeUndefined();
    expect(
      readPersistedCall({ ...record, speakerDeviceId: 7 }, readResumeState, now),
    ).toBeUndefined();
  });
});

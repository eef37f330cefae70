/**
 * Daily's signals that the visitor cannot hear or be heard for now, as the
 * client's reconnect states (`src/core/voice/daily/connection-watch.ts`; docs/voice-client.md
 * "Reconnect policy"): `network-connection`, `network-quality-change`
 * `very-low`, and the assistant's participant leaving while the call is not
 * ending; and the end of the wait when the assistant does not come back.
 */
import type { DailyParticipant } from '@daily-co/daily-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  ASSISTANT_GONE_AFTER_MS,
  ConnectionWatch,
} from '../../../src/core/voice/daily/connection-watch.ts';
import { Emitter } from '../../../src/core/voice/emitter.ts';
import type { VoiceClientError } from '../../../src/core/voice/errors.ts';
import type { TransportEvents } from '../../../src/core/voice/transport.ts';
import { DEFAULT_BEHAVIOUR, FakeDailyCall } from '../../support/fake-daily.ts';

const ASSISTANT = {
  session_id: 'a-1',
  user_name: 'Vapi Speaker',
  local: false,
} as unknown as DailyParticipant;
const OTHER = {
  session_id: 'o-1',
  user_name: 'Someone',
  local: false,
} as unknown as DailyParticipant;

let clock = 0;
let call: FakeDailyCall;
let story: string[];
let given: VoiceClientError[];
let watch: ConnectionWatch;

beforeEach(() => {
  vi.useFakeTimers();
  clock = 0;
  call = new FakeDailyCall({}, DEFAULT_BEHAVIOUR);
  const events = new Emitter<TransportEvents>('test');
  story = [];
  given = [];
  events.on('reconnecting', (e) => story.push(`reconnecting ${e.attempt}`));
  events.on('reconnected', (e) => story.push(`reconnected ${e.downtimeMs}`));
  watch = new ConnectionWatch(call, events, {
    isAssistant: (p) => p.user_name === 'Vapi Speaker',
    giveUp: (error) => given.push(error),
    now: () => clock,
    assistantGraceMs: 20_000,
  });
});
afterEach(() => {
  watch.stop();
  vi.useRealTimers();
});

describe('ConnectionWatch', () => {
  it('network-quality very-low is reconnecting until it rises again; overlapping causes give one reconnected at the end', () => {
    call.emit('network-quality-change', { threshold: 'low', quality: 40 });
    expect(story).toEqual([]);
    call.emit('network-quality-change', { threshold: 'very-low', quality: 5 });
    call.emit('network-quality-change', { threshold: 'very-low', quality: 3 });
    clock = 300;
    call.emit('network-connection', { type: 'sfu', event: 'interrupted' });
    clock = 900;
    call.emit('network-quality-change', { threshold: 'low', quality: 30 });
    expect(story).toEqual(['reconnecting 1', 'reconnecting 2']); // still interrupted
    clock = 1500;
    call.emit('network-connection', { type: 'sfu', event: 'connected' });
    expect(story).toEqual(['reconnecting 1', 'reconnecting 2', 'reconnected 1500']);
    expect(watch.interrupted).toBe(false);
  });

  it(`the assistant leaving mid-call is reconnecting after ${ASSISTANT_GONE_AFTER_MS} ms, and reconnected when it joins again`, () => {
    call.emit('participant-left', { participant: OTHER });
    call.emit('participant-left', { participant: ASSISTANT });
    vi.advanceTimersByTime(ASSISTANT_GONE_AFTER_MS - 1);
    expect(story).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(story).toEqual(['reconnecting 1']);
    clock = 4000;
    call.emit('participant-joined', { participant: OTHER });
    expect(story).toEqual(['reconnecting 1']);
    call.emit('participant-joined', { participant: ASSISTANT });
    expect(story).toEqual(['reconnecting 1', 'reconnected 4000']);
    vi.advanceTimersByTime(60_000);
    expect(given).toEqual([]);
  });

  it('a short absence (a rejoin within the debounce) shows nothing', () => {
    call.emit('participant-left', { participant: ASSISTANT });
    vi.advanceTimersByTime(400);
    call.emit('participant-joined', { participant: ASSISTANT });
    vi.advanceTimersByTime(60_000);
    expect(story).toEqual([]);
  });

  it("the assistant's exit after the platform ended the call (status-update ended, or hang) never flashes reconnecting", () => {
    for (const data of [
      { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' },
      JSON.stringify({ type: 'hang' }),
    ]) {
      watch.stop();
      const events = new Emitter<TransportEvents>('test');
      events.on('reconnecting', () => story.push('reconnecting'));
      watch = new ConnectionWatch(call, events, {
        isAssistant: (p) => p.user_name === 'Vapi Speaker',
        giveUp: (e) => given.push(e),
      });
      call.emit('app-message', { data: { type: 'status-update', status: 'in-progress' } });
      call.emit('app-message', { data });
      call.emit('participant-left', { participant: ASSISTANT });
      vi.advanceTimersByTime(60_000);
    }
    expect(story).toEqual([]);
    expect(given).toEqual([]);
  });

  it('an assistant not back within the grace window ends the call as connection-lost, once', () => {
    call.emit('participant-left', { participant: ASSISTANT });
    vi.advanceTimersByTime(ASSISTANT_GONE_AFTER_MS + 20_000 - 1);
    expect(given).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(given.map((e) => e.code)).toEqual(['connection-lost']);
    call.emit('participant-joined', { participant: ASSISTANT });
    vi.advanceTimersByTime(60_000);
    expect(given).toHaveLength(1);
    expect(story).toEqual(['reconnecting 1']);
  });

  it('stop() cancels a pending wait', () => {
    call.emit('participant-left', { participant: ASSISTANT });
    watch.stop();
    vi.advanceTimersByTime(60_000);
    expect(story).toEqual([]);
    expect(given).toEqual([]);
  });
});

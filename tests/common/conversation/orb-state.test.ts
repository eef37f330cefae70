import { describe, expect, it } from 'vitest';

import {
  nextOrbState,
  type OrbEvent,
  type OrbState,
  orbStateOf,
} from '../../../src/common/conversation/orb-state.ts';

const status = (
  s: 'idle' | 'connecting' | 'connected' | 'speaking' | 'reconnecting',
): OrbEvent => ({
  type: 'status',
  status: s,
});
const userSpeech = (started: boolean): OrbEvent => ({ type: 'speech', assistant: false, started });
const userFinal: OrbEvent = { type: 'transcript', assistant: false, final: true };
const userPartial: OrbEvent = { type: 'transcript', assistant: false, final: false };
const assistantSpeech = (started: boolean): OrbEvent => ({
  type: 'speech',
  assistant: true,
  started,
});

/** The state after each event of `events`. */
function trace(events: readonly OrbEvent[]): OrbState[] {
  const states: OrbState[] = [];
  let state: OrbState = 'idle';
  for (const e of events) states.push((state = nextOrbState(state, e)));
  return states;
}

describe('orb state', () => {
  it('follows a call: connecting, listening, thinking after the final transcript, speaking on audio, idle at the end', () => {
    expect(
      trace([
        status('connecting'),
        status('connected'),
        userSpeech(true),
        userPartial,
        userFinal,
        assistantSpeech(true),
        status('speaking'),
        status('connected'),
        status('idle'),
      ]),
    ).toEqual([
      'connecting',
      'listening',
      'listening',
      'listening',
      'thinking',
      'speaking',
      'speaking',
      'listening',
      'idle',
    ]);
  });

  it('thinks from the visitor’s speech-update stopped until the assistant’s audio, and listens again if the visitor goes on', () => {
    expect(
      trace([status('connecting'), status('connected'), userSpeech(true), userSpeech(false)]),
    ).toEqual(['connecting', 'listening', 'listening', 'thinking']);
    expect(orbStateOf([status('connected'), userSpeech(false), userSpeech(true)])).toBe(
      'listening',
    );
    expect(orbStateOf([status('connected'), userFinal, status('speaking')])).toBe('speaking');
  });

  it('stays thinking when the call reports connected while the answer is pending', () => {
    expect(orbStateOf([status('connected'), userFinal, status('connected')])).toBe('thinking');
  });

  it('listens again when the answer came as text only', () => {
    expect(
      orbStateOf([
        status('connected'),
        userFinal,
        { type: 'transcript', assistant: true, final: false },
      ]),
    ).toBe('thinking');
    expect(
      orbStateOf([
        status('connected'),
        userFinal,
        { type: 'transcript', assistant: true, final: true },
      ]),
    ).toBe('listening');
  });

  it('shows connecting while the call reconnects, and ignores messages before the call connects', () => {
    expect(orbStateOf([status('connected'), status('speaking'), status('reconnecting')])).toBe(
      'connecting',
    );
    expect(orbStateOf([status('connecting'), userFinal, assistantSpeech(true)])).toBe('connecting');
    expect(orbStateOf([userFinal])).toBe('idle');
  });

  it('does not think over the assistant’s own speech', () => {
    expect(orbStateOf([status('connected'), status('speaking'), userPartial, userFinal])).toBe(
      'speaking',
    );
  });
});

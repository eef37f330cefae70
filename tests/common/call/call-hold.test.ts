/**
 * Hold and resume (`call-hold.ts`, `button-state.ts`; docs/elements/voice-call-button.md "Hold"):
 * the microphone muted and the visitor's own mute given back, `mute-assistant` / `unmute-assistant`
 * sent, the assistant's playback stopped and restarted, one change told per hold, hold ending with
 * the call, and the button status `on-hold` in the state machine.
 */
import { describe, expect, it, vi } from 'vitest';

import { type ButtonStatus, nextCallStatus } from '../../../src/common/call/button-state.ts';
import { CallHold, type HoldClient } from '../../../src/common/call/call-hold.ts';
import type { ClientMessage } from '../../../src/core/protocol/client-messages.ts';

/** A client that keeps what hold does to it. */
function fakeClient(muted = false) {
  const state = { muted, outputMuted: false, sent: [] as ClientMessage[] };
  const client: HoldClient = {
    isMuted: () => state.muted,
    setMuted: (m) => {
      state.muted = m;
    },
    setOutputMuted: (m) => {
      state.outputMuted = m;
    },
    send: (message) => {
      state.sent.push(message);
      return true;
    },
  };
  return { client, state };
}

describe('CallHold', () => {
  it('hold mutes the microphone, stops the playback, sends mute-assistant; resume undoes each', () => {
    const changes: boolean[] = [];
    const hold = new CallHold((held) => changes.push(held));
    const { client, state } = fakeClient();
    expect(hold.hold(client)).toBe(true);
    expect(hold.held).toBe(true);
    expect(state).toEqual({
      muted: true,
      outputMuted: true,
      sent: [{ type: 'control', control: 'mute-assistant' }],
    });
    expect(hold.resume(client)).toBe(true);
    expect(state).toEqual({
      muted: false,
      outputMuted: false,
      sent: [
        { type: 'control', control: 'mute-assistant' },
        { type: 'control', control: 'unmute-assistant' },
      ],
    });
    expect(changes).toEqual([true, false]);
  });

  it('a visitor who had muted the microphone finds it muted after resume', () => {
    const hold = new CallHold(() => {});
    const { client, state } = fakeClient(true);
    hold.hold(client);
    hold.resume(client);
    expect(state.muted).toBe(true);
  });

  it('hold twice, or resume when not held, is a no-op returning false that sends nothing', () => {
    const changes: boolean[] = [];
    const hold = new CallHold((held) => changes.push(held));
    const { client, state } = fakeClient();
    expect(hold.resume(client)).toBe(false);
    expect(hold.hold(client)).toBe(true);
    expect(hold.hold(client)).toBe(false);
    expect(state.sent).toHaveLength(1);
    expect(changes).toEqual([true]);
  });

  it('a client with no call (setMuted throws) is not held', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const changes: boolean[] = [];
    const hold = new CallHold((held) => changes.push(held));
    const { client, state } = fakeClient();
    client.setMuted = () => {
      throw new Error('no call');
    };
    expect(hold.hold(client)).toBe(false);
    expect(hold.held).toBe(false);
    expect(state.sent).toEqual([]);
    expect(changes).toEqual([]);
    warn.mockRestore();
  });

  it('a refused mute-assistant (reconnect queue full) still holds the call on the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hold = new CallHold(() => {});
    const { client, state } = fakeClient();
    client.send = () => {
      throw new Error('reconnect-queue-full');
    };
    expect(hold.hold(client)).toBe(true);
    expect(state).toMatchObject({ muted: true, outputMuted: true });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('ended() drops the hold, told once; with no hold it tells nothing', () => {
    const changes: boolean[] = [];
    const hold = new CallHold((held) => changes.push(held));
    hold.ended();
    expect(changes).toEqual([]);
    hold.hold(fakeClient().client);
    hold.ended();
    hold.ended();
    expect(hold.held).toBe(false);
    expect(changes).toEqual([true, false]);
  });
});

describe('the button status with hold', () => {
  it.each<[ButtonStatus, ButtonStatus]>([
    ['connected', 'on-hold'],
    ['speaking', 'on-hold'],
    ['idle', 'idle'],
    ['connecting', 'connecting'],
    ['reconnecting', 'reconnecting'],
  ])('hold from %s gives %s', (from, to) => {
    expect(nextCallStatus(from, 'hold')).toBe(to);
  });

  it('a held call stays on-hold while the assistant speaks, until unhold', () => {
    let status: ButtonStatus = nextCallStatus('connected', 'hold');
    status = nextCallStatus(status, 'speech-start');
    expect(status).toBe('on-hold');
    status = nextCallStatus(status, 'speech-end');
    expect(status).toBe('on-hold');
    expect(nextCallStatus(status, 'unhold')).toBe('connected');
    expect(nextCallStatus('connected', 'unhold')).toBe('connected');
  });

  it('a dropped connection shows reconnecting over the hold; a press or the end goes idle', () => {
    expect(nextCallStatus('on-hold', 'reconnecting')).toBe('reconnecting');
    expect(nextCallStatus('on-hold', 'press')).toBe('idle');
    expect(nextCallStatus('on-hold', 'call-end')).toBe('idle');
    expect(nextCallStatus('on-hold', 'error')).toBe('idle');
  });
});

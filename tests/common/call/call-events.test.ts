/**
 * `CallController.on` (`src/common/call/call-events.ts`): a listener of one client event gets that
 * event's typed detail, after the button status moved and before the element's `voice-<name>`;
 * the unsubscribe function removes it.
 */
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

import { CallController } from '../../../src/common/call/controller.ts';
import type { VoiceErrorEvent } from '../../../src/core/voice/events.ts';
import { fakeLoader, FakeVoiceClient } from '../../support/fake-client.ts';
import { endPageCalls } from '../../support/page-calls.ts';

const config = { publicKey: 'pk_test', assistantId: 'asst_1', apiUrl: '/api' };
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  FakeVoiceClient.instances = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await endPageCalls();
  vi.restoreAllMocks();
});

async function inCall() {
  const order: string[] = [];
  const ctl = new CallController((name) => order.push(`dom ${name}`), fakeLoader().loader);
  ctl.press(config);
  await settle();
  const client = FakeVoiceClient.instances[0]!;
  client.emit('call-start');
  order.length = 0;
  return { ctl, client, order };
}

describe('CallController.on: typed client events', () => {
  it('gives the listener its event detail, after the status moved and before the DOM event', async () => {
    const { ctl, client, order } = await inCall();
    const seen: VoiceErrorEvent[] = [];
    ctl.on('error', (detail) => {
      expectTypeOf(detail).toEqualTypeOf<VoiceErrorEvent>();
      seen.push(detail);
      order.push(`listener ${detail.type} while ${ctl.status}`);
    });
    const other = vi.fn();
    ctl.on('call-start-success', other);
    const detail: VoiceErrorEvent = {
      type: 'daily-error',
      stage: 'call',
      error: { message: 'gone' },
      timestamp: '',
      cause: undefined,
    };
    client.emit('error', detail);
    expect(seen).toEqual([detail]);
    expect(seen[0]).toBe(detail);
    expect(order).toEqual(['listener daily-error while idle', 'dom error']);
    expect(other).not.toHaveBeenCalled();
  });

  it('calls a listener for its own event only, until it unsubscribes', async () => {
    const { ctl, client } = await inCall();
    const levels: number[] = [];
    const off = ctl.on('volume-level', (level) => levels.push(level));
    client.emit('volume-level', 0.25);
    client.emit('speech-start');
    client.emit('volume-level', 0.5);
    off();
    client.emit('volume-level', 0.75);
    expect(levels).toEqual([0.25, 0.5]);
  });

  it('passes the client’s call id on call-start-success', async () => {
    const { ctl, client } = await inCall();
    const ids: string[] = [];
    ctl.on('call-start-success', ({ callId }) => ids.push(callId));
    client.emit('call-start-success', { callId: 'call-42', totalDuration: 5, timestamp: '' });
    expect(ids).toEqual(['call-42']);
  });
});

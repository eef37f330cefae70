import { afterEach, describe, expect, it, vi } from 'vitest';

import { CallController } from '../../../src/common/call/controller.ts';
import { LiveCall } from '../../../src/common/conversation/live-call.ts';
import { ScreenWakeLock } from '../../../src/core/voice/wake-lock.ts';
import { fakeLoader, FakeVoiceClient } from '../../support/fake-client.ts';
import { endPageCalls } from '../../support/page-calls.ts';

/** A fake `navigator.wakeLock` and `document`: the page's visibility is the test's to change. */
function browser(refuse?: Error) {
  const sentinels: { released: boolean; release(): Promise<void> }[] = [];
  const doc = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const wakeLock = {
    request: vi.fn((type: 'screen') => {
      expect(type).toBe('screen');
      if (refuse) return Promise.reject(refuse);
      const sentinel = {
        released: false,
        release() {
          this.released = true;
          return Promise.resolve();
        },
      };
      sentinels.push(sentinel);
      return Promise.resolve(sentinel);
    }),
  };
  /** Hides or shows the page (the browser drops the lock when hidden). */
  const show = (visible: boolean) => {
    doc.visibilityState = visible ? 'visible' : 'hidden';
    if (!visible) for (const s of sentinels) s.released = true;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  const held = () => sentinels.filter((s) => !s.released).length;
  return { env: { wakeLock, document: doc }, wakeLock, sentinels, show, held };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(async () => {
  await endPageCalls();
  vi.restoreAllMocks();
});

describe('ScreenWakeLock', () => {
  it('holds the screen during the call, asks again on coming back into view, and releases at the end', async () => {
    const b = browser();
    const lock = new ScreenWakeLock(b.env);
    lock.hold();
    lock.hold();
    await settle();
    expect(b.wakeLock.request).toHaveBeenCalledTimes(1);
    expect(b.held()).toBe(1);
    b.show(false);
    await settle();
    expect(b.wakeLock.request).toHaveBeenCalledTimes(1);
    b.show(true);
    await settle();
    expect(b.wakeLock.request).toHaveBeenCalledTimes(2);
    expect(b.held()).toBe(1);
    lock.release();
    await settle();
    expect(b.held()).toBe(0);
    b.show(true);
    await settle();
    expect(b.wakeLock.request).toHaveBeenCalledTimes(2);
  });

  it('lets go of a lock granted after the call ended', async () => {
    const b = browser();
    const lock = new ScreenWakeLock(b.env);
    lock.hold();
    lock.release();
    await settle();
    expect(b.sentinels).toHaveLength(1);
    expect(b.held()).toBe(0);
  });

  it('logs a refusal and does nothing where there is no wake lock', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const b = browser(new DOMException('denied', 'NotAllowedError'));
    new ScreenWakeLock(b.env).hold();
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(() => new ScreenWakeLock({ wakeLock: undefined }).hold()).not.toThrow();
  });

  it('is held by the live call from call-start until the call is over', async () => {
    FakeVoiceClient.instances = [];
    const b = browser();
    const call = new CallController(() => {}, fakeLoader().loader);
    const live = new LiveCall(
      { call, dispatch: () => {}, warnOnce: () => {} },
      { schedule: (fn) => fn(), storage: undefined, screenWakeLock: new ScreenWakeLock(b.env) },
    );
    live.press({ publicKey: 'pk', assistantId: 'sofia', apiUrl: '/api' }, false);
    await settle();
    expect(b.wakeLock.request).not.toHaveBeenCalled();
    FakeVoiceClient.instances[0]!.emit('call-start');
    await settle();
    expect(b.held()).toBe(1);
    FakeVoiceClient.instances[0]!.emit('call-end');
    await settle();
    expect(call.status).toBe('idle');
    expect(b.held()).toBe(0);
  });
});

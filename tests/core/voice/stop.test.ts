/**
 * `stop()` at every stage of `start()` (docs/behaviour.md §4: afterwards no join happens,
 * no audio plays, no room is left open, and the `start()` promise settles),
 * start/stop cycles, a React-StrictMode-like start/stop/start, and two
 * clients side by side.
 */
import { afterEach, describe, expect, it } from 'vitest';

import type { FetchLike } from '../../../src/core/api/types.ts';
import type { DailyFactoryLike } from '../../../src/core/voice/daily/call-like.ts';
import type { DailyTransportOptions } from '../../../src/core/voice/daily/options.ts';
import type { VoiceClientOptions } from '../../../src/core/voice/voice-client.ts';
import { FakeDaily, type FakeDailyCall } from '../../support/fake-daily.ts';
import {
  flush,
  type Harness,
  makeClient as makeHarness,
  SUCCESS_STORY,
} from '../../support/voice-client.ts';
import { sendJson, useWebCallServer, webCallBody } from '../../support/web-call-server.ts';

const server = useWebCallServer();

/** The `POST /call/web` requests of the test running, until each has settled. */
const sent: Promise<unknown>[] = [];

/**
 * `fetch`, remembering each request. happy-dom still sends a POST whose signal was aborted during
 * its CORS preflight (a `stop()` right after `start()`), and the server would otherwise record it
 * during a later test (`two clients` reads every request the server saw).
 */
const fetchAndRemember: FetchLike = (input, init) => {
  const response = fetch(input, init);
  sent.push(response.catch(() => undefined));
  return response;
};

/** A client on a fresh fake Daily, talking to the file's server through {@link fetchAndRemember}. */
function makeClient(
  apiUrl: string,
  options: VoiceClientOptions = {},
  transport: DailyTransportOptions = {},
  key?: string,
): Harness {
  return makeHarness(apiUrl, { fetch: fetchAndRemember, ...options }, transport, key);
}

// Before the server's own reset (hooks run in reverse order): no request of this test is left to arrive.
afterEach(async () => {
  await Promise.all(sent.splice(0));
  FakeDaily.registry.clear();
  document.body.replaceChildren();
});

/** After a stop: nothing joined, nothing playing, every room destroyed, no listeners left. */
async function expectNothingLeft(harness: Harness): Promise<void> {
  await flush(5);
  for (const call of harness.daily.calls) {
    // A late remote track must not play, and a late join must not stay joined.
    call.emit('track-started', {
      participant: { session_id: 'a', user_name: 'Vapi Speaker', local: false },
      track: { kind: 'audio' },
    });
    expect(call.log).toContain('destroy');
    expect(call.state).not.toBe('joined-meeting');
    expect(call.listenerCount()).toBeLessThanOrEqual(call.behaviour.join.kind === 'never' ? 1 : 0);
  }
  await flush();
  expect(document.querySelectorAll('audio')).toHaveLength(0);
  expect(harness.client.state).toBe('idle');
}

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('stop() at each stage of start()', () => {
  it('during web-call-creation: the request is aborted and no call object is ever created', async () => {
    server.reply((_req, res) => setTimeout(() => sendJson(res, 200, webCallBody()), 150));
    const harness = makeClient(server.url);
    const started = harness.client.start('asst-1');
    await harness.recorder.waitForProgress('web-call-creation');
    await harness.client.stop();
    expect(await started).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(harness.recorder.story()).toEqual([
      'initialization:started',
      'initialization:completed',
      'web-call-creation:started',
      'web-call-creation:failed',
    ]);
    expect(harness.recorder.all('call-start-progress').at(-1)?.metadata).toEqual({
      reason: 'stopped',
    });
    expect(harness.daily.calls).toHaveLength(0);
    expect(harness.daily.createOptions).toHaveLength(0);
    await expectNothingLeft(harness);
  });

  it('during daily-call-object-creation (daily-js still loading): no call object is created afterwards', async () => {
    const fake = new FakeDaily();
    const gate = deferred<DailyFactoryLike>();
    const harness = makeClient(server.url, {}, { loadDaily: () => gate.promise });
    const started = harness.client.start('asst-1');
    await harness.recorder.waitForProgress('daily-call-object-creation');
    await harness.client.stop();
    expect(await started).toBeNull();
    gate.resolve(fake);
    await flush();
    expect(fake.createOptions).toHaveLength(0);
    expect(harness.recorder.story().slice(-2)).toEqual([
      'daily-call-object-creation:started',
      'daily-call-object-creation:failed',
    ]);
    await expectNothingLeft(harness);
  });

  it('during mobile-permissions: the wait is cut and join() is never called', async () => {
    // A wait longer than any test: only stop() can end it, so start() settling proves the cut.
    const harness = makeClient(server.url, {
      isMobile: () => true,
      mobilePermissionWaitMs: 600_000,
    });
    const started = harness.client.start('asst-1');
    await harness.recorder.waitForProgress('mobile-permissions');
    await harness.client.stop();
    expect(await started).toBeNull();
    const call = harness.daily.last;
    expect(call.log).not.toContain('join');
    expect(call.destroyed).toBe(true);
    expect(harness.recorder.story().slice(-2)).toEqual([
      'mobile-permissions:started',
      'mobile-permissions:failed',
    ]);
    expect(harness.recorder.all('call-start-failed')).toEqual([]);
    expect(harness.recorder.all('error')).toEqual([]);
    await expectNothingLeft(harness);
  });

  it('during daily-call-join (slow room): the join is cancelled and never completes', async () => {
    const harness = makeClient(server.url);
    harness.daily.behaviour = {
      ...harness.daily.behaviour,
      join: { kind: 'succeed', delayMs: 100 },
    };
    const started = harness.client.start('asst-1');
    await harness.recorder.waitForProgress('daily-call-join');
    await harness.client.stop();
    expect(await started).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const call = harness.daily.last;
    expect(call.state).toBe('left-meeting');
    expect(call.destroyed).toBe(true);
    expect(harness.recorder.story().slice(-2)).toEqual([
      'daily-call-join:started',
      'daily-call-join:failed',
    ]);
    expect(harness.recorder.names()).not.toContain('call-end');
    await expectNothingLeft(harness);
  });

  it('during daily-call-join (room never answers): settles at once, and a late join is left again', async () => {
    const harness = makeClient(server.url);
    harness.daily.behaviour = { ...harness.daily.behaviour, join: { kind: 'never' } };
    const started = harness.client.start('asst-1');
    await harness.recorder.waitForProgress('daily-call-join');
    await harness.client.stop();
    expect(await started).toBeNull();
    const call: FakeDailyCall = harness.daily.last;
    expect(call.log).toEqual(['join', 'destroy', 'leave']);
    // The room answers after all: the transport's guard leaves it.
    call.state = 'joined-meeting';
    call.emit('joined-meeting', {});
    expect(call.log).toEqual(['join', 'destroy', 'leave', 'leave']);
    expect(call.state).toBe('left-meeting');
    await expectNothingLeft(harness);
  });

  it('during audio-observer-setup (after joining): end events, then nothing left', async () => {
    const harness = makeClient(server.url, { setupStepWaitMs: 10_000 });
    harness.daily.behaviour = { ...harness.daily.behaviour, audioObserver: 'never' };
    const started = harness.client.start('asst-1');
    await harness.recorder.waitForProgress('audio-observer-setup');
    harness.daily.last.assistantJoins();
    await harness.client.stop();
    expect(await started).toBeNull();
    expect(harness.recorder.story().slice(-4)).toEqual([
      'audio-observer-setup:started',
      'audio-observer-setup:failed',
      'call-end',
      'message:status-update',
    ]);
    expect(harness.recorder.names()).not.toContain('call-start-success');
    await expectNothingLeft(harness);
  });

  it('during audio-processing-setup: same', async () => {
    const harness = makeClient(server.url, { setupStepWaitMs: 10_000 });
    harness.daily.behaviour = { ...harness.daily.behaviour, updateInputSettings: 'never' };
    const started = harness.client.start('asst-1');
    await harness.recorder.waitForProgress('audio-processing-setup');
    await harness.client.stop();
    expect(await started).toBeNull();
    expect(harness.recorder.story().slice(-4)).toEqual([
      'audio-processing-setup:started',
      'audio-processing-setup:failed',
      'call-end',
      'message:status-update',
    ]);
    await expectNothingLeft(harness);
  });

  it('with no call, stop() and end() resolve and emit nothing', async () => {
    const harness = makeClient(server.url);
    await harness.client.stop();
    await harness.client.end();
    expect(harness.recorder.events).toEqual([]);
  });
});

describe('cycles', () => {
  it('listener counts are back to zero after 100 start/stop cycles', async () => {
    const harness = makeClient(server.url);
    const baseline = harness.client.listenerCount();
    for (let i = 0; i < 100; i++) {
      expect(await harness.client.start('asst-1')).not.toBeNull();
      harness.daily.last.assistantJoins();
      harness.daily.last.trackStarts();
      await harness.client.stop();
    }
    // Half the cycles stopped while starting.
    for (let i = 0; i < 100; i++) {
      const started = harness.client.start('asst-1');
      await harness.client.stop();
      expect(await started).toBeNull();
    }
    expect(harness.client.listenerCount()).toBe(baseline);
    expect(harness.daily.calls).toHaveLength(100);
    expect(harness.daily.calls.every((call) => call.destroyed && call.listenerCount() === 0)).toBe(
      true,
    );
    expect(FakeDaily.registry.size).toBe(0);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(harness.recorder.names().filter((n) => n === 'call-start-success')).toHaveLength(100);
    expect(harness.recorder.names().filter((n) => n === 'call-end')).toHaveLength(100);
    // 200 starts against a local server: seconds on a busy machine; the limit only catches a hang.
  }, 60_000);

  it('start, stop, start at once (a React StrictMode double mount) leaves exactly one live call', async () => {
    const harness = makeClient(server.url);
    const first = harness.client.start('asst-1');
    void harness.client.stop();
    const second = harness.client.start('asst-1');
    expect(await first).toBeNull();
    expect(await second).not.toBeNull();
    expect(harness.daily.calls.filter((call) => !call.destroyed)).toHaveLength(1);
    expect(harness.daily.last.state).toBe('joined-meeting');
    expect(harness.recorder.names().filter((n) => n === 'call-start-success')).toHaveLength(1);
    await harness.client.stop();
  });

  it('a start right after a stop waits for the previous room to be cleaned up (docs/behaviour.md §4 step 4)', async () => {
    const harness = makeClient(server.url);
    await harness.client.start('asst-1');
    void harness.client.stop();
    harness.recorder.clear();
    await harness.client.start('asst-1');
    const stages = harness.recorder
      .all('call-start-progress')
      .filter((p) => p.stage === 'daily-call-object-creation');
    // The cleanup may already be over by the time the web call is back; if not, it is reported.
    if (stages.length === 3) expect(stages[0]?.metadata).toEqual({ action: 'cleanup-existing' });
    expect(harness.daily.calls[0]?.destroyed).toBe(true);
    await harness.client.stop();
  });
});

describe('two clients', () => {
  it('with different keys do not interfere', async () => {
    const a = makeClient(server.url, {}, {}, 'pk-a');
    const b = makeClient(server.url, {}, {}, 'pk-b');
    const [callA, callB] = await Promise.all([a.client.start('asst-a'), b.client.start('asst-b')]);
    expect(callA).not.toBeNull();
    expect(callB).not.toBeNull();
    const keys = server.requests
      .map((r) => `${r.headers.authorization} ${JSON.parse(r.body).assistantId}`)
      .sort();
    expect(keys).toEqual(['Bearer pk-a asst-a', 'Bearer pk-b asst-b']);
    expect(a.recorder.story()).toEqual(SUCCESS_STORY);
    expect(b.recorder.story()).toEqual(SUCCESS_STORY);

    a.recorder.clear();
    b.recorder.clear();
    a.daily.last.appMessage('listening');
    expect(a.recorder.names()).toEqual(['call-start']);
    expect(b.recorder.names()).toEqual([]);

    await a.client.stop();
    expect(a.client.state).toBe('idle');
    expect(b.client.state).toBe('in-call');
    expect(b.daily.last.destroyed).toBe(false);
    expect(b.recorder.names()).toEqual([]);
    expect(b.client.say('still here')).toBe(true);
    await b.client.stop();
  });
});

/**
 * src/core/voice/daily/transport.ts: the Daily transport's join options,
 * its one daily-js load per factory, an offline join and a bounded destroy().
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createDailyTransportFactory } from '../../../src/core/voice/daily/transport.ts';
import { VoiceClientError } from '../../../src/core/voice/errors.ts';
import { FakeDaily, OFFLINE_REJECTION } from '../../support/fake-daily.ts';

afterEach(() => {
  FakeDaily.registry.clear();
});

describe('the Daily transport', () => {
  const context = {
    webCall: { id: 'c', webCallUrl: 'https://r' },
    assistantSpeakerName: 'Vapi Speaker',
    videoRecordingEnabled: false,
    assistantVideoEnabled: false,
  };

  it('passes room options to join(), never to the constructor; avoidEval is always true', async () => {
    const fake = new FakeDaily();
    const factory = createDailyTransportFactory({
      loadDaily: fake.loader,
      roomOptions: {
        userName: 'Visitor',
        userData: { plan: 'demo' },
        dailyConfig: { bundlePathOverride: '/daily/', ...({ avoidEval: false } as object) },
      },
    });
    const transport = factory.create(context);
    const signal = new AbortController().signal;
    await transport.prepare(signal);
    await transport.join({ url: 'https://r', token: 't' }, signal);
    expect(fake.createOptions[0]).toEqual({
      audioSource: true,
      videoSource: false,
      dailyConfig: { bundlePathOverride: '/daily/', avoidEval: true },
      allowMultipleCallInstances: true,
    });
    expect(fake.last.joinOptions[0]).toEqual({
      userName: 'Visitor',
      userData: { plan: 'demo' },
      url: 'https://r',
      token: 't',
      subscribeToTracksAutomatically: false,
    });
    await transport.destroy();
    expect(fake.last.destroyed).toBe(true);
  });

  it('loads daily-js once per factory; prefetch() warms it; a failed load is retried', async () => {
    const fake = new FakeDaily();
    let fail = true;
    const factory = createDailyTransportFactory({
      loadDaily: () => (fail ? Promise.reject(new Error('offline')) : fake.loader()),
    });
    await expect(factory.prefetch()).resolves.toBeUndefined();
    fail = false;
    await factory.prefetch();
    await factory.create(context).prepare(new AbortController().signal);
    await factory.create(context).prepare(new AbortController().signal);
    expect(fake.loads).toBe(1);
    expect(fake.createOptions).toHaveLength(2);
  });

  it('an offline join rejects with a VoiceClientError whose cause is daily’s original (string or event)', async () => {
    const fake = new FakeDaily();
    fake.behaviour = { ...fake.behaviour, join: { kind: 'offline' } };
    const transport = createDailyTransportFactory({ loadDaily: fake.loader }).create(context);
    const signal = new AbortController().signal;
    await transport.prepare(signal);
    const error = await transport.join({ url: 'https://r' }, signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VoiceClientError);
    expect((error as VoiceClientError).message).toBe(
      `Joining the call room failed: ${OFFLINE_REJECTION}`,
    );
    expect(fake.last.state).toBe('error');
  });

  it('destroy() is bounded when daily’s destroy() never settles', async () => {
    const fake = new FakeDaily();
    fake.behaviour = { ...fake.behaviour, join: { kind: 'never' } };
    const transport = createDailyTransportFactory({
      loadDaily: fake.loader,
      destroyTimeoutMs: 30,
    }).create(context);
    const controller = new AbortController();
    await transport.prepare(controller.signal);
    const joining = transport
      .join({ url: 'https://r' }, controller.signal)
      .catch((e: unknown) => e);
    controller.abort(new Error('gave up'));
    expect(await joining).toMatchObject({ message: 'gave up' });
    // Daily's destroy() never settles after a join that never did: ours resolves at its 30 ms (a fake clock).
    vi.useFakeTimers();
    try {
      let destroyed = false;
      const destroying = transport.destroy();
      void destroying.then(() => (destroyed = true));
      await vi.advanceTimersByTimeAsync(29);
      expect(destroyed).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(destroyed).toBe(true);
      expect(fake.last.log).toContain('destroy');
      expect(transport.destroy()).toBe(destroying);
    } finally {
      vi.useRealTimers();
    }
  });
});

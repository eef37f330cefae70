/**
 * Small units: app-message parsing, the web-call payload, call-room option
 * validation, abort helpers, errors, the audio sink, the lazy daily loader
 * and the Daily transport's join options.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outcomeWithin, raceAbort, settleWithin, sleep } from '../../../src/core/voice/abort.ts';
import { AudioSink } from '../../../src/core/voice/daily/audio-sink.ts';
import { LazyDaily } from '../../../src/core/voice/daily/loader.ts';
import { validateRoomOptions } from '../../../src/core/voice/daily/room-options.ts';
import { createDailyTransportFactory } from '../../../src/core/voice/daily/transport.ts';
import { describeReason, VoiceClientError } from '../../../src/core/voice/errors.ts';
import { isEndedStatus, parseAppMessage, sayMessage } from '../../../src/core/voice/messages.ts';
import { buildWebCallPayload, describeInputs } from '../../../src/core/voice/payload.ts';
import { isMobileUserAgent } from '../../../src/core/voice/platform.ts';
import { serializeError } from '../../../src/core/voice/serialize-error.ts';
import { volumeFromLevel } from '../../../src/core/voice/speech.ts';
import { FakeDaily, OFFLINE_REJECTION } from '../../support/fake-daily.ts';

afterEach(() => {
  vi.restoreAllMocks();
  FakeDaily.registry.clear();
  document.body.replaceChildren();
});

describe('parseAppMessage', () => {
  it('classifies listening, JSON, structured data and garbage without throwing', () => {
    expect(parseAppMessage('listening')).toEqual({ kind: 'listening' });
    expect(parseAppMessage('{"type":"x","n":1}')).toEqual({ kind: 'message', message: { type: 'x', n: 1 } });
    expect(parseAppMessage('"listening-ish"')).toEqual({ kind: 'message', message: 'listening-ish' });
    expect(parseAppMessage({ type: 'obj' })).toEqual({ kind: 'message', message: { type: 'obj' } });
    expect(parseAppMessage('{').kind).toBe('invalid');
    expect(parseAppMessage(undefined).kind).toBe('invalid');
    const circular: { self?: unknown } = {};
    circular.self = circular;
    expect(parseAppMessage(circular).kind).toBe('invalid');
  });

  it('recognises an ended status-update', () => {
    expect(isEndedStatus({ type: 'status-update', status: 'ended' })).toBe(true);
    expect(isEndedStatus({ type: 'status-update', status: 'in-progress' })).toBe(false);
    expect(isEndedStatus('ended')).toBe(false);
  });

  it('sayMessage fills every field with SPEC §3 defaults', () => {
    expect(sayMessage('Hi')).toEqual({
      type: 'say',
      message: 'Hi',
      endCallAfterSpoken: false,
      interruptionsEnabled: false,
      interruptAssistantEnabled: false,
    });
  });
});

describe('buildWebCallPayload', () => {
  it('strings are ids, objects inline definitions; undefined when none is given', () => {
    expect(buildWebCallPayload('a', undefined, undefined, undefined, undefined)).toEqual({ assistantId: 'a' });
    expect(buildWebCallPayload(undefined, undefined, undefined, 'w', { x: 1 })).toEqual({
      workflowId: 'w',
      workflowOverrides: { x: 1 },
    });
    expect(buildWebCallPayload('', { o: 1 }, undefined, undefined, undefined)).toBeUndefined();
    expect(describeInputs({}, '', 'w')).toEqual({ hasAssistant: true, hasSquad: false, hasWorkflow: true });
  });
});

describe('validateRoomOptions (SPEC §5 "Call-room rules")', () => {
  it.each([
    ['userData is too large', { userData: { a: 'x'.repeat(4100) } }],
    ['userData must be serializable to JSON', { userData: { n: 1n } }],
    ['userData must be serializable to JSON', { userData: () => 1 }],
    ['strength', { inputSettings: { video: { processor: { type: 'background-blur', config: { strength: 0 } } } } }],
    ['1 to 10', { inputSettings: { video: { processor: { type: 'background-image', config: { source: 11 } } } } }],
    ['sendSettings.video must be one of', { sendSettings: { video: 'ultra' } }],
    ['sendSettings.screenVideo must be one of', { sendSettings: { screenVideo: 'default-video' } }],
    ['maxQuality', { sendSettings: { video: { maxQuality: 'max' } } }],
    ['1 to 3 layers', { sendSettings: { video: { encodings: {} } } }],
  ])('rejects with "%s"', (message, options) => {
    expect(() => validateRoomOptions(options as never)).toThrowError(message);
    expect(() => validateRoomOptions(options as never)).toThrowError(expect.objectContaining({ code: 'invalid-room-options' }) as Error);
  });

  it('accepts valid options', () => {
    expect(() =>
      validateRoomOptions({
        userName: 'Visitor',
        userData: { a: 'x'.repeat(4000) },
        inputSettings: { video: { processor: { type: 'background-blur', config: { strength: 1 } } } },
        sendSettings: { video: 'quality-optimized', screenVideo: 'detail-optimized' },
      }),
    ).not.toThrow();
  });

  it('the factory refuses bad options at once', () => {
    expect(() => createDailyTransportFactory({ roomOptions: { userData: 'x'.repeat(5000) } })).toThrowError(
      'userData is too large',
    );
  });
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
    expect((error as VoiceClientError).message).toBe(`Joining the call room failed: ${OFFLINE_REJECTION}`);
    expect(fake.last.state).toBe('error');
  });

  it('destroy() is bounded when daily’s destroy() never settles', async () => {
    const fake = new FakeDaily();
    fake.behaviour = { ...fake.behaviour, join: { kind: 'never' } };
    const transport = createDailyTransportFactory({ loadDaily: fake.loader, destroyTimeoutMs: 30 }).create(context);
    const controller = new AbortController();
    await transport.prepare(controller.signal);
    const joining = transport.join({ url: 'https://r' }, controller.signal).catch((e: unknown) => e);
    controller.abort(new Error('gave up'));
    expect(await joining).toMatchObject({ message: 'gave up' });
    const started = Date.now();
    await transport.destroy();
    expect(Date.now() - started).toBeLessThan(500);
    expect(transport.destroy()).toBe(transport.destroy());
  });
});

describe('AudioSink', () => {
  const track = { kind: 'audio' } as MediaStreamTrack;
  const options = { toMediaStream: () => new MediaStream() };

  it('one element per participant, replaced on a new track, all removed on dispose', async () => {
    const sink = new AudioSink(options);
    expect(await sink.play('a', track)).toBe(true);
    expect(await sink.play('a', track)).toBe(true);
    expect(await sink.play('b', track)).toBe(true);
    expect(document.querySelectorAll('audio')).toHaveLength(2);
    sink.dispose();
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(await sink.play('c', track)).toBe(false);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
  });

  it('an element whose play() resolves after dispose is removed', async () => {
    let release!: () => void;
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockReturnValue(new Promise<void>((r) => (release = r)));
    const sink = new AudioSink(options);
    const playing = sink.play('a', track);
    sink.dispose();
    release();
    expect(await playing).toBe(false);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
  });

  it('goes into the given parent', async () => {
    const parent = document.createElement('div');
    document.body.append(parent);
    const sink = new AudioSink({ ...options, parent: () => parent });
    await sink.play('a', track);
    expect(parent.querySelectorAll('audio')).toHaveLength(1);
    sink.dispose();
  });
});

describe('abort helpers', () => {
  it('raceAbort rejects with the reason and swallows the abandoned rejection', async () => {
    const controller = new AbortController();
    let rejectLater!: (e: unknown) => void;
    const pending = raceAbort(new Promise((_r, reject) => (rejectLater = reject)), controller.signal);
    controller.abort('why');
    await expect(pending).rejects.toBe('why');
    rejectLater(new Error('late'));
    await expect(raceAbort(Promise.resolve(1), controller.signal)).rejects.toBe('why');
  });

  it('sleep is cut by abort; settleWithin and outcomeWithin are bounded', async () => {
    const controller = new AbortController();
    const slept = sleep(10_000, controller.signal);
    controller.abort('stop');
    await expect(slept).rejects.toBe('stop');
    const start = Date.now();
    await settleWithin(new Promise(() => undefined), 20);
    expect(Date.now() - start).toBeLessThan(500);
    const signal = new AbortController().signal;
    expect(await outcomeWithin(new Promise(() => undefined), 10, signal)).toEqual({ status: 'pending' });
    expect(await outcomeWithin(Promise.reject(new Error('x')), 10, signal)).toMatchObject({ status: 'rejected' });
    expect(await outcomeWithin(Promise.resolve(2), 10, signal)).toEqual({ status: 'fulfilled', value: 2 });
  });
});

describe('errors', () => {
  it('wrap keeps the original as cause and reads daily payloads', () => {
    const wrapped = VoiceClientError.wrap('join-failed', 'plain string', 'Joining failed');
    expect(wrapped).toMatchObject({ name: 'VoiceClientError', code: 'join-failed', message: 'Joining failed: plain string' });
    expect(wrapped.cause).toBe('plain string');
    expect(wrapped).toBeInstanceOf(Error);
    expect(VoiceClientError.wrap('room-error', wrapped)).toBe(wrapped);
    expect(describeReason({ errorMsg: { errorMsg: 'nested' } })).toBe('nested');
    expect(describeReason({ a: 1 })).toBe('{"a":1}');
  });

  it('serializeError is JSON-safe and keeps code, stack and the cause chain', () => {
    const inner = new Error('inner');
    const outer = VoiceClientError.wrap('web-call-failed', inner, 'outer');
    const plain = serializeError(outer);
    expect(JSON.parse(JSON.stringify(plain))).toMatchObject({
      message: 'outer: inner',
      name: 'VoiceClientError',
      code: 'web-call-failed',
      cause: 'inner',
    });
    expect(plain.stack).toContain('VoiceClientError');
    expect(serializeError('s')).toEqual({ message: 's' });
  });
});

describe('small helpers', () => {
  it('volumeFromLevel and isMobileUserAgent', () => {
    expect(volumeFromLevel(0.075)).toBeCloseTo(0.5);
    expect(volumeFromLevel(0.3)).toBe(1);
    expect(volumeFromLevel(Number.NaN)).toBe(0);
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/156')).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });

  it('a LazyDaily shares one pending load', async () => {
    const fake = new FakeDaily();
    const lazy = new LazyDaily(fake.loader);
    await Promise.all([lazy.load(), lazy.load(), lazy.prefetch()]);
    expect(fake.loads).toBe(1);
  });
});

/**
 * The pre-call check's classification (docs/voice-client.md "Pre-call check") with fake
 * `getUserMedia`, `AudioContext`, device list and `fetch`: each microphone verdict from the
 * browser's error names and the level heard, tracks always stopped; the output from the context's
 * state and the listed devices; the round trip's median, `lost` when nothing answers; no call
 * created (the probes are `OPTIONS`, never a `POST /call/web`). Waits and the clock are fakes.
 */
import { describe, expect, it } from 'vitest';

import { PrecheckRunner } from '../../../src/common/call/precheck-runner.ts';
import { precheck, type PrecheckOptions } from '../../../src/core/voice/precheck.ts';

interface FakeEnv {
  readonly options: PrecheckOptions;
  readonly stopped: () => number;
  readonly requests: { url: string; method: string | undefined; mode: string | undefined }[];
  readonly closed: () => boolean;
}

/**
 * @param mic the microphone: an error name to reject with, `none` for a stream without audio
 *   track, or the peak level (0..1) the analyser reads.
 * @param running whether the context reaches `running`.
 * @param rtts each probe's round trip, ms, or `fail`.
 */
function env(
  mic: string | number,
  { running = true, outputs = 1, rtts = [40, 30, 50] as (number | 'fail')[] } = {},
): FakeEnv {
  let t = 0;
  let stopped = 0;
  let closed = false;
  const requests: FakeEnv['requests'] = [];
  const track = { stop: () => void stopped++ };
  const stream = {
    getAudioTracks: () => (mic === 'none' ? [] : [track]),
    getTracks: () => (mic === 'none' ? [] : [track]),
  } as unknown as MediaStream;
  const context = {
    state: 'suspended' as AudioContextState,
    resume() {
      if (running) this.state = 'running';
      return Promise.resolve();
    },
    close() {
      closed = true;
      this.state = 'closed';
      return Promise.resolve();
    },
    createMediaStreamSource: () => ({ connect: () => undefined, disconnect: () => undefined }),
    createAnalyser: () => ({
      fftSize: 0,
      getFloatTimeDomainData(samples: Float32Array) {
        samples.fill(0);
        if (typeof mic === 'number') samples[7] = -mic;
      },
    }),
  };
  const options: PrecheckOptions = {
    apiUrl: 'https://api.example/api/',
    getUserMedia: () =>
      typeof mic === 'string' && mic !== 'none'
        ? Promise.reject(Object.assign(new Error(mic), { name: mic }))
        : Promise.resolve(stream),
    createAudioContext: () => context as unknown as AudioContext,
    enumerateDevices: () =>
      Promise.resolve([
        { kind: 'audioinput' },
        ...Array.from({ length: outputs }, () => ({ kind: 'audiooutput' })),
      ] as MediaDeviceInfo[]),
    canChooseOutput: true,
    fetch: ((url: string, init: RequestInit) => {
      requests.push({ url, method: init.method, mode: init.mode });
      const rtt = rtts[requests.length - 1] ?? 'fail';
      if (rtt === 'fail') return Promise.reject(new TypeError('Failed to fetch'));
      t += rtt;
      return Promise.resolve(new Response(null, { status: 405 }));
    }) as unknown as typeof fetch,
    now: () => t,
    wait: () => Promise.resolve(),
  };
  return { options, stopped: () => stopped, requests, closed: () => closed };
}

describe('precheck', () => {
  it('a microphone that hears speech, a running output, a quick link: ok, ok, good', async () => {
    const e = env(0.2);
    expect(await precheck(e.options)).toEqual({
      microphone: 'ok',
      output: 'ok',
      rttMs: 40,
      quality: 'good',
    });
    expect(e.stopped()).toBe(1);
    expect(e.closed()).toBe(true);
    // Three OPTIONS probes (the preflight of a POST) to {api-url}/call/web: nothing is created, nothing billed.
    expect(e.requests).toEqual([
      { url: 'https://api.example/api/call/web', method: 'OPTIONS', mode: undefined },
      { url: 'https://api.example/api/call/web', method: 'OPTIONS', mode: undefined },
      { url: 'https://api.example/api/call/web', method: 'OPTIONS', mode: undefined },
    ]);
    expect(e.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('a microphone below the threshold for the whole listen is silent; its track is stopped', async () => {
    const e = env(0.005);
    expect((await precheck(e.options)).microphone).toBe('silent');
    expect(e.stopped()).toBe(1);
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'missing'],
    ['OverconstrainedError', 'missing'],
    ['none', 'missing'],
  ])('getUserMedia %s gives %s', async (name, verdict) => {
    expect((await precheck(env(name).options)).microphone).toBe(verdict);
  });

  it('no audio output: a context that never runs, or a device list without outputs', async () => {
    expect((await precheck(env(0.2, { running: false }).options)).output).toBe('none');
    expect((await precheck(env(0.2, { outputs: 0 }).options)).output).toBe('none');
    // A browser that cannot choose outputs never lists them: it cannot say, so ok.
    const e = env(0.2, { outputs: 0 });
    expect((await precheck({ ...e.options, canChooseOutput: false })).output).toBe('ok');
  });

  it('rates the median round trip; a lost probe leaves the others; none answered is lost', async () => {
    expect(await precheck(env(0.2, { rtts: [900, 300, 320] }).options)).toMatchObject({
      rttMs: 320,
      quality: 'fair',
    });
    expect(await precheck(env(0.2, { rtts: ['fail', 600, 700] }).options)).toMatchObject({
      rttMs: 650,
      quality: 'poor',
    });
    expect(await precheck(env(0.2, { rtts: ['fail', 'fail', 'fail'] }).options)).toMatchObject({
      rttMs: undefined,
      quality: 'lost',
    });
  });
});

describe('PrecheckRunner', () => {
  it('a second run while one is under way joins it; the state follows', async () => {
    let finish: (r: Awaited<ReturnType<typeof precheck>>) => void = () => {};
    let runs = 0;
    const runner = new PrecheckRunner(
      () => '/api',
      (options) => {
        runs++;
        expect(options.apiUrl).toBe('/api');
        return new Promise((resolve) => (finish = resolve));
      },
    );
    const first = runner.run(undefined);
    const second = runner.run(undefined);
    expect(second).toBe(first);
    expect(runs).toBe(1);
    expect(runner.getSnapshot()).toEqual({ running: true, result: undefined });
    const result = { microphone: 'ok', output: 'ok', rttMs: 12, quality: 'good' } as const;
    finish(result);
    expect(await first).toBe(result);
    expect(runner.getSnapshot()).toEqual({ running: false, result });
    void runner.run(undefined);
    expect(runs).toBe(2);
  });
});

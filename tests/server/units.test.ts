// @vitest-environment node
/**
 * Units of the local platform: VAD, resampler, WAV reader, pacing clock,
 * message parser, assistant data and the espeak-ng synthesizer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssistants, parseAssistant, type Assistant } from '../../server/dialogue/assistants.ts';
import { FrameClock, Playback } from '../../server/audio/pacer.ts';
import { FRAME_BYTES, rmsS16, silence, tone } from '../../server/audio/pcm.ts';
import { parseClientMessage } from '../../src/core/protocol/parse-client-message.ts';
import { resample } from '../../server/audio/resample.ts';
import { Synthesizer, wavToWirePcm } from '../../server/audio/tts.ts';
import { EnergyVad, type VadEvent } from '../../server/audio/vad.ts';
import { parseWav } from '../../server/audio/wav.ts';

function sine(n: number, hz: number, rate: number, amplitude = 0.5): Float32Array {
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = amplitude * Math.sin((2 * Math.PI * hz * i) / rate);
  return out;
}

function rms(x: Float32Array, from = 0, to = x.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (x[i] as number) ** 2;
  return Math.sqrt(sum / (to - from));
}

function zeroCrossings(x: Float32Array, from: number, to: number): number {
  let n = 0;
  for (let i = from + 1; i < to; i++) if ((x[i - 1] as number) < 0 !== (x[i] as number) < 0) n++;
  return n;
}

function wavFile(samples: Int16Array, rate: number, extraChunk = false): Uint8Array {
  const extra = extraChunk ? 12 : 0;
  const buf = Buffer.alloc(44 + extra + samples.length * 2);
  buf.write('RIFF', 0, 'latin1');
  buf.writeUInt32LE(buf.length - 8, 4);
  buf.write('WAVE', 8, 'latin1');
  let o = 12;
  if (extraChunk) {
    buf.write('LIST', o, 'latin1');
    buf.writeUInt32LE(4, o + 4);
    buf.write('INFO', o + 8, 'latin1');
    o += 12;
  }
  buf.write('fmt ', o, 'latin1');
  buf.writeUInt32LE(16, o + 4);
  buf.writeUInt16LE(1, o + 8);
  buf.writeUInt16LE(1, o + 10);
  buf.writeUInt32LE(rate, o + 12);
  buf.writeUInt32LE(rate * 2, o + 16);
  buf.writeUInt16LE(2, o + 20);
  buf.writeUInt16LE(16, o + 22);
  buf.write('data', o + 24, 'latin1');
  buf.writeUInt32LE(samples.length * 2, o + 28);
  for (let i = 0; i < samples.length; i++) buf.writeInt16LE(samples[i] as number, o + 32 + i * 2);
  return buf;
}

describe('EnergyVad', () => {
  function run(vad: EnergyVad, pcm: Buffer, chunk = FRAME_BYTES): VadEvent[] {
    const events: VadEvent[] = [];
    for (let i = 0; i < pcm.length; i += chunk) events.push(...vad.push(pcm.subarray(i, i + chunk)));
    return events;
  }

  it('1 s of speech then 800 ms of silence: start at 0, end at 1000 ms, reported after 700 ms of silence', () => {
    const vad = new EnergyVad();
    const events = run(vad, Buffer.concat([tone(1000), silence(680)]));
    expect(events).toEqual([{ type: 'speech-start', atMs: 0 }]);
    expect(vad.speaking).toBe(true);
    expect(vad.speechMs).toBe(1000);
    expect(run(vad, silence(20))).toEqual([{ type: 'speech-end', atMs: 1000, durationMs: 1000 }]);
    expect(vad.speaking).toBe(false);
  });

  it('gives the same events whatever the chunking (odd sizes, 1 s blocks)', () => {
    const pcm = Buffer.concat([silence(300), tone(900), silence(800), tone(400), silence(800)]);
    const reference = run(new EnergyVad(), pcm);
    expect(reference).toHaveLength(4);
    expect(run(new EnergyVad(), pcm, 333)).toEqual(reference);
    expect(run(new EnergyVad(), pcm, 32_000)).toEqual(reference);
    expect(run(new EnergyVad(), pcm, 2)).toEqual(reference);
  });

  it('rejects clicks shorter than minSpeechMs', () => {
    const vad = new EnergyVad();
    const click = Buffer.concat([tone(100, 1500, 0.9), silence(300)]);
    expect(run(vad, Buffer.concat([click, click, click, silence(800)]))).toEqual([]);
  });

  it('has hysteresis: a level between the thresholds cannot start speech but keeps it going', () => {
    // RMS of a 0.02-peak sine is ~0.014: above stopRms (0.01), below startRms (0.02).
    const between = tone(1000, 200, 0.02);
    expect(run(new EnergyVad(), Buffer.concat([between, silence(800)]))).toEqual([]);
    const vad = new EnergyVad();
    const events = run(vad, Buffer.concat([tone(300), between, silence(800)]));
    expect(events).toEqual([
      { type: 'speech-start', atMs: 0 },
      { type: 'speech-end', atMs: 1300, durationMs: 1300 },
    ]);
  });

  it('flush() ends speech at once and drops an onset', () => {
    const vad = new EnergyVad();
    run(vad, tone(400));
    expect(vad.flush()).toEqual({ type: 'speech-end', atMs: 400, durationMs: 400 });
    expect(vad.flush()).toBeUndefined();
    run(vad, tone(60));
    expect(vad.flush()).toBeUndefined();
  });

  it('rejects inverted thresholds', () => {
    expect(() => new EnergyVad({ startRms: 0.01, stopRms: 0.05 })).toThrow(RangeError);
  });
});

describe('resample', () => {
  const from = 22_050;
  const to = 16_000;

  it('keeps a 1 kHz tone: length, frequency and level', () => {
    const input = sine(from, 1000, from); // 1 s
    const out = resample(input, from, to);
    expect(out.length).toBe(16_000);
    // Away from the edges: 2 zero crossings per period.
    expect(zeroCrossings(out, 1000, 15_000)).toBeGreaterThanOrEqual(1748);
    expect(zeroCrossings(out, 1000, 15_000)).toBeLessThanOrEqual(1752);
    expect(rms(out, 1000, 15_000)).toBeCloseTo(0.5 / Math.SQRT2, 3);
  });

  it('passes speech frequencies (3 kHz within 0.1 dB) and DC exactly', () => {
    const out = resample(sine(from, 3000, from), from, to);
    expect(20 * Math.log10(rms(out, 1000, 15_000) / (0.5 / Math.SQRT2))).toBeGreaterThan(-0.1);
    const dc = resample(new Float32Array(2000).fill(0.25), from, to);
    expect(dc[700]).toBeCloseTo(0.25, 5);
  });

  it('filters what would alias: a 10 kHz tone (over the 8 kHz Nyquist) drops by more than 60 dB', () => {
    const out = resample(sine(from, 10_000, from), from, to);
    expect(20 * Math.log10(rms(out, 1000, 15_000) / (0.5 / Math.SQRT2))).toBeLessThan(-60);
  });

  it('upsamples too, and rejects bad rates', () => {
    expect(resample(sine(1600, 100, 16_000), 16_000, 48_000).length).toBe(4800);
    expect(resample(new Float32Array(10), 16_000, 16_000)).toHaveLength(10);
    expect(() => resample(new Float32Array(1), 0, 16_000)).toThrow(RangeError);
    expect(() => resample(new Float32Array(1), 22_050.5, 16_000)).toThrow(RangeError);
  });
});

describe('parseWav', () => {
  it('reads espeak-style PCM, skipping unknown chunks', () => {
    const samples = Int16Array.from([0, 1000, -1000, 32767, -32768]);
    for (const extra of [false, true]) {
      const wav = parseWav(wavFile(samples, 22_050, extra));
      expect(wav.sampleRate).toBe(22_050);
      expect(wav.channels).toBe(1);
      expect([...wav.samples]).toEqual([...samples]);
    }
  });

  it('reads a data chunk whose size runs past the end, and rejects garbage', () => {
    const file = Buffer.from(wavFile(Int16Array.from([1, 2, 3]), 8000));
    file.writeUInt32LE(0x7fffffff, 40);
    expect([...parseWav(file).samples]).toEqual([1, 2, 3]);
    expect(() => parseWav(Buffer.from('hello world, not a wav'))).toThrow(/RIFF/);
    const float = Buffer.from(wavFile(Int16Array.from([1]), 8000));
    float.writeUInt16LE(3, 20);
    expect(() => parseWav(float)).toThrow(/unsupported/);
  });

  it('wavToWirePcm gives 16 kHz s16le in whole 640-byte frames, trimmed', () => {
    const n = 22_050;
    const samples = new Int16Array(n);
    for (let i = 5000; i < 16_000; i++) samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 22_050));
    const pcm = wavToWirePcm(wavFile(samples, 22_050));
    expect(pcm.length % FRAME_BYTES).toBe(0);
    // 11 000 samples of tone at 22 050 Hz ≈ 499 ms, plus 2 × 40 ms kept around it, rounded up to frames.
    expect(pcm.length / 32).toBeGreaterThanOrEqual(560);
    expect(pcm.length / 32).toBeLessThanOrEqual(600);
    expect(rmsS16(pcm)).toBeGreaterThan(0.1);
  });
});

describe('pacing', () => {
  it('sends one frame per interval against the start time: no drift, and catches up after a stall', async () => {
    const clock = new FrameClock();
    const pcm = Buffer.alloc(FRAME_BYTES * 50);
    const times: number[] = [];
    let doneAt = 0;
    const playback = new Playback(pcm, 20, {
      frame: (f) => {
        expect(f.length).toBe(FRAME_BYTES);
        times.push(performance.now());
        return true;
      },
      done: () => {
        doneAt = performance.now();
      },
    });
    const t0 = performance.now();
    playback.start(clock);
    // Block the event loop for 100 ms in the middle.
    await new Promise((r) => setTimeout(r, 300));
    const busyUntil = performance.now() + 100;
    while (performance.now() < busyUntil) {
      /* stall */
    }
    await new Promise((r) => setTimeout(r, 800));
    expect(times).toHaveLength(50);
    for (const [i, t] of times.entries()) expect(t - t0).toBeGreaterThanOrEqual(i * 20 - 1);
    // The last frame is due at 980 ms; the stall did not push it back.
    expect((times[49] as number) - t0).toBeLessThan(980 + 25);
    expect(doneAt - t0).toBeGreaterThanOrEqual(999);
    expect(doneAt - t0).toBeLessThan(1000 + 25);
    expect(clock.size).toBe(0);
  });

  it('mute sends silent frames; stop ends without done; a refused frame stops it', async () => {
    const clock = new FrameClock();
    const pcm = Buffer.alloc(FRAME_BYTES * 10, 7);
    const frames: Buffer[] = [];
    let done = false;
    const p = new Playback(pcm, 1, { frame: (f) => (frames.push(f), true), done: () => (done = true) });
    p.muted = true;
    p.start(clock);
    await new Promise((r) => setTimeout(r, 60));
    expect(frames).toHaveLength(10);
    expect(frames.every((f) => f.every((b) => b === 0))).toBe(true);
    expect(done).toBe(true);

    let sent = 0;
    const refused = new Playback(pcm, 1, { frame: () => ++sent < 3, done: () => (done = false) });
    refused.start(clock);
    await new Promise((r) => setTimeout(r, 60));
    expect(sent).toBe(3);
    expect(done).toBe(true);

    const stopped = new Playback(pcm, 20, { frame: () => true, done: () => (done = false) });
    stopped.start(clock);
    stopped.stop(clock);
    await new Promise((r) => setTimeout(r, 250));
    expect(stopped.framesSent).toBe(1);
    expect(done).toBe(true);
  });
});

describe('parseClientMessage', () => {
  const parse = (value: unknown) => parseClientMessage(Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)));

  it('applies SPEC §3 say defaults (all flags false)', () => {
    expect(parse({ type: 'say', message: 'Hola' })).toEqual({
      ok: true,
      message: { type: 'say', message: 'Hola', endCallAfterSpoken: false, interruptionsEnabled: false, interruptAssistantEnabled: false },
    });
  });

  it('accepts the other messages and names the problem otherwise', () => {
    expect(parse({ type: 'end-call' })).toEqual({ ok: true, message: { type: 'end-call' } });
    expect(parse({ type: 'control', control: 'say-first-message', videoRecordingStartDelaySeconds: 1 })).toEqual({ ok: true, message: { type: 'control', control: 'say-first-message' } });
    expect(parse({ type: 'add-message', message: { role: 'user', content: 'hi' }, triggerResponseEnabled: false })).toMatchObject({ ok: true });
    expect(parse('nope')).toMatchObject({ ok: false, code: 'bad-json' });
    expect(parse('null')).toMatchObject({ ok: false, code: 'unknown-message' });
    expect(parse({})).toMatchObject({ ok: false, code: 'unknown-message' });
    expect(parse({ type: 'x'.repeat(1000) })).toMatchObject({ ok: false, code: 'unknown-message' });
    expect(parse(`{"type":"say","message":"${'x'.repeat(16 * 1024)}"}`)).toMatchObject({ ok: false, code: 'message-too-large' });
  });
});

describe('assistants', () => {
  let sofia: Assistant;
  beforeAll(async () => {
    sofia = (await loadAssistants()).get('sofia') as Assistant;
  });

  it('sofia speaks es and he, with the recorded demo topics in order, ending the call after the goodbye', () => {
    const topics = ['greeting-and-name', 'phone', 'needed-solution', 'confirmation', 'data-sent', 'representative-will-call', 'goodbye'];
    expect(sofia.interruptionsEnabled).toBe(true);
    for (const language of ['es', 'he'] as const) {
      const script = sofia.languages[language];
      expect(script).toBeDefined();
      if (!script) continue;
      expect([script.firstMessage, ...script.script].map((l) => l.topic)).toEqual(topics);
      expect(script.script.filter((l) => l.endCall)).toEqual([script.script.at(-1)]);
      expect(script.firstMessage.text).toMatch(language === 'es' ? /TeleNova.*Sofía/ : /טלנובה.*סופיה/);
    }
    expect(sofia.languages.es?.voice).toEqual({ name: 'es+f3', pitch: 55 });
    expect(sofia.languages.he?.voice).toEqual({ name: 'he+f3' });
    // Hebrew is spoken from phoneme input, one [[…]] block per clause, and shown as Hebrew text.
    const he = sofia.languages.he;
    for (const line of he ? [he.firstMessage, ...he.script] : []) {
      expect(line.phonemes).toMatch(/^\[\[.*\]\]\W*$/);
      expect(line.text).toMatch(/[\u0590-\u05ff]/);
    }
  });

  it('rejects invalid data files with the field named', () => {
    expect(() => parseAssistant({ id: 'x', languages: {} }, 'x.json')).toThrow(/x\.json: languages/);
    expect(() => parseAssistant({ id: 'bad id', languages: {} })).toThrow(/id/);
    const line = { topic: 't', text: 'hola' };
    const lang = { name: 'A', voice: { name: 'es' }, firstMessage: line, script: [line] };
    expect(parseAssistant({ id: 'a', languages: { es: lang } }).interruptionsEnabled).toBe(true);
    expect(() => parseAssistant({ id: 'a', languages: { fr: lang } })).toThrow(/languages\.fr/);
    expect(() => parseAssistant({ id: 'a', languages: { es: { ...lang, voice: { name: 'es', pitch: 200 } } } })).toThrow(/pitch/);
    expect(() => parseAssistant({ id: 'a', languages: { es: { ...lang, script: [] } } })).toThrow(/script/);
    expect(() => parseAssistant({ id: 'a', languages: { he: { ...lang, firstMessage: { ...line, phonemes: 'no brackets' } } } })).toThrow(/phonemes/);
  });
});

describe('Synthesizer (espeak-ng WASM in a worker)', () => {
  const synthesizer = new Synthesizer();
  afterAll(() => synthesizer.close());

  it('speaks Spanish as wire PCM: whole 20 ms frames, audible, cached', async () => {
    const voice = { name: 'es+f3', pitch: 55 };
    const pcm = await synthesizer.synthesize(voice, 'Buenos días, le atiende Sofía.');
    expect(pcm.length % FRAME_BYTES).toBe(0);
    const seconds = pcm.length / 32_000;
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(5);
    expect(rmsS16(pcm)).toBeGreaterThan(0.03);
    const before = synthesizer.stats().synthesized;
    expect(await synthesizer.synthesize(voice, 'Buenos días, le atiende Sofía.')).toBe(pcm);
    expect(synthesizer.stats().synthesized).toBe(before);
  });

  it('speaks Hebrew phoneme input', async () => {
    const pcm = await synthesizer.synthesize({ name: 'he+f3' }, "[[Sal'om]], [[tod'a Q\"ab'a]].");
    expect(pcm.length / 32_000).toBeGreaterThan(0.5);
    expect(rmsS16(pcm)).toBeGreaterThan(0.03);
  });

  it('never takes the text for options, and rejects empty or too long input and unknown voices', async () => {
    const pcm = await synthesizer.synthesize({ name: 'es+f3' }, '-v en --help');
    expect(pcm.length).toBeGreaterThan(0);
    await expect(synthesizer.synthesize({ name: 'es+f3' }, '  \n ')).rejects.toThrow(RangeError);
    await expect(synthesizer.synthesize({ name: 'es+f3' }, 'a'.repeat(2001))).rejects.toThrow(RangeError);
    await expect(synthesizer.synthesize({ name: 'zz-nope' }, 'hola')).rejects.toThrow();
    // Still working afterwards.
    expect((await synthesizer.synthesize({ name: 'es+f3' }, 'Sigo aquí.')).length).toBeGreaterThan(0);
  }, 20_000); // five syntheses in a worker: over the default 5 s on a loaded 2-core runner

  it('stops idle workers and starts one again on demand', async () => {
    const idle = new Synthesizer({ idleWorkerMs: 100 });
    try {
      await idle.synthesize({ name: 'es+f3' }, 'Uno.');
      expect(idle.workers).toBe(1);
      await new Promise((r) => setTimeout(r, 250));
      expect(idle.workers).toBe(0);
      expect((await idle.synthesize({ name: 'es+f3' }, 'Dos.')).length).toBeGreaterThan(0);
    } finally {
      await idle.close();
    }
    await expect(idle.synthesize({ name: 'es+f3' }, 'Tres.')).rejects.toThrow(/closed/);
    // Two cold worker starts (espeak-ng WASM): on a loaded 2-core runner they once took over the default 5 s.
  }, 20_000);
});

/**
 * Generates the recorded demo call audio from the transcript (docs/behaviour.md §3 "Transcript line", §9 "Demo duration").
 *
 * Usage: `npx tsx scripts/build/gen-audio.ts`
 *
 * For each language (es, he) every transcript line is synthesized with espeak-ng in its speaker's voice,
 * re-synthesized at a words-per-minute rate that fills its [startTime, endTime) slot (minus a margin),
 * silence-trimmed, placed at exactly startTime and mixed into one mono track of exactly DEMO_DURATION_S
 * seconds. The mix is checked (speech inside every slot, silence between slots) and encoded to
 * `demo-host/audio/demo-call-{es,he}.{m4a,mp3}`.
 *
 * Needs espeak-ng, sox (with libsox-fmt-all) and ffmpeg/ffprobe (Debian packages). Deterministic: the
 * WAV mixes are bit-identical between runs (their SHA-256 is printed), and encoder metadata is stripped.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  DEMO_DURATION_S,
  type Speaker,
  TRANSCRIPT,
  type TranscriptLine,
} from '../../src/common/demo/transcript-data.ts';
import { PHONEMES_HE } from '../lib/demo-phonemes.ts';
import { TRIM_SILENCE } from '../lib/sox.ts';

type Lang = 'es' | 'he';

/** espeak-ng voice arguments per language and speaker. */
const VOICES: Record<Lang, Record<Speaker, readonly string[]>> = {
  es: { assistant: ['-v', 'es+f3', '-p', '55'], client: ['-v', 'es-419+m3', '-p', '40'] },
  he: { assistant: ['-v', 'he+f3'], client: ['-v', 'he+m3'] },
};

/** espeak-ng output sample rate, Hz. Every placement is computed in whole samples at this rate. */
const SAMPLE_RATE_HZ = 22050;
/** First synthesis rate, words per minute. */
const BASE_WPM = 150;
/** Slowest rate used to fill a slot, words per minute. */
const MIN_WPM = 140;
/** Fastest acceptable rate; a line that needs more has too much text for its slot. */
const MAX_WPM = 185;
/** Silence kept at the end of every slot, seconds. */
const SLOT_MARGIN_S = 0.1;
/** Peak level of the normalised mix, dBFS. */
const PEAK_DBFS = -1;
/** Self-check: a slot must have at least this RMS amplitude (full scale = 1). */
const MIN_SLOT_RMS = 0.03;
/** Self-check: the first HEAD_S seconds of a slot must reach this peak amplitude (speech starts on time). */
const MIN_HEAD_PEAK = 0.05;
const HEAD_S = 0.3;
/** Self-check: gaps between slots must stay below this peak amplitude. */
const MAX_GAP_PEAK = 0.001;
/** Allowed deviation of the encoded durations from DEMO_DURATION_S, seconds. */
const DURATION_TOLERANCE_S = 0.1;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = join(ROOT, 'demo-host', 'audio');

/** Thrown for any expected failure; main() prints its message and exits with status 1. */
class GenAudioError extends Error {
  override name = 'GenAudioError';
}

function run(cmd: string, args: readonly string[]): string {
  const res = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (res.error) throw new GenAudioError(`${cmd} could not be started: ${res.error.message}`);
  if (res.status !== 0) {
    throw new GenAudioError(`${cmd} ${args.join(' ')}\nexited with ${res.status}:\n${res.stderr}`);
  }
  // sox prints `stat` results on stderr; callers that need them read both streams.
  return `${res.stdout}${res.stderr}`;
}

function requireTools(): void {
  const tools: [string, string[], string][] = [
    ['espeak-ng', ['--version'], 'espeak-ng'],
    ['sox', ['--version'], 'sox libsox-fmt-all'],
    ['ffmpeg', ['-version'], 'ffmpeg'],
    ['ffprobe', ['-version'], 'ffmpeg'],
  ];
  const missing = tools.filter(([cmd, args]) => {
    const res = spawnSync(cmd, args, { encoding: 'utf8' });
    return res.error !== undefined || res.status !== 0;
  });
  if (missing.length > 0) {
    const pkgs = [...new Set(missing.map(([, , pkg]) => pkg))].join(' ');
    throw new GenAudioError(
      `missing tool(s): ${missing.map(([cmd]) => cmd).join(', ')}. Install with: apt-get install -y ${pkgs}`,
    );
  }
  const encoders = run('ffmpeg', ['-hide_banner', '-encoders']);
  if (!/\blibmp3lame\b/.test(encoders))
    throw new GenAudioError('ffmpeg lacks the libmp3lame encoder');
  if (!/^\s*A\S*\s+aac\s/m.test(encoders)) throw new GenAudioError('ffmpeg lacks the aac encoder');
}

function durationS(wav: string): number {
  const d = Number(run('sox', ['--i', '-D', wav]).trim());
  if (!Number.isFinite(d)) throw new GenAudioError(`cannot read the duration of ${wav}`);
  return d;
}

/** Synthesizes one line at `wpm` and trims the silence around it; returns the trimmed file's duration, seconds. */
function synthesize(
  lang: Lang,
  line: TranscriptLine,
  wpm: number,
  raw: string,
  trimmed: string,
): number {
  const input = lang === 'es' ? line.textEs : PHONEMES_HE[TRANSCRIPT.indexOf(line)];
  if (input === undefined)
    throw new GenAudioError(`he line at ${line.startTime} s has no phonemes in demo-phonemes.ts`);
  run('espeak-ng', [...VOICES[lang][line.speaker], '-s', String(wpm), '-w', raw, input]);
  run('sox', ['-D', '-R', raw, trimmed, ...TRIM_SILENCE]);
  const d = durationS(trimmed);
  if (d < 0.3)
    throw new GenAudioError(
      `${lang} line at ${line.startTime} s: espeak-ng produced almost no speech`,
    );
  return d;
}

interface Fit {
  readonly wpm: number;
  readonly spokenS: number;
}

/** Picks the rate that fills the slot (clamped to MIN_WPM..MAX_WPM) and leaves trimmed speech in `trimmed`. */
function fitLine(lang: Lang, line: TranscriptLine, raw: string, trimmed: string): Fit {
  const availS = line.endTime - line.startTime - SLOT_MARGIN_S;
  const baseS = synthesize(lang, line, BASE_WPM, raw, trimmed);
  let wpm = Math.max(MIN_WPM, Math.ceil((BASE_WPM * baseS) / availS));
  for (;;) {
    if (wpm > MAX_WPM) {
      throw new GenAudioError(
        `${lang} line at ${line.startTime} s needs more than ${MAX_WPM} wpm to fit ${availS.toFixed(2)} s: shorten its text or widen its slot`,
      );
    }
    const spokenS = synthesize(lang, line, wpm, raw, trimmed);
    if (spokenS <= availS) return { wpm, spokenS };
    wpm += 2;
  }
}

interface Stat {
  readonly rms: number;
  readonly peak: number;
}

function stat(wav: string, startS: number, lengthS: number): Stat {
  const out = run('sox', [wav, '-n', 'trim', startS.toFixed(4), lengthS.toFixed(4), 'stat']);
  const num = (label: string): number => {
    const m = new RegExp(`^${label}:\\s+(-?[\\d.]+)`, 'm').exec(out);
    if (!m?.[1]) throw new GenAudioError(`cannot parse "${label}" from sox stat:\n${out}`);
    return Number(m[1]);
  };
  return { rms: num('RMS\\s+amplitude'), peak: num('Maximum amplitude') };
}

interface MixCheck {
  readonly problems: readonly string[];
  /** Summary of the measured levels, for the report. */
  readonly summary: string;
}

/** Verifies speech energy inside every slot (and at its start) and silence in every gap between slots. */
function checkMix(lang: Lang, mix: string): MixCheck {
  const problems: string[] = [];
  let minRms = Infinity;
  let minHead = Infinity;
  let maxGap = 0;
  TRANSCRIPT.forEach((line, i) => {
    const slot = stat(mix, line.startTime, line.endTime - line.startTime);
    const head = stat(mix, line.startTime, HEAD_S);
    minRms = Math.min(minRms, slot.rms);
    minHead = Math.min(minHead, head.peak);
    if (slot.rms < MIN_SLOT_RMS)
      problems.push(`${lang} line ${i + 1}: slot RMS ${slot.rms} < ${MIN_SLOT_RMS}`);
    if (head.peak < MIN_HEAD_PEAK) {
      problems.push(
        `${lang} line ${i + 1}: no speech in the first ${HEAD_S} s (peak ${head.peak})`,
      );
    }
  });
  const gaps: [number, number][] = [[0, TRANSCRIPT[0]?.startTime ?? 0]];
  for (let i = 1; i < TRANSCRIPT.length; i++) {
    gaps.push([TRANSCRIPT[i - 1]?.endTime ?? 0, TRANSCRIPT[i]?.startTime ?? 0]);
  }
  for (const [from, to] of gaps) {
    if (to - from <= 0) continue;
    const gap = stat(mix, from, to - from);
    maxGap = Math.max(maxGap, gap.peak);
    if (gap.peak > MAX_GAP_PEAK)
      problems.push(`${lang} gap ${from}–${to} s is not silent (peak ${gap.peak})`);
  }
  return {
    problems,
    summary: `min slot RMS ${minRms.toFixed(3)}, min peak in first ${HEAD_S} s ${minHead.toFixed(3)}, max gap peak ${maxGap.toFixed(6)}`,
  };
}

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

function probeDurationS(file: string): number {
  const out = run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=nw=1:nk=1',
    file,
  ]);
  return Number(out.trim());
}

function buildLanguage(lang: Lang, work: string): string {
  const placed: string[] = [];
  console.log(`\n[${lang}] line  speaker    slot (s)         slot  spoken  fill   wpm`);
  TRANSCRIPT.forEach((line, i) => {
    const raw = join(work, `${lang}-${i}-raw.wav`);
    const trimmed = join(work, `${lang}-${i}-trim.wav`);
    const out = join(work, `${lang}-${i}-placed.wav`);
    const { wpm, spokenS } = fitLine(lang, line, raw, trimmed);
    const startSamples = Math.round(line.startTime * SAMPLE_RATE_HZ);
    run('sox', ['-D', '-R', trimmed, out, 'pad', `${startSamples}s`]);
    placed.push(out);
    const slotS = line.endTime - line.startTime;
    console.log(
      `[${lang}] ${String(i + 1).padStart(4)}  ${line.speaker.padEnd(9)}  ` +
        `${line.startTime.toFixed(2).padStart(6)}–${line.endTime.toFixed(2).padEnd(6)}  ${slotS.toFixed(2).padStart(6)}  ` +
        `${spokenS.toFixed(2).padStart(6)}  ${((100 * spokenS) / slotS).toFixed(0).padStart(3)}%  ${String(wpm).padStart(4)}`,
    );
  });

  const totalSamples = Math.round(DEMO_DURATION_S * SAMPLE_RATE_HZ);
  const silence = join(work, `${lang}-silence.wav`);
  run('sox', [
    '-D',
    '-R',
    '-r',
    String(SAMPLE_RATE_HZ),
    '-c',
    '1',
    '-n',
    '-b',
    '16',
    silence,
    'trim',
    '0',
    `${totalSamples}s`,
  ]);
  const mix = join(work, `demo-call-${lang}.wav`);
  // Lines never overlap, so each input keeps unity gain (-v 1) instead of sox's default 1/n.
  const inputs = [silence, ...placed].flatMap((f) => ['-v', '1', f]);
  run('sox', [
    '-D',
    '-R',
    '-m',
    ...inputs,
    mix,
    'trim',
    '0',
    `${totalSamples}s`,
    'gain',
    '-n',
    String(PEAK_DBFS),
  ]);

  const mixS = durationS(mix);
  if (Math.abs(mixS - DEMO_DURATION_S) > 1 / SAMPLE_RATE_HZ) {
    throw new GenAudioError(`${lang} mix is ${mixS} s, expected ${DEMO_DURATION_S} s`);
  }
  const check = checkMix(lang, mix);
  if (check.problems.length > 0) {
    throw new GenAudioError(
      `self-check failed (${check.summary}):\n  ${check.problems.join('\n  ')}`,
    );
  }
  console.log(`[${lang}] self-check passed: ${check.summary}`);
  console.log(`[${lang}] mix ${mixS.toFixed(3)} s, sha256 ${sha256(mix)}`);
  return mix;
}

function encode(lang: Lang, mix: string, work: string): string[] {
  const common = [
    '-y',
    '-hide_banner',
    '-loglevel',
    'error',
    '-i',
    mix,
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-ac',
    '1',
  ];
  const m4a = join(work, `demo-call-${lang}.m4a`);
  const mp3 = join(work, `demo-call-${lang}.mp3`);
  run('ffmpeg', [
    ...common,
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-flags:a',
    '+bitexact',
    '-movflags',
    '+faststart',
    m4a,
  ]);
  run('ffmpeg', [...common, '-c:a', 'libmp3lame', '-b:a', '32k', '-id3v2_version', '0', mp3]);
  return [m4a, mp3];
}

function main(): void {
  requireTools();
  const work = mkdtempSync(join(tmpdir(), 'gen-audio-'));
  try {
    mkdirSync(OUT_DIR, { recursive: true });
    const written: string[] = [];
    for (const lang of ['es', 'he'] as const) {
      const mix = buildLanguage(lang, work);
      for (const file of encode(lang, mix, work)) {
        const dest = join(OUT_DIR, file.slice(work.length + 1));
        copyFileSync(file, dest);
        written.push(dest);
      }
    }
    console.log('\nfile                              duration (s)   size (KB)  sha256');
    const bad: string[] = [];
    for (const file of written) {
      const d = probeDurationS(file);
      if (!(Math.abs(d - DEMO_DURATION_S) <= DURATION_TOLERANCE_S)) bad.push(`${file}: ${d} s`);
      console.log(
        `${file.slice(ROOT.length + 1).padEnd(34)}${d.toFixed(3).padStart(12)}${(statSync(file).size / 1024).toFixed(0).padStart(12)}  ${sha256(file).slice(0, 16)}`,
      );
    }
    if (bad.length > 0) {
      throw new GenAudioError(
        `encoded durations off by more than ${DURATION_TOLERANCE_S} s:\n  ${bad.join('\n  ')}`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  main();
} catch (err) {
  console.error(
    `gen-audio: ${err instanceof GenAudioError ? err.message : String((err as Error)?.stack ?? err)}`,
  );
  process.exit(1);
}

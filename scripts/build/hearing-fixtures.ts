/**
 * Generates the recorded PCM fixtures of the hearing tests and of `bench:turns`
 * (docs/platform.md "Turn-taking", "Echo"): raw s16le, 16 kHz, mono, a few seconds each, kept in
 * `tests/server/audio/fixtures/`.
 *
 * Usage: `npx tsx scripts/build/hearing-fixtures.ts`. Needs espeak-ng and sox (Debian packages).
 * Deterministic: sox's noise uses a fixed seed (`-R`).
 *
 * - `visitor-es.pcm`, `visitor-he.pcm`: a visitor's answer (es-419+m3, he+m3 with phoneme input);
 * - `assistant-es.pcm`: the assistant's voice (es+f3), the downlink that comes back as echo;
 * - `pink.pcm`, `brown.pcm`: 3 s of pink and brown noise at −20 dBFS RMS.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { TRIM_SILENCE } from '../lib/sox.ts';

const OUT = resolve(fileURLToPath(new URL('../../tests/server/audio/fixtures', import.meta.url)));

/** What espeak-ng says for each speech fixture. */
const SPEECH: Record<string, readonly string[]> = {
  'visitor-es': [
    '-v',
    'es-419+m3',
    '-p',
    '40',
    'Me llamo Daniel y quiero una centralita para mi oficina.',
  ],
  'visitor-he': ['-v', 'he+m3', "[[Sm'i dan'iel]], [[ani ro'tse merk'azija lamiSr'ad]]."],
  'assistant-es': [
    '-v',
    'es+f3',
    '-p',
    '55',
    'Gracias. ¿Me puede dar un teléfono de contacto para que un asesor le llame hoy mismo?',
  ],
};

/** sox output format: raw s16le 16 kHz mono. */
const RAW = ['-t', 'raw', '-e', 'signed-integer', '-b', '16', '-c', '1', '-r', '16000'];

function main(): void {
  mkdirSync(OUT, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), 'hearing-fixtures-'));
  try {
    for (const [name, args] of Object.entries(SPEECH)) {
      const wav = join(tmp, `${name}.wav`);
      execFileSync('espeak-ng', ['-s', '160', '-w', wav, ...args]);
      // Trimmed to the speech, 16 kHz, peak at −3 dBFS.
      execFileSync('sox', [
        wav,
        ...RAW,
        join(OUT, `${name}.pcm`),
        'rate',
        '16000',
        ...TRIM_SILENCE,
        'gain',
        '-n',
        '-3',
      ]);
    }
    for (const colour of ['pink', 'brown']) {
      execFileSync('sox', [
        '-R',
        '-n',
        ...RAW,
        join(OUT, `${colour}.pcm`),
        'synth',
        '3',
        `${colour}noise`,
        'gain',
        '-n',
        '-10',
      ]);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`fixtures written to ${OUT}`);
}

main();

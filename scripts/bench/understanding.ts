/**
 * Benchmark of typed-turn understanding (docs/platform.md "Typed-turn
 * understanding", docs/benchmarks.md "bench:understanding"): the share of the
 * typed turns of `tests/server/dialogue/typed-turns.{es,he,en}.json` understood
 * (intent and slot), per language and per intent, goal ≥ 90 %, the misses,
 * and the time per turn; then the held-out turns of each language that has
 * them (`typed-turns.<language>.held-out.json`, written before the rules),
 * figure and misses, with no goal. Prints figures; exits 1 when a language's
 * main set is under the goal.
 *
 * Usage: `npm run bench:understanding`.
 */
import { score, typedTurns } from '../lib/typed-turns.ts';
import { understand } from '../../server/dialogue/understand/understand.ts';

const GOAL = 0.9;
const pct = (ok: number, total: number): string => `${((100 * ok) / total).toFixed(1)} %`;

let failed = false;
for (const language of ['es', 'he', 'en'] as const) {
  const started = performance.now();
  const result = score(language);
  const ms = (performance.now() - started) / result.total;
  console.log(
    `${language}: ${result.ok}/${result.total} understood = ${pct(result.ok, result.total)} (goal ≥ ${GOAL * 100} %), ${ms.toFixed(2)} ms a turn`,
  );
  for (const [intent, { ok, total }] of [...result.byIntent].sort())
    console.log(
      `  ${intent.padEnd(14)} ${String(ok).padStart(3)}/${String(total).padEnd(3)} ${pct(ok, total)}`,
    );
  for (const { turn, got } of result.misses)
    console.log(
      `  miss: ${JSON.stringify(turn.text)} (${turn.expecting}) expected ${turn.intent}, got ${JSON.stringify(got)}`,
    );
  if (result.ok / result.total < GOAL) failed = true;
}
// Held-out turns: how the rules do on turns they were not written from.
for (const language of ['es', 'he', 'en'] as const) {
  if (typedTurns(language, 'held-out').length === 0) continue;
  const result = score(language, 'held-out');
  console.log(
    `${language} held-out: ${result.ok}/${result.total} understood = ${pct(result.ok, result.total)}`,
  );
  for (const { turn, got } of result.misses)
    console.log(
      `  miss: ${JSON.stringify(turn.text)} (${turn.expecting}) expected ${turn.intent}, got ${JSON.stringify(got)}`,
    );
}
// A long input stays cheap (the chat accepts 2000 characters).
const long = 'necesito una centralita con extensiones '.repeat(50);
const started = performance.now();
understand(long, 'es', 'need');
console.log(`2000-character turn: ${(performance.now() - started).toFixed(1)} ms`);
process.exitCode = failed ? 1 : 0;

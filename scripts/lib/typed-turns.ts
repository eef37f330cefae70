/**
 * The typed-turn fixtures and how they are scored (docs/platform.md "Typed-turn
 * understanding"): shared by the unit tests and `npm run bench:understanding`.
 * One naming scheme for every language: the `tuning` part
 * (`tests/server/dialogue/typed-turns.<lang>.json`, the turns the rules were
 * written against) and the held-out parts
 * (`typed-turns.<lang>.held-out{,-2,…,-6}.json`, written before any rule for
 * them and never edited after a miss). The fixtures stay next to the tests
 * that own them; this module only reads them as data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Language } from '../../server/dialogue/assistants.ts';
import type { Expecting, Intent, Understanding } from '../../server/dialogue/understand/meaning.ts';
import { understand } from '../../server/dialogue/understand/understand.ts';

/** One typed turn as a visitor wrote it, with what it means. */
export interface TypedTurn {
  readonly text: string;
  /** The question the assistant had just asked. */
  readonly expecting: Expecting;
  readonly intent: Intent;
  /** `name`: the name as a line should say it. */
  readonly name?: string;
  /** `phone`: E.164. */
  readonly phone?: string;
  /** `need`: the solution named, or null for a need outside the five. */
  readonly solution?: string | null;
  /** The turn corrects a fact already given ('no, mi nombre es marisol'). */
  readonly correction?: boolean;
}

/**
 * Which part of the fixtures: `tuning`, the turns the rules were written
 * against; `held-out` to `held-out-6`, batches each written and committed
 * before its first run and never edited (rules were fixed after some batches'
 * misses, so only a batch never used that way is blind). A language may have
 * fewer held-out batches than six (English has `held-out`, `held-out-4`,
 * `held-out-5` and `held-out-6`).
 */
export type Part =
  'tuning' | 'held-out' | 'held-out-2' | 'held-out-3' | 'held-out-4' | 'held-out-5' | 'held-out-6';

/** The parts, in the order the benchmark prints them. */
export const PARTS: readonly Part[] = [
  'tuning',
  'held-out',
  'held-out-2',
  'held-out-3',
  'held-out-4',
  'held-out-5',
  'held-out-6',
];

/** The fixtures of `language` in `part` (default: the tuning part); [] for a held-out part the language does not have. */
export function typedTurns(language: Language, part: Part = 'tuning'): TypedTurn[] {
  const file = fileURLToPath(
    new URL(
      `../../tests/server/dialogue/typed-turns.${language}${part === 'tuning' ? '' : `.${part}`}.json`,
      import.meta.url,
    ),
  );
  if (part !== 'tuning' && !existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as TypedTurn[];
}

/** True when `got` has the turn's intent and every slot the turn names. */
export function understood(turn: TypedTurn, got: Understanding): boolean {
  if (got.intent !== turn.intent) return false;
  if (turn.name !== undefined && got.name !== turn.name) return false;
  if (turn.phone !== undefined && got.phone !== turn.phone) return false;
  if (turn.solution !== undefined && (got.solution ?? null) !== turn.solution) return false;
  if ((turn.correction ?? false) !== (got.correction ?? false)) return false;
  return true;
}

/** Per language: the share understood overall and per expected intent, and the misses. */
export interface Score {
  readonly total: number;
  readonly ok: number;
  readonly byIntent: ReadonlyMap<Intent, { total: number; ok: number }>;
  readonly misses: readonly { readonly turn: TypedTurn; readonly got: Understanding }[];
}

/** Scores every fixture of `language` in `part` (default: the tuning part). */
export function score(language: Language, part: Part = 'tuning'): Score {
  const byIntent = new Map<Intent, { total: number; ok: number }>();
  const misses: { turn: TypedTurn; got: Understanding }[] = [];
  let ok = 0;
  const turns = typedTurns(language, part);
  for (const turn of turns) {
    const got = understand(turn.text, language, turn.expecting);
    const entry = byIntent.get(turn.intent) ?? { total: 0, ok: 0 };
    entry.total++;
    if (understood(turn, got)) {
      ok++;
      entry.ok++;
    } else misses.push({ turn, got });
    byIntent.set(turn.intent, entry);
  }
  return { total: turns.length, ok, byIntent, misses };
}

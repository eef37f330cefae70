/**
 * The typed-turn fixtures (`tests/server/dialogue/typed-turns.{es,he,en}.json`,
 * and the held-out parts `typed-turns.<language>.held-out.json`, written before
 * the rules they measure and never edited after a miss) and how they are scored (docs/platform.md "Typed-turn understanding"):
 * shared by the unit test and `npm run bench:understanding`. The fixtures stay
 * next to the test that owns them; this module only reads them as data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../server/dialogue/assistants.ts';
import {
  understand,
  type Expecting,
  type Intent,
  type Understanding,
} from '../../server/dialogue/understand/understand.ts';

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
}

/** Which fixtures: the set the rules are written from, or the held-out set. */
export type TurnSet = 'main' | 'held-out';

/** The fixtures of `language` (`held-out`: [] when the language has none). */
export function typedTurns(language: Language, set: TurnSet = 'main'): TypedTurn[] {
  const file = fileURLToPath(
    new URL(
      `../../tests/server/dialogue/typed-turns.${language}${set === 'main' ? '' : '.held-out'}.json`,
      import.meta.url,
    ),
  );
  if (set === 'held-out' && !existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as TypedTurn[];
}

/** True when `got` has the turn's intent and every slot the turn names. */
export function understood(turn: TypedTurn, got: Understanding): boolean {
  if (got.intent !== turn.intent) return false;
  if (turn.name !== undefined && got.name !== turn.name) return false;
  if (turn.phone !== undefined && got.phone !== turn.phone) return false;
  if (turn.solution !== undefined && (got.solution ?? null) !== turn.solution) return false;
  return true;
}

/** Per language: the share understood overall and per expected intent, and the misses. */
export interface Score {
  readonly total: number;
  readonly ok: number;
  readonly byIntent: ReadonlyMap<Intent, { total: number; ok: number }>;
  readonly misses: readonly { readonly turn: TypedTurn; readonly got: Understanding }[];
}

/** Scores every fixture of `language` in `set`. */
export function score(language: Language, set: TurnSet = 'main'): Score {
  const byIntent = new Map<Intent, { total: number; ok: number }>();
  const misses: { turn: TypedTurn; got: Understanding }[] = [];
  let ok = 0;
  const turns = typedTurns(language, set);
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

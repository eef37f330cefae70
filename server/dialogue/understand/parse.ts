/**
 * One-slot readers over {@link understand} (docs/platform.md "Typed-turn
 * understanding"), for callers that ask one thing: a name, yes/no, a solution.
 */
import type { Language } from '../assistants.ts';
import type { Solution } from '../lines.ts';
import { LEXICONS } from './lexicon.ts';
import { solutionIn } from './need.ts';
import { tokenize } from './normalize.ts';
import { understand } from './understand.ts';

/**
 * The visitor's name in a typed answer to the name question, in the form a
 * line says it ('me llamo carlos' → 'Carlos'), or undefined when the turn is
 * not a name (a question, a greeting, yes/no …). docs/platform.md "Typed-turn understanding".
 */
export function parseName(text: string, language: Language): string | undefined {
  const meaning = understand(text, language, 'name');
  return meaning.intent === 'name' ? meaning.name : undefined;
}

/** yes → true, no → false, anything else → undefined (docs/platform.md "Typed-turn understanding"). */
export function yesNo(text: string, language: Language): boolean | undefined {
  const { intent } = understand(text, language, 'confirm');
  return intent === 'yes' ? true : intent === 'no' ? false : undefined;
}

/** The canonical solution a need mentions, in Spanish, Hebrew or English words, if any (docs/platform.md "Typed-turn understanding"). */
export function solutionOf(need: string): Solution | undefined {
  const words = tokenize(need).map((t) => t.norm);
  return (
    solutionIn(words, LEXICONS.es) ??
    solutionIn(words, LEXICONS.he) ??
    solutionIn(words, LEXICONS.en)
  );
}

/**
 * One-slot readers over {@link understand} (docs/platform.md "Typed-turn
 * understanding"), for tests that ask one thing: a name, yes/no, a solution.
 * Only tests use them, so they live here rather than ship with the server.
 */
import type { UnderstandingLanguage as Language } from '../../server/dialogue/understand/langs/index.ts';
import { LEXICONS } from '../../server/dialogue/understand/lexicon.ts';
import type { Solution } from '../../server/dialogue/understand/meaning.ts';
import { solutionIn } from '../../server/dialogue/understand/need.ts';
import { tokenize } from '../../server/dialogue/understand/normalize.ts';
import { understand } from '../../server/dialogue/understand/understand.ts';

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

/**
 * The visitor's need in a typed turn (docs/platform.md "Typed-turn
 * understanding"): which of the assistant's five solutions it names, and
 * the need in a form a line can say after 'necesita' / 'צריך' ('Necesito
 * fibra óptica para la oficina' → 'fibra óptica para la oficina').
 */
import type { Solution } from '../lines.ts';
import { hasPhrase } from './fuzzy.ts';
import type { Lexicon } from './lexicon.ts';
import type { Token } from './normalize.ts';

/** The solution with most keyword matches in the folded `words` (ties: the lexicon's order), or undefined (docs/platform.md "Typed-turn understanding"). */
export function solutionIn(words: readonly string[], lexicon: Lexicon): Solution | undefined {
  let best: Solution | undefined;
  let bestScore = 0;
  for (const [solution, keywords] of Object.entries(lexicon.solutions) as [
    Solution,
    readonly string[],
  ][]) {
    const score = keywords.filter((keyword) => hasPhrase(words, keyword)).length;
    if (score > bestScore) [best, bestScore] = [solution, score];
  }
  return best;
}

/** How many leading tokens are need leads ('hola', 'pues', 'necesito' …), and whether one of them is a need verb (docs/platform.md "Typed-turn understanding"). */
export function needLead(
  tokens: readonly Token[],
  lexicon: Lexicon,
): { readonly skip: number; readonly verb: boolean } {
  let skip = 0;
  let verb = false;
  while (skip < tokens.length && lexicon.needLead.includes((tokens[skip] as Token).norm)) {
    if (lexicon.needVerb.includes((tokens[skip] as Token).norm)) verb = true;
    skip++;
  }
  return { skip, verb };
}

/**
 * The need as a line says it: the text from the first word after the leads,
 * without emojis or closing punctuation, at most 300 characters; a Latin
 * first letter in lower case unless the word is an acronym ('SIP').
 * Undefined when nothing is left. docs/platform.md "Typed-turn understanding".
 */
export function needText(
  text: string,
  tokens: readonly Token[],
  lexicon: Lexicon,
): string | undefined {
  const first = tokens[needLead(tokens, lexicon).skip];
  if (!first) return undefined;
  const rest = text
    .slice(first.index)
    .replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, '')
    .replace(/[\s.!?¡¿,;:…]+$/u, '')
    .trim()
    .slice(0, 300);
  if (rest === '') return undefined;
  const word = first.raw;
  return word.length > 1 && word === word.toUpperCase()
    ? rest
    : rest.charAt(0).toLocaleLowerCase('es') + rest.slice(1);
}

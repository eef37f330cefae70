/**
 * The visitor's need in a typed turn (docs/platform.md "Typed-turn
 * understanding"): which of the assistant's five solutions it names, and
 * the need in a form a line can say after 'necesita' / 'צריך' ('Necesito
 * fibra óptica para la oficina' → 'fibra óptica para la oficina').
 */
import { hasPhrase, wordMatches } from './fuzzy.ts';
import type { Lexicon } from './lexicon.ts';
import { type Solution, SOLUTIONS } from './meaning.ts';
import type { Token } from './normalize.ts';

/** How many of `phrases` occur in `words`. */
const hits = (words: readonly string[], phrases: readonly string[]): number =>
  phrases.filter((phrase) => hasPhrase(words, phrase)).length;

/**
 * The solution with most matches in the folded `words`, counting its
 * keywords and, unless `keywordsOnly`, the problems it solves (ties: the
 * lexicon's order), or undefined (docs/platform.md "Typed-turn understanding").
 */
export function solutionIn(
  words: readonly string[],
  lexicon: Lexicon,
  keywordsOnly = false,
): Solution | undefined {
  const { keywords, problems } = scores(words, lexicon);
  let best: Solution | undefined;
  let bestScore = 0;
  SOLUTIONS.forEach((solution, i) => {
    const score = (keywords[i] as number) + (keywordsOnly ? 0 : (problems[i] as number));
    if (score > bestScore) [best, bestScore] = [solution, score];
  });
  return best;
}

/** The solution whose problems ('se me pierden llamadas') `words` describe best, or undefined (docs/platform.md "Typed-turn understanding"). */
export function problemIn(words: readonly string[], lexicon: Lexicon): Solution | undefined {
  return scores(words, lexicon).problems.some((n) => n > 0)
    ? solutionIn(words, lexicon)
    : undefined;
}

/** The last turn's keyword and problem hits per solution: the rules ask for them several times over the same words. */
let last:
  | {
      readonly words: readonly string[];
      readonly lexicon: Lexicon;
      readonly keywords: readonly number[];
      readonly problems: readonly number[];
    }
  | undefined;

function scores(
  words: readonly string[],
  lexicon: Lexicon,
): { readonly keywords: readonly number[]; readonly problems: readonly number[] } {
  if (last?.words !== words || last.lexicon !== lexicon)
    last = {
      words,
      lexicon,
      keywords: SOLUTIONS.map((s) => hits(words, lexicon.solutions[s])),
      problems: SOLUTIONS.map((s) => hits(words, lexicon.problems[s])),
    };
  return last;
}

/**
 * The two solutions closest to a need that names none: each scored by the
 * visitor's words (four letters or more) found among the words of its
 * keywords and problems, typos and word starts tolerated; ties in the
 * lexicon's order. docs/platform.md "Typed-turn understanding".
 */
export function closestSolutions(
  words: readonly string[],
  lexicon: Lexicon,
): readonly [Solution, Solution] {
  const long = words.filter((word) => [...word].length >= 4);
  const score = (solution: Solution): number => {
    const entries = [...lexicon.solutions[solution], ...lexicon.problems[solution]].flatMap(
      (entry) => entry.split(/[+ ]/).filter((part) => part.replace(/[=*]/g, '').length >= 4),
    );
    return long.filter((word) => entries.some((entry) => wordMatches(word, entry))).length;
  };
  const [first, second] = SOLUTIONS.map((solution, i) => ({ solution, i, score: score(solution) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((entry) => entry.solution) as [Solution, Solution, ...Solution[]];
  return [first, second];
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
    : rest.charAt(0).toLowerCase() + rest.slice(1);
}

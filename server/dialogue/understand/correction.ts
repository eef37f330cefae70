/**
 * A turn that corrects a fact already given (docs/platform.md "Typed-turn
 * understanding"): a correction marker, a change of mind, a 'no' at the
 * start, or a fact set against another; the fact is read by the plain rules
 * (`plain.ts`) from the clause that carries it.
 */
import { phraseEndAt } from './fuzzy.ts';
import type { UnderstandingLanguage } from './langs/index.ts';
import { type Lexicon, LEXICONS } from './lexicon.ts';
import type { Expecting, Understanding } from './meaning.ts';
import { nameWord } from './name.ts';
import { solutionIn } from './need.ts';
import { hasQuestionMark, normalize, type Token } from './normalize.ts';
import { asksWho, plain, refuses } from './plain.ts';
import { turnTokens } from './turn-words.ts';

/**
 * A correction of a fact already given: a correction marker among the first
 * words ('perdona, me equivoqué, es …', 'the number is wrong, …', 'רגע
 * טעיתי, …'); once the phone or the read-back is asked, a change of mind
 * ('en realidad …', 'scratch that, …', 'בעצם …'); or, once the name was
 * asked, a 'no' at the start ('no, mi nombre es marisol', 'לא, …'). The
 * value is in what follows ({@link correctedFact}), or before a marker that
 * ends the turn ('054… ולא מה שכתבת'). After a marker, or after 'no' and a
 * value word ('no, es Marisol'), a bare name counts. Undefined otherwise.
 */
export function correction(
  text: string,
  tokens: readonly Token[],
  language: UnderstandingLanguage,
  expecting: Expecting,
  region: string | undefined,
): Understanding | undefined {
  const lexicon = LEXICONS[language];
  const words = tokens.map((t) => t.norm);
  // A question about who is writing, or a refusal, corrects nothing ('eres una persona o un bot?').
  if (asksWho(words, lexicon, hasQuestionMark(text)) || refuses(words, lexicon, expecting))
    return undefined;
  let start = -1;
  let end = -1;
  for (let i = 0; i < Math.min(words.length, 8) && end < 0; i++)
    [start, end] = [i, phraseEndAt(words, lexicon.correction, i)];
  if (end < 0 && (expecting === 'phone' || expecting === 'confirm'))
    [start, end] = changeOfMind(words, lexicon);
  const bare = end >= 0;
  if (end < 0 && expecting !== 'name') [start, end] = [0, noLead(text, tokens, lexicon, expecting)];
  if (end < 0) return contrast(text, tokens, language, expecting, region);
  const after = tokens[end];
  const meaning =
    (after && correctedFact(text.slice(after.index), language, bare, region)) ??
    (start > 0
      ? correctedFact(text.slice(0, (tokens[start] as Token).index), language, false, region)
      : undefined);
  return meaning ? { ...meaning, correction: true } : undefined;
}

/**
 * A fact set against another with no marker: a name or a number right
 * before a negation that another one follows, up to the next punctuation
 * ('Joan, no Juan', 'its Jon not John', 'זה דנה ולא דינה'); a negation,
 * then a clause break ('no quiero whatsapp sino …'); or a negation of a
 * solution after another ('a pbx, not a virtual number'). The fact is
 * read as in a correction ({@link correctedFact}); it is marked as one when
 * a name or a number is set against another, or once the phone or the
 * read-back is asked. Undefined otherwise.
 */
function contrast(
  text: string,
  tokens: readonly Token[],
  language: UnderstandingLanguage,
  expecting: Expecting,
  region: string | undefined,
): Understanding | undefined {
  const lexicon = LEXICONS[language];
  const words = tokens.map((t) => t.norm);
  let valueSet = false;
  let broken = false;
  for (let k = 0; k < words.length; k++) {
    const end = phraseEndAt(words, lexicon.negation, k);
    if (end <= k || phraseEndAt(words, lexicon.ability, end) > end) continue;
    valueSet ||= setAgainst(text, tokens, k, end, language, region);
    broken ||=
      words.some((_, i) => i > end && phraseEndAt(words, lexicon.clauseBreak, i) > i) ||
      (k > 0 && solutionIn(clauseWords(words, tokens, end), lexicon, true) !== undefined);
  }
  if (!valueSet && !broken) return undefined;
  const meaning = correctedFact(text, language, valueSet, region);
  if (!meaning) return undefined;
  const marked = expecting === 'phone' || expecting === 'confirm' || valueSet;
  return marked ? { ...meaning, correction: true } : meaning;
}

/** The folded words from `from` up to the next punctuation. */
function clauseWords(words: readonly string[], tokens: readonly Token[], from: number): string[] {
  const stop = tokens.findIndex((t, i) => i >= from && t.stop);
  return words.slice(from, stop < 0 ? words.length : stop + 1);
}

/**
 * True when the negation at tokens [k, end) sets one name or number against
 * another: one to three name words or numbers follow it up to the next
 * punctuation, and the word before it (or before an 'y', 'and') is a digit
 * or ends the name the text before it gives ('me llamo Joan y no Juan'; not
 * 'soy Patri, … por whatsapp y no damos abasto').
 */
function setAgainst(
  text: string,
  tokens: readonly Token[],
  k: number,
  end: number,
  language: UnderstandingLanguage,
  region: string | undefined,
): boolean {
  const lexicon = LEXICONS[language];
  const stop = tokens.findIndex((t, i) => i >= end && t.stop);
  const value = tokens.slice(end, stop < 0 ? tokens.length : stop + 1);
  const valueLike = (t: Token): boolean => /^\d/.test(t.norm) || nameWord(t, lexicon);
  if (k === 0 || value.length === 0 || value.length > 3 || !value.every(valueLike)) return false;
  let before = tokens[k - 1] as Token;
  if (!valueLike(before) && k >= 2) before = tokens[k - 2] as Token;
  if (/^\d/.test(before.norm))
    return (text.slice(0, before.index).match(/\d/g) ?? []).length + before.norm.length >= 6;
  const name = correctedFact(
    text.slice(0, before.index + before.raw.length),
    language,
    true,
    region,
  )?.name;
  return name !== undefined && normalize(name).endsWith(before.norm);
}

/** Where a change of mind ('en realidad', 'actually', 'בעצם', or a soft marker: 'perdona', 'oops') among the first four words starts and ends, or [-1, -1]. */
function changeOfMind(words: readonly string[], lexicon: Lexicon): [number, number] {
  const markers = [...lexicon.correctionChange, ...lexicon.correctionSoft];
  for (let i = 0; i < Math.min(words.length, 4); i++) {
    const end = phraseEndAt(words, markers, i);
    if (end >= 0) return [i, end];
  }
  return [-1, -1];
}

/**
 * The fact a correction gives in `text`: the last clause (split at
 * punctuation and at a break, 'sino', 'but', 'אלא') that carries a name, a
 * phone or a need and is not negated (it neither starts nor ends with a
 * negation: 'no es Juan, es Joan', 'lo del whatsapp no, …'), cut before a
 * negation inside it ('Siobhan not Shivon', 'עדי ולא עידו'); a break and
 * value words at its start are skipped ('sino', 'es', 'its', 'זה'), after
 * which a bare name counts.
 */
function correctedFact(
  text: string,
  language: UnderstandingLanguage,
  bare: boolean,
  region: string | undefined,
): Understanding | undefined {
  const lexicon = LEXICONS[language];
  const tokens = turnTokens(text, language);
  const words = tokens.map((t) => t.norm);
  for (const [from, to] of clauses(tokens, lexicon).reverse()) {
    const broken = phraseEndAt(words, lexicon.clauseBreak, from);
    let begin = broken > from && broken < to ? broken : from;
    let valued = bare || begin > from;
    for (let v = phraseEndAt(words, lexicon.correctionValue, begin); v > begin && v < to;) {
      [begin, valued] = [v, true];
      v = phraseEndAt(words, lexicon.correctionValue, begin);
    }
    const first = tokens[begin] as Token;
    const last = tokens[to - 1] as Token;
    const part = text.slice(first.index, last.index + last.raw.length);
    const meaning = plain(
      part,
      turnTokens(part, language),
      language,
      valued ? 'name' : 'free',
      region,
    );
    if (meaning.name ?? meaning.phone ?? meaning.solution) return meaning;
    if (meaning.intent === 'phone') return meaning;
  }
  return undefined;
}

/** The clauses of a correction as token ranges [from, to), negated ones left out and each cut before a negation inside it (see {@link correctedFact}). */
function clauses(tokens: readonly Token[], lexicon: Lexicon): [number, number][] {
  const words = tokens.map((t) => t.norm);
  const negationAt = (i: number): boolean => phraseEndAt(words, lexicon.negation, i) > i;
  const out: [number, number][] = [];
  let from = 0;
  for (let i = 0; i < tokens.length; i++) {
    const broken = i + 1 < tokens.length && phraseEndAt(words, lexicon.clauseBreak, i + 1) > i + 1;
    if (!(tokens[i] as Token).stop && !broken && i + 1 < tokens.length) continue;
    const to = i + 1;
    const cut = words.findIndex((_, k) => k > from && k < to && negationAt(k));
    if (!negationAt(from) && !negationAt(to - 1)) out.push([from, cut > 0 ? cut : to]);
    from = to;
  }
  return out;
}

/**
 * Where a 'no' (or a soft marker, 'perdona', 'סליחה') that starts a
 * correction ends: the turn's first word is one (itself, not a longer word:
 * 'שלא' is not 'לא'), and punctuation follows it, or a name prefix, a value
 * word or, once the phone was given, a phone number does. -1 otherwise.
 */
function noLead(
  text: string,
  tokens: readonly Token[],
  lexicon: Lexicon,
  expecting: Expecting,
): number {
  const words = tokens.map((t) => t.norm);
  const end = phraseEndAt(
    words,
    [...lexicon.no, ...lexicon.correctionSoft].filter(
      (phrase) => phrase.split(' ')[0] === words[0],
    ),
  );
  if (end < 0 || end >= words.length) return -1;
  const then = (phrases: readonly string[]): boolean => phraseEndAt(words, phrases, end) > end;
  return (tokens[end - 1] as Token).stop ||
    then(lexicon.namePrefix) ||
    then(lexicon.correctionValue) ||
    ((expecting === 'need' || expecting === 'confirm') && (text.match(/\d/g) ?? []).length >= 6)
    ? end
    : -1;
}

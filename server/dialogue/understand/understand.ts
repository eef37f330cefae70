/**
 * What a typed turn means (docs/platform.md "Typed-turn understanding"): a
 * small rule set over folded words with typo tolerance, no model, nothing to
 * load at start-up. The question the dialogue just asked (`expecting`)
 * decides only what bare words are ('Carlos' to the name question is a name;
 * 'centralita' is a need anywhere).
 *
 * Order, first match wins: a phone number (a name before it, to the name
 * question, wins); a question about who is writing,
 * prices or hours; a need naming one of the five solutions (after a name
 * prefix when the name is asked); a question about what is offered; a request
 * for a person; goodbye; a name after a prefix; yes / no at the start; a need
 * after a need verb; a greeting (or a greeting then a bare name); a bare name
 * (to the name question); any other words to the need question as a need;
 * otherwise off-topic.
 */
import type { Language } from '../assistants.ts';
import type { Solution } from '../lines.ts';
import { parsePhone } from '../phone.ts';
import { phraseEnd, phraseEndAt } from './fuzzy.ts';
import { LEXICONS, type Lexicon } from './lexicon.ts';
import { bareName, leadingName, nameAfterPrefix, nameWord } from './name.ts';
import { closestSolutions, needLead, needText, problemIn, solutionIn } from './need.ts';
import { hasQuestionMark, tokenize, type Token } from './normalize.ts';

/** What a typed turn means. */
export type Intent =
  | 'greeting'
  | 'name'
  | 'phone'
  | 'need'
  | 'yes'
  | 'no'
  | 'ask-solutions'
  | 'ask-prices'
  | 'ask-hours'
  | 'ask-who'
  | 'human'
  | 'goodbye'
  | 'off-topic';

/** The question the dialogue is waiting an answer to (`free`: none). */
export type Expecting = 'name' | 'phone' | 'need' | 'confirm' | 'free';

/** A typed turn understood: its intent and the slots it carries. */
export interface Understanding {
  readonly intent: Intent;
  /** `name`: the name as a line says it ('Carlos'). */
  readonly name?: string;
  /** `phone`: the number in E.164; absent when the digits are not a valid number. */
  readonly phone?: string;
  /** `need`: the need as a line says it, after 'necesita'. */
  readonly need?: string;
  /** `need`: the solution it names, if one of the five. */
  readonly solution?: Solution;
  /** The turn corrects a fact already given ('no, mi nombre es marisol', 'טעיתי, …'). */
  readonly correction?: boolean;
  /** `need` naming none of the five: the two solutions closest to it, to offer. */
  readonly closest?: readonly [Solution, Solution];
}

/** Emojis that mean a word. */
const EMOJI_WORDS: Readonly<Record<Language, readonly (readonly [RegExp, string])[]>> = {
  es: [
    [/👍|👌|✅/gu, ' ok '],
    [/👎|❌/gu, ' no '],
    [/👋/gu, ' hola '],
  ],
  he: [
    [/👍|👌|✅/gu, ' ok '],
    [/👎|❌/gu, ' לא '],
    [/👋/gu, ' היי '],
  ],
  en: [
    [/👍|👌|✅/gu, ' ok '],
    [/👎|❌/gu, ' no '],
    [/👋/gu, ' hi '],
  ],
};

/**
 * Understands `input` in `language` when the dialogue asked `expecting`;
 * see the module comment. `region` (ISO 3166, e.g. `GB`) is where a phone
 * number without its country code is read first (`phone.ts`). Pure and
 * synchronous; only the first 60 words are read (a few ms at most,
 * `npm run bench:understanding`). Never throws.
 */
export function understand(
  input: string,
  language: Language,
  expecting: Expecting,
  region?: string,
): Understanding {
  let text = input.normalize('NFC').trim();
  for (const [emoji, word] of EMOJI_WORDS[language]) text = text.replace(emoji, word);
  const tokens = turnTokens(text, language);
  return (
    correction(text, tokens, language, expecting, region) ??
    plain(text, tokens, language, expecting, region)
  );
}

/** The first 60 words of `text` (a 2000-character turn stays cheap), shorthand read as its word ('u' → 'you'). */
function turnTokens(text: string, language: Language): Token[] {
  const shorthand = LEXICONS[language].shorthand;
  return tokenize(text)
    .slice(0, 60)
    .map((t) => {
      const word = shorthand?.[t.norm];
      return word ? { ...t, norm: word } : t;
    });
}

/**
 * A correction of a fact already given: a correction marker among the first
 * words ('perdona, me equivoqué, es …', 'רגע טעיתי, …'), or, once the name
 * was asked, a 'no' at the start ('no, mi nombre es marisol', 'לא, …'),
 * followed by a name, a phone or a need. After a marker, or after 'no' and a
 * value word ('no, es Marisol'), a bare name counts. Undefined otherwise.
 */
function correction(
  text: string,
  tokens: readonly Token[],
  language: Language,
  expecting: Expecting,
  region: string | undefined,
): Understanding | undefined {
  const lexicon = LEXICONS[language];
  const words = tokens.map((t) => t.norm);
  let end = -1;
  for (let i = 0; i < Math.min(words.length, 4) && end < 0; i++)
    end = phraseEndAt(words, lexicon.correction, i);
  let bare = end >= 0;
  if (end < 0 && expecting !== 'name') end = noLead(text, tokens, lexicon, expecting);
  if (end < 0) return undefined;
  // What follows the marker: value words ('es', 'el', 'זה') are skipped.
  for (let value = end; value >= 0; value = phraseEndAt(words, lexicon.correctionValue, end)) {
    if (value > end) bare = true;
    end = value;
  }
  const first = tokens[end];
  if (!first) return undefined;
  const rest = text.slice(first.index);
  const meaning = plain(rest, turnTokens(rest, language), language, bare ? 'name' : 'free', region);
  const fact = meaning.name ?? meaning.phone ?? meaning.solution;
  return fact || meaning.intent === 'phone' ? { ...meaning, correction: true } : undefined;
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

/** Every fact of a turn that gives one: a name after a prefix, a phone, a need naming a solution or a problem; the intent is the first of name, phone, need found. */
function facts(
  text: string,
  tokens: readonly Token[],
  language: Language,
  solution: Solution | undefined,
  region: string | undefined,
): Understanding {
  const lexicon = LEXICONS[language];
  const digits = (text.match(/\d/g) ?? []).length >= 6;
  const phone = digits ? parsePhone(text, language, region) : undefined;
  const name = hasQuestionMark(text)
    ? undefined
    : (nameAfterPrefix(tokens, lexicon) ?? (digits ? leadingName(tokens, lexicon) : undefined));
  const need = solution ? needFrom(text, tokens, lexicon, name !== undefined) : undefined;
  return {
    intent: name ? 'name' : digits ? 'phone' : 'need',
    ...(name ? { name } : {}),
    ...(phone?.ok ? { phone: phone.e164 } : {}),
    ...(solution ? { solution } : {}),
    ...(need ? { need } : {}),
  };
}

/** The need as the visitor put it; after a name, from the first need verb on ('soy Nuria, necesito …' → 'q me desvien …'). */
function needFrom(
  text: string,
  tokens: readonly Token[],
  lexicon: Lexicon,
  afterName: boolean,
): string | undefined {
  const verb = afterName ? tokens.findIndex((t) => lexicon.needVerb.includes(t.norm)) : -1;
  const from = verb >= 0 ? tokens.slice(verb) : tokens;
  const first = from[0];
  return first
    ? needText(text.slice(first.index), tokenize(text.slice(first.index)), lexicon)
    : undefined;
}

/** The rules of the module comment, with no correction. */
function plain(
  text: string,
  tokens: readonly Token[],
  language: Language,
  expecting: Expecting,
  region: string | undefined,
): Understanding {
  const lexicon = LEXICONS[language];
  const words = tokens.map((t) => t.norm);
  const has = (phrases: readonly string[]): boolean => phraseEnd(words, phrases) >= 0;
  const asking = hasQuestionMark(text);

  if ((text.match(/\d/g) ?? []).length >= 6)
    return facts(text, tokens, language, solutionIn(words, lexicon), region);
  if (has(lexicon.who)) return { intent: 'ask-who' };
  // A problem ('fuera de horario', 'precio local') is a need before a price or hours word, unless asked.
  const problem = asking || startsAsking(words, lexicon) ? undefined : problemIn(words, lexicon);
  if (problem) return facts(text, tokens, language, problem, region);
  if (has(lexicon.prices)) return { intent: 'ask-prices' };
  if (has(lexicon.hours)) return { intent: 'ask-hours' };
  const solution = solutionIn(words, lexicon);
  if (solution) return facts(text, tokens, language, solution, region);
  if (has(lexicon.offer) || asksAbout(text, words, lexicon.offerNoun, lexicon.interrogative))
    return { intent: 'ask-solutions' };
  if (has(lexicon.human)) return { intent: 'human' };
  if (has(lexicon.goodbye)) return { intent: 'goodbye' };
  // A question is never a name ('אני מדבר עם מכונה?' is not 'מדבר').
  const named = asking ? undefined : nameAfterPrefix(tokens, lexicon);
  if (named) return { intent: 'name', name: named };
  // 'no' at the start, or, to the yes-or-no question, a longer 'no' phrase anywhere ('zeh lo nachon', 'eso no es correcto').
  const longNo =
    expecting === 'confirm' && has(lexicon.no.filter((phrase) => phrase.includes(' ')));
  if (phraseEndAt(words, lexicon.no) >= 0 || (longNo && phraseEndAt(words, lexicon.yes) < 0))
    return { intent: 'no' };
  if (phraseEndAt(words, lexicon.yes) >= 0) return { intent: 'yes' };
  const lead = needLead(tokens, lexicon);
  if (lead.verb && lead.skip < tokens.length) return needWithout(text, tokens, language);
  let greeting = phraseEndAt(words, lexicon.greeting);
  for (let more = greeting; more >= 0; more = phraseEndAt(words, lexicon.greeting, greeting))
    greeting = more;
  if (greeting >= 0 || has(lexicon.greeting)) {
    const name =
      expecting === 'name' && greeting >= 0 && !asking
        ? bareName(tokens, lexicon, greeting)
        : undefined;
    return name ? { intent: 'name', name } : { intent: 'greeting' };
  }
  if (expecting === 'name' && !asking) {
    const name = bareName(tokens, lexicon);
    if (name) return { intent: 'name', name };
  }
  if (expecting === 'need' && tokens.some((t) => nameWord(t, lexicon)))
    return needWithout(text, tokens, language);
  return { intent: 'off-topic' };
}

/** True when the turn starts with an interrogative word ('que precio …', 'cuanto …'). */
function startsAsking(words: readonly string[], lexicon: Lexicon): boolean {
  return phraseEndAt(words, lexicon.interrogative) >= 0;
}

/** True when one of `nouns` is asked about: a '?' in the turn, or an interrogative word before the noun ('que soluciones …', not 'un servicio que …'). */
function asksAbout(
  text: string,
  words: readonly string[],
  nouns: readonly string[],
  interrogatives: readonly string[],
): boolean {
  const noun = words.findIndex((_, i) => phraseEndAt(words, nouns, i) >= 0);
  if (noun < 0) return false;
  return (
    hasQuestionMark(text) ||
    words.slice(0, noun).some((_, i) => phraseEndAt(words, interrogatives, i) >= 0)
  );
}

/** A need that names none of the five solutions, with the two closest to offer. */
function needWithout(text: string, tokens: readonly Token[], language: Language): Understanding {
  const lexicon = LEXICONS[language];
  const need = needText(text, tokens, lexicon);
  if (!need) return { intent: 'off-topic' };
  const closest = closestSolutions(
    tokens.map((t) => t.norm),
    lexicon,
  );
  return { intent: 'need', need, closest };
}

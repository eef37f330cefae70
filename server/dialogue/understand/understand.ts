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
import { LEXICONS } from './lexicon.ts';
import { bareName, nameAfterPrefix, nameWord } from './name.ts';
import { needLead, needText, solutionIn } from './need.ts';
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
};

/**
 * Understands `input` in `language` when the dialogue asked `expecting`;
 * see the module comment. Pure and synchronous; only the first 60 words are
 * read (a few ms at most, `npm run bench:understanding`). Never throws.
 */
export function understand(input: string, language: Language, expecting: Expecting): Understanding {
  const lexicon = LEXICONS[language];
  let text = input.normalize('NFC').trim();
  for (const [emoji, word] of EMOJI_WORDS[language]) text = text.replace(emoji, word);
  // The first 60 words decide (a 2000-character turn stays cheap).
  const tokens = tokenize(text).slice(0, 60);
  const words = tokens.map((t) => t.norm);
  const has = (phrases: readonly string[]): boolean => phraseEnd(words, phrases) >= 0;

  if ((text.match(/\d/g) ?? []).length >= 6) {
    const phone = parsePhone(text, language);
    const slot = phone.ok ? { phone: phone.e164 } : {};
    // 'soy Ana y mi teléfono es …' to the name question: the name (the phone comes along).
    const name = expecting === 'name' ? nameAfterPrefix(tokens, lexicon) : undefined;
    return name ? { intent: 'name', name, ...slot } : { intent: 'phone', ...slot };
  }
  if (has(lexicon.who)) return { intent: 'ask-who' };
  if (has(lexicon.prices)) return { intent: 'ask-prices' };
  if (has(lexicon.hours)) return { intent: 'ask-hours' };
  const solution = solutionIn(words, lexicon);
  if (solution) {
    const name = expecting === 'name' ? nameAfterPrefix(tokens, lexicon) : undefined;
    if (name) return { intent: 'name', name };
    const need = needText(text, tokens, lexicon);
    return { intent: 'need', solution, ...(need ? { need } : {}) };
  }
  if (has(lexicon.offer) || asksAbout(text, words, lexicon.offerNoun, lexicon.interrogative))
    return { intent: 'ask-solutions' };
  if (has(lexicon.human)) return { intent: 'human' };
  if (has(lexicon.goodbye)) return { intent: 'goodbye' };
  // A question is never a name ('אני מדבר עם מכונה?' is not 'מדבר').
  const asking = hasQuestionMark(text);
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

/** A need that names none of the five solutions. */
function needWithout(text: string, tokens: readonly Token[], language: Language): Understanding {
  const need = needText(text, tokens, LEXICONS[language]);
  return need ? { intent: 'need', need } : { intent: 'off-topic' };
}

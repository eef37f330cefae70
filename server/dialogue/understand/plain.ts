/**
 * The rules of a typed turn with no correction (docs/platform.md "Typed-turn
 * understanding"), in the order `understand.ts` describes: facts, who is
 * writing, refusals, problems, prices and hours, solutions, offers, yes and
 * no, a person, goodbye, names, needs, greetings, otherwise off-topic.
 */
import { hasPhrase, phraseEnd, phraseEndAt } from './fuzzy.ts';
import type { UnderstandingLanguage } from './langs/index.ts';
import { type Lexicon, LEXICONS } from './lexicon.ts';
import type { Expecting, Solution, Understanding } from './meaning.ts';
import { bareName, leadingName, nameAfterPrefix, nameWord } from './name.ts';
import { closestSolutions, needLead, needText, problemIn, solutionIn } from './need.ts';
import { hasQuestionMark, normalize, type Token, tokenize } from './normalize.ts';
import { parsePhone } from './phone.ts';

/** Every fact of a turn that gives one: a name after a prefix, a phone, a need naming a solution or a problem; the intent is the first of name, phone, need found. */
function facts(
  text: string,
  tokens: readonly Token[],
  language: UnderstandingLanguage,
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

/**
 * The rules of `understand.ts`'s module comment, with no correction, over `tokens` (`turn-words.ts`) of `text`: one {@link Understanding}. Pure; never throws.
 */
export function plain(
  text: string,
  tokens: readonly Token[],
  language: UnderstandingLanguage,
  expecting: Expecting,
  region: string | undefined,
): Understanding {
  const lexicon = LEXICONS[language];
  const words = tokens.map((t) => t.norm);
  const has = (phrases: readonly string[]): boolean => phraseEnd(words, phrases) >= 0;
  const asking = hasQuestionMark(text);

  if ((text.match(/\d/g) ?? []).length >= 6)
    return facts(text, tokens, language, solutionIn(words, lexicon), region);
  if (asksWho(words, lexicon, asking)) return { intent: 'ask-who' };
  if (refuses(words, lexicon, expecting)) return { intent: 'no' };
  // A problem ('fuera de horario', 'precio local') is a need before a price or hours word, unless asked.
  const problem = asking || startsAsking(words, lexicon) ? undefined : problemIn(words, lexicon);
  if (problem) return facts(text, tokens, language, problem, region);
  if (has(lexicon.prices)) return { intent: 'ask-prices' };
  if (has(lexicon.hours)) return { intent: 'ask-hours' };
  const solution = solutionIn(words, lexicon);
  if (solution) return facts(text, tokens, language, solution, region);
  if (has(lexicon.offer) || asksAbout(text, words, lexicon.offerNoun, lexicon.interrogative))
    return { intent: 'ask-solutions' };
  // To the read-back, a name given beats the yes around it ('todo bien menos el nombre, soy Inmaculada').
  const renamed = expecting === 'confirm' && !asking ? nameAfterPrefix(tokens, lexicon) : undefined;
  if (renamed) return { intent: 'name', name: renamed };
  const yesNo = expecting === 'confirm' ? confirmAnswer(words, lexicon) : undefined;
  if (yesNo) return { intent: yesNo };
  if (has(lexicon.human)) return { intent: 'human' };
  if (has(lexicon.goodbye)) return { intent: 'goodbye' };
  // A question is never a name ('אני מדבר עם מכונה?' is not 'מדבר').
  const named = asking ? undefined : nameAfterPrefix(tokens, lexicon);
  if (named) return { intent: 'name', name: named };
  // 'no' at the start, or, to the yes-or-no question, a longer 'no' phrase anywhere ('zeh lo nachon', 'eso no es correcto').
  const longNo =
    expecting === 'confirm' && has(lexicon.no.filter((phrase) => phrase.includes(' ')));
  if (startsNo(words, lexicon) || (longNo && phraseEndAt(words, lexicon.yes) < 0))
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
    return name && !lexicon.assistantName.includes(normalize(name))
      ? { intent: 'name', name }
      : { intent: 'greeting' };
  }
  if (expecting === 'name' && !asking) {
    const name = bareName(tokens, lexicon);
    if (name) return { intent: 'name', name };
  }
  if (expecting === 'need' && tokens.some((t) => nameWord(t, lexicon)))
    return needWithout(text, tokens, language);
  const lean = expecting === 'confirm' ? confirmLean(words, lexicon) : undefined;
  return { intent: lean ?? 'off-topic' };
}

/**
 * To the read-back, when no rule above decided: a turn with a 'no' or a
 * negation anywhere and no 'yes' leans no ('q va, eso no es', 'that's not
 * what i said'), and one the other way round leans yes ('ta bien asi');
 * a reply to a yes-or-no question is rarely anything else. Undefined when
 * both or neither occur.
 */
function confirmLean(words: readonly string[], lexicon: Lexicon): 'yes' | 'no' | undefined {
  return leaning(words, lexicon.yes, [...lexicon.no, ...lexicon.negation]);
}

/** 'yes' when one of `yes` occurs in `words` and none of `no`, 'no' the other way round; else undefined. */
function leaning(
  words: readonly string[],
  yes: readonly string[],
  no: readonly string[],
): 'yes' | 'no' | undefined {
  const [said, denied] = [yes, no].map((phrases) => phrases.some((p) => hasPhrase(words, p)));
  return said === denied ? undefined : said ? 'yes' : 'no';
}

/**
 * True when the turn asks who is writing: a `who` phrase, unless a need
 * verb comes before it ('lo que necesito es un bot', 'מה שאני צריך זה
 * בוט') or an offer verb right after it ('מה את ממליצה'); or, with a '?',
 * one of the other phrasings (`whoAsked`: 'esto lo lee alguien?').
 */
export function asksWho(words: readonly string[], lexicon: Lexicon, asking: boolean): boolean {
  if (asking && lexicon.whoAsked.some((phrase) => hasPhrase(words, phrase))) return true;
  const at = words.findIndex((_, i) => phraseEndAt(words, lexicon.who, i) >= 0);
  if (at < 0) return false;
  const end = phraseEndAt(words, lexicon.who, at);
  const needFirst = words.slice(0, at).some((word) => lexicon.needVerb.includes(word));
  return !needFirst && phraseEndAt(words, lexicon.offer, end) < 0;
}

/** True when the visitor declines to give the name or the phone asked ('prefiero no dar mi numero', 'rather not'), naming no solution and giving no digits. */
export function refuses(words: readonly string[], lexicon: Lexicon, expecting: Expecting): boolean {
  if (expecting !== 'phone' && expecting !== 'name') return false;
  return (
    phraseEnd(words, lexicon.refusal) >= 0 &&
    !words.some((word) => /\d/.test(word)) &&
    solutionIn(words, lexicon, true) === undefined
  );
}

/**
 * To the yes-or-no question, a phrase of several words decides before a
 * goodbye or a person asked for: 'no' for a 'no' phrase and no 'yes' phrase
 * ('לא, משהו לא נכון' is no 'מישהו'), 'yes' for the other way round ('perfe,
 * asi es', 'that all looks fine' is no 'thats all'). Undefined otherwise.
 */
function confirmAnswer(words: readonly string[], lexicon: Lexicon): 'yes' | 'no' | undefined {
  const long = (phrases: readonly string[]): string[] =>
    phrases.filter((phrase) => phrase.includes(' '));
  return leaning(words, long(lexicon.yes), long(lexicon.no));
}

/** True when the turn starts with a 'no' word and not with a yes word typed exactly ('correcto!!' is no typo of 'incorrecto'). */
function startsNo(words: readonly string[], lexicon: Lexicon): boolean {
  const exact = lexicon.yes.map((phrase) =>
    phrase
      .split(' ')
      .map((word) => `=${word}`)
      .join(' '),
  );
  return phraseEndAt(words, lexicon.no) >= 0 && phraseEndAt(words, exact) < 0;
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
function needWithout(
  text: string,
  tokens: readonly Token[],
  language: UnderstandingLanguage,
): Understanding {
  const lexicon = LEXICONS[language];
  const need = needText(text, tokens, lexicon);
  if (!need) return { intent: 'off-topic' };
  const closest = closestSolutions(
    tokens.map((t) => t.norm),
    lexicon,
  );
  return { intent: 'need', need, closest };
}

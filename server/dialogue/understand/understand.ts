/**
 * What a typed turn means (docs/platform.md "Typed-turn understanding"): a
 * small rule set over folded words with typo tolerance, no model, nothing to
 * load at start-up. The question the dialogue just asked (`expecting`)
 * decides only what bare words are ('Carlos' to the name question is a name;
 * 'centralita' is a need anywhere).
 *
 * Order, first match wins: a correction; a phone number (a name before it,
 * to the name question, wins); a question about who is writing; a refusal
 * to give the name or phone; a problem; prices or hours; a need naming one
 * of the five solutions (after a name prefix when the name is asked); a
 * question about what is offered; to the yes-or-no question, a yes or no
 * phrase of several words; a request for a person; goodbye; a name after a
 * prefix or before a suffix; yes / no at the start; a need
 * after a need verb; a greeting (or a greeting then a bare name); a bare name
 * (to the name question); any other words to the need question as a need;
 * otherwise off-topic.
 */
import { hasPhrase, phraseEnd, phraseEndAt } from './fuzzy.ts';
import { LANGUAGES, type UnderstandingLanguage } from './langs/index.ts';
import type { Writing } from './language-shape.ts';
import { LEXICONS, type Lexicon } from './lexicon.ts';
import type { Expecting, Solution, Understanding } from './meaning.ts';
import { bareName, leadingName, nameAfterPrefix, nameWord } from './name.ts';
import { closestSolutions, needLead, needText, problemIn, solutionIn } from './need.ts';
import { hasQuestionMark, normalize, tokenize, type Token } from './normalize.ts';
import { parsePhone } from './phone.ts';

/** The emojis that mean a word, each read as its language's word (`emojiWords` in `langs/{lang}/index.ts`), in this order. */
const EMOJIS: readonly (readonly [RegExp, keyof Writing['emojiWords']])[] = [
  [/👍|👌|✅/gu, 'approve'],
  [/👎|❌/gu, 'reject'],
  [/👋/gu, 'wave'],
];

/**
 * Understands `input` in `language` when the dialogue asked `expecting`;
 * see the module comment. `region` (ISO 3166, e.g. `GB`) is where a phone
 * number without its country code is read first (`phone.ts`). Pure and
 * synchronous; only the first 60 words are read (a few ms at most,
 * `npm run bench:understanding`). Never throws.
 */
export function understand(
  input: string,
  language: UnderstandingLanguage,
  expecting: Expecting,
  region?: string,
): Understanding {
  let text = input.normalize('NFC').trim();
  const { emojiWords } = LANGUAGES[language].writing;
  for (const [emoji, meaning] of EMOJIS) text = text.replace(emoji, ` ${emojiWords[meaning]} `);
  const tokens = turnTokens(text, language);
  return byStage(
    correction(text, tokens, language, expecting, region) ??
      plain(text, tokens, language, expecting, region),
    expecting,
  );
}

/** The dialogue's order of questions (`free` asks none). */
const SLOT_ORDER: Readonly<Record<Expecting, number>> = {
  name: 0,
  phone: 1,
  need: 2,
  confirm: 3,
  free: -1,
};

/**
 * A fact's being a correction follows from where the dialogue stands, since it
 * asks name, phone, need, then reads them back: the fact it asks for is new
 * ('mejor el fijo: 93 …' to the phone question corrects nothing), and a name or
 * phone given after its turn, or anything given to the read-back, replaces one
 * already taken ('todo bien menos el nombre, soy Inmaculada'). A name given with
 * the phone asked for is one only without a phone beside it ('soy Laura, mi
 * numero …' answers). Elsewhere the markers decide.
 */
function byStage(meaning: Understanding, expecting: Expecting): Understanding {
  const { intent } = meaning;
  if (expecting === 'free' || (intent !== 'name' && intent !== 'phone' && intent !== 'need'))
    return meaning;
  const slot = SLOT_ORDER[intent];
  const stage = SLOT_ORDER[expecting];
  const replaces =
    expecting === 'confirm' ||
    (slot < stage && !(intent === 'name' && meaning.phone && stage === 1));
  if (replaces) return { ...meaning, correction: true };
  if (slot !== stage || !meaning.correction) return meaning;
  const { correction: _, ...fresh } = meaning;
  return fresh;
}

/** The first 60 words of `text` (a 2000-character turn stays cheap), shorthand read as its word ('u' → 'you'), a stretched word as the word stretched ('heyy' → 'hey'). */
function turnTokens(text: string, language: UnderstandingLanguage): Token[] {
  const lexicon = LEXICONS[language];
  return tokenize(text)
    .slice(0, 60)
    .map((t) => {
      const word = lexicon.shorthand?.[t.norm] ?? unstretched(t.norm, lexicon);
      return word ? { ...t, norm: word } : t;
    });
}

/**
 * A word typed with its last letter doubled for emphasis ('heyy', 'holaa',
 * 'לאא'; three or more are folded already, `normalize.ts`) as the greeting,
 * yes or no it stretches, or undefined. Only the last letter: 'ללא'
 * (without) is no 'לא'.
 */
function unstretched(word: string, lexicon: Lexicon): string | undefined {
  const stretched = /(\p{L})\1$/u.exec(word);
  if (!stretched) return undefined;
  const short = word.slice(0, -1);
  const words = [...lexicon.greeting, ...lexicon.yes, ...lexicon.no];
  return words.includes(short) && !words.includes(word) ? short : undefined;
}

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
function correction(
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

/** The rules of the module comment, with no correction. */
function plain(
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
function asksWho(words: readonly string[], lexicon: Lexicon, asking: boolean): boolean {
  if (asking && lexicon.whoAsked.some((phrase) => hasPhrase(words, phrase))) return true;
  const at = words.findIndex((_, i) => phraseEndAt(words, lexicon.who, i) >= 0);
  if (at < 0) return false;
  const end = phraseEndAt(words, lexicon.who, at);
  const needFirst = words.slice(0, at).some((word) => lexicon.needVerb.includes(word));
  return !needFirst && phraseEndAt(words, lexicon.offer, end) < 0;
}

/** True when the visitor declines to give the name or the phone asked ('prefiero no dar mi numero', 'rather not'), naming no solution and giving no digits. */
function refuses(words: readonly string[], lexicon: Lexicon, expecting: Expecting): boolean {
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

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
import { correction } from './correction.ts';
import { LANGUAGES, type UnderstandingLanguage } from './langs/index.ts';
import type { Writing } from './language-shape.ts';
import type { Expecting, Understanding } from './meaning.ts';
import { plain } from './plain.ts';
import { turnTokens } from './turn-words.ts';

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

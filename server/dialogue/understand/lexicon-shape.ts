/**
 * What a language's lexicon for typed-turn understanding holds
 * (docs/platform.md "Typed-turn understanding"). Entries: words separated by
 * spaces must follow each other; `a+b` needs both words anywhere; a trailing
 * `*` matches a word's start.
 */
import type { Solution } from './meaning.ts';

/** Phrases per meaning, for one language. */
export interface Lexicon {
  readonly greeting: readonly string[];
  /** What comes before a name ('me llamo', 'שמי'). */
  readonly namePrefix: readonly string[];
  readonly yes: readonly string[];
  readonly no: readonly string[];
  readonly goodbye: readonly string[];
  /** A request for a person. */
  readonly human: readonly string[];
  /** Questions about who is writing (the assistant). */
  readonly who: readonly string[];
  /** Who-questions put in other words ('esto lo lee+alguien', 'talking+real'; `a+b` both anywhere): asked only with a '?', since the same words describe a need ('que conteste una maquina'). */
  readonly whoAsked: readonly string[];
  /** The assistants' own names ('sofia'): after a greeting they greet her, they are not the visitor's name ('hi sofia!'). */
  readonly assistantName: readonly string[];
  /** Refusals to give a fact ('prefiero no', 'rather not', 'לא רוצה לתת'): a 'no' to the name or phone question wherever they stand. */
  readonly refusal: readonly string[];
  /** What follows a name that introduces the writer ('Pablo aqui', 'Olivia here', 'אבי פה'). */
  readonly nameSuffix: readonly string[];
  readonly prices: readonly string[];
  readonly hours: readonly string[];
  /** Questions about what the company offers (with no solution named): verbs and phrases that ask by themselves ('ofrecen', 'מציעים'). */
  readonly offer: readonly string[];
  /** Nouns of what is offered ('soluciones', 'שירותים'): a question only after an interrogative word or with a '?' ('un servicio mejor' is a need). */
  readonly offerNoun: readonly string[];
  /** Interrogative words ('que', 'cuales', 'מה', 'איזה'). */
  readonly interrogative: readonly string[];
  /** Verbs that introduce a need and make a turn one ('necesito …', 'צריך') even with no solution named; stripped from the need's natural form. */
  readonly needVerb: readonly string[];
  /** Other words that may come before a need and are no verb ('hola', 'pues', 'yo', 'אז'); stripped from the need's natural form with {@link Lexicon.needVerb} (`lexicon.ts` derives the need leads from both). */
  readonly needFiller: readonly string[];
  /** Words that are never a name (function words, common verbs, laughter). */
  readonly notName: readonly string[];
  /** Keywords of each of the five solutions; the solution with most matches wins. */
  readonly solutions: Readonly<Record<Solution, readonly string[]>>;
  /** Text shorthand read as the word it stands for before matching ('u' → 'you'); one folded word each way. */
  readonly shorthand?: Readonly<Record<string, string>>;
}

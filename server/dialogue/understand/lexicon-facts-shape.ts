/**
 * The second part of a language's lexicon (docs/platform.md "Typed-turn
 * understanding"): what lets one turn carry several facts, correct one, or
 * describe a problem instead of naming a solution. Kept apart from
 * {@link Lexicon} (`lexicon-shape.ts`) so a language adds it as one file
 * (`langs/{lang}/facts.ts`); the entries follow the same syntax (words in
 * a row; `a+b` both anywhere; a trailing `*` a word's start; a leading `=`
 * the word exactly).
 */
import type { Lexicon } from './lexicon-shape.ts';
import type { Solution } from './meaning.ts';

/** Phrases per meaning, for one language: facts, corrections and problems. */
export interface FactsLexicon {
  /** Markers that a fact already given is being corrected ('me equivoqué', 'el correcto es', 'טעיתי'), anywhere in the first words of a turn. A 'no' at the start followed by a fact is one too. */
  readonly correction: readonly string[];
  /** Words that start a correction only when a fact follows, as a 'no' does ('perdona, mi nombre es Carmen', 'סליחה, …'). */
  readonly correctionSoft: readonly string[];
  /** Markers of a change of mind ('en realidad', 'scratch', 'בעצם'), among the first words: a correction only once the facts are being completed or read back (the phone or the confirmation asked), since visitors start first answers with them too. */
  readonly correctionChange: readonly string[];
  /** Words that negate what they stand in ('no', 'not', 'ולא', 'scratch'): in a correction, the value is in a clause without one ('Joan, no Juan', 'Siobhan not Shivon', 'עדי ולא עידו'). */
  readonly negation: readonly string[];
  /** Verbs of being able that, after a negation, describe a problem rather than set one fact against another ('no puede transferir', 'לא יכולה להעביר'). */
  readonly ability: readonly string[];
  /** Words that start a new clause within a correction ('sino', 'but', 'אלא'): the value follows them ('no X sino Y'). */
  readonly clauseBreak: readonly string[];
  /** Words that introduce the corrected value ('es', 'el correcto es', 'זה', 'הוא'); after one, a bare name counts ('no, es Marisol'). */
  readonly correctionValue: readonly string[];
  /** Words that end a name because the next fact starts with them ('telefono', 'cel', 'והטלפון', 'ממשרד'); Hebrew prefix letters are tolerated. */
  readonly nameEnd: readonly string[];
  /** Per solution, the problems it solves in everyday words ('se me pierden llamadas' → call forwarding); scored with the keywords, and before a price or hours word ('fuera de horario'). */
  readonly problems: Readonly<Record<Solution, readonly string[]>>;
}

/** Both parts of a language's lexicon, as the rules read them. */
export type FullLexicon = Lexicon & FactsLexicon;

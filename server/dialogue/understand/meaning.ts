/**
 * What understanding hands back (docs/platform.md "Typed-turn understanding"):
 * the intents of a typed turn, the question it answers, the solutions a need
 * can name, and one turn understood. Understanding's own terms: the dialogue
 * maps them to its lines and slots (`../understood.ts`).
 */

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

/** The five solutions a need can name, in the order ties are broken (the lexicons' order). */
export const SOLUTIONS = [
  'sip-extension',
  'virtual-number',
  'call-automation',
  'call-forwarding',
  'business-messaging',
] as const;

/** One of {@link SOLUTIONS}. */
export type Solution = (typeof SOLUTIONS)[number];

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

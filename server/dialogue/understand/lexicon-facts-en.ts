/**
 * The English facts lexicon (docs/platform.md "Typed-turn understanding"):
 * corrections, where a name ends, and the problems each solution solves, as
 * visitors write them (lower case, no apostrophes: 'its', 'were', 'im').
 */
import type { FactsLexicon } from './lexicon-facts-shape.ts';

/** See the module comment; shapes in {@link FactsLexicon}. */
export const FACTS_EN: FactsLexicon = {
  correction: [],
  correctionSoft: [],
  correctionValue: [],
  nameEnd: [],
  problems: {
    'virtual-number': [],
    'call-automation': [],
    'call-forwarding': [],
    'business-messaging': [],
    'sip-extension': [],
  },
};

/**
 * A typed turn as understanding hands it back (`understand/meaning.ts`), in
 * the dialogue's terms: understanding has its own solutions, mapped here to
 * the dialogue's (`lines.ts`), so neither imports the other's.
 */
import type { Solution } from './lines.ts';
import type { Solution as UnderstoodSolution, Understanding } from './understand/meaning.ts';

/** The dialogue's solution for each one understanding names. */
const SOLUTION_OF: Readonly<Record<UnderstoodSolution, Solution>> = {
  'sip-extension': 'sip-extension',
  'virtual-number': 'virtual-number',
  'call-automation': 'call-automation',
  'call-forwarding': 'call-forwarding',
  'business-messaging': 'business-messaging',
};

/** A typed turn understood, with the dialogue's solutions. */
export interface Meaning extends Omit<Understanding, 'solution' | 'closest'> {
  /** `need`: the solution it names, if one of the five. */
  readonly solution?: Solution;
  /** `need` naming none of the five: the two solutions closest to it, to offer. */
  readonly closest?: readonly [Solution, Solution];
}

/** `understanding` with the dialogue's solutions ({@link Meaning}); the other fields as they are. Never throws. */
export function meaningOf(understanding: Understanding): Meaning {
  const { solution, closest, ...rest } = understanding;
  return {
    ...rest,
    ...(solution ? { solution: SOLUTION_OF[solution] } : {}),
    ...(closest ? { closest: [SOLUTION_OF[closest[0]], SOLUTION_OF[closest[1]]] as const } : {}),
  };
}

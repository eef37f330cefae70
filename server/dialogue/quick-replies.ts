/**
 * The quick replies the local assistant offers (docs/platform.md "Quick replies"): yes / no with
 * the read-back, the two solutions with the clarifying question, in the language spoken. Each is a
 * label understanding reads as that answer (a test holds it to that), sent as the visitor's turn.
 */
import {
  MAX_QUICK_REPLIES,
  QUICK_REPLIES_TOOL,
  type QuickReply,
} from '../../src/core/protocol/quick-replies.ts';
import type { Language } from './assistants.ts';
import type { QuickRepliesRequest } from './dialogue-state.ts';
import { type Solution, SOLUTION_LABELS } from './lines.ts';

/** The read-back's answers, yes then no, per language. */
export const YES_NO_REPLIES: Readonly<Record<Language, readonly [string, string]>> = {
  es: ['Sí', 'No'],
  he: ['כן', 'לא'],
  en: ['Yes', 'No'],
};

/** The solutions' labels as replies: the label with its first letter capitalised ('Número virtual'). */
export function solutionReplies(language: Language, solutions: readonly Solution[]): string[] {
  return solutions.map((solution) => {
    const label = SOLUTION_LABELS[language][solution];
    return `${label.charAt(0).toLocaleUpperCase(language)}${label.slice(1)}`;
  });
}

/** The `show_quick_replies` call offering `replies` (the first {@link MAX_QUICK_REPLIES}), with the id `id`. */
export function quickRepliesCall(id: string, replies: readonly QuickReply[]): QuickRepliesRequest {
  return {
    id,
    name: QUICK_REPLIES_TOOL,
    arguments: { replies: replies.slice(0, MAX_QUICK_REPLIES) },
  };
}

// @vitest-environment node
/**
 * The quick replies the local dialogue offers (docs/platform.md "Quick replies"), in es, he and
 * en: the clarifying question offers its two solutions, every line that asks for the read-back's
 * answer offers yes / no, each label is understood as the answer it stands for, and the page's
 * answer to the tool call changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import {
  type Assistant,
  type Language,
  loadAssistants,
} from '../../../server/dialogue/assistants.ts';
import { Dialogue, type DialogueTurn } from '../../../server/dialogue/engine.ts';
import { type Solution, SOLUTION_LABELS } from '../../../server/dialogue/lines.ts';
import { solutionReplies } from '../../../server/dialogue/quick-replies.ts';
import { QUICK_REPLIES_TOOL } from '../../../src/core/protocol/quick-replies.ts';

let sofia: Assistant;
beforeAll(async () => {
  sofia = (await loadAssistants()).get('sofia')!;
});

/** Per language: a name, a phone, a need that names no solution (and the two it is closest to), the restart line. */
const CASES = {
  es: {
    name: 'Me llamo Ana',
    phone: '612 345 678',
    vague: 'Necesito fibra óptica para la oficina',
    closest: ['sip-extension', 'call-forwarding'],
    restart: 'De acuerdo, empecemos de nuevo. ¿Cuál es su nombre?',
  },
  he: {
    name: 'שמי דני',
    phone: '052-555-0147',
    vague: 'צריך אתר אינטרנט',
    closest: undefined,
    restart: 'בסדר, נתחיל מחדש. מה שמך?',
  },
  en: {
    name: "I'm Mary",
    phone: '+1 415 555 0132',
    vague: 'we need better wifi in the store',
    closest: undefined,
    restart: "All right, let's start again. What is your name?",
  },
} as const satisfies Record<
  Language,
  {
    name: string;
    phone: string;
    vague: string;
    closest: readonly [Solution, Solution] | undefined;
    restart: string;
  }
>;

const LANGUAGES = ['es', 'he', 'en'] as const;

/** The read-back's replies, yes then no. */
const YES_NO = { es: ['Sí', 'No'], he: ['כן', 'לא'], en: ['Yes', 'No'] } as const;

function dialogue(language: Language, mode: 'wait' | 'carry' = 'carry'): Dialogue {
  let n = 0;
  return new Dialogue(language, sofia.languages[language]!, () => `call_${++n}`, mode);
}

/** The replies a turn offers (undefined when it offers none). */
function offered(turn: DialogueTurn | undefined): unknown {
  const call = turn?.quickReplies;
  if (!call) return undefined;
  expect(call.name).toBe(QUICK_REPLIES_TOOL);
  expect(call.id).toMatch(/^call_\d+$/);
  return call.arguments.replies;
}

describe.each(LANGUAGES)('%s', (language) => {
  const c = CASES[language];
  const [yes, no] = YES_NO[language];

  it('the clarifying question offers its two solutions, by the names the question says; clicking one moves on to the read-back, which offers yes / no; the yes label captures the lead', () => {
    const d = dialogue(language);
    expect(offered(d.typed(c.name))).toBeUndefined();
    expect(offered(d.typed(c.phone))).toBeUndefined();
    const clarify = d.typed(c.vague);
    const replies = offered(clarify) as string[];
    expect(replies).toHaveLength(2);
    if (c.closest) expect(replies).toEqual(solutionReplies(language, c.closest));
    // Each reply is a solution's label, capitalised, and the question names the same two.
    for (const reply of replies) {
      const label = Object.values(SOLUTION_LABELS[language]).find(
        (l) => l.toLocaleLowerCase(language) === reply.toLocaleLowerCase(language),
      );
      expect(label, reply).toBeDefined();
      expect(clarify.line!.text).toContain(label);
    }
    const chosen = d.typed(replies[1]!);
    expect(chosen.tool?.name).toBe('show_solution');
    const solution = chosen.tool!.arguments.solution;
    expect(solutionReplies(language, [solution])).toEqual([replies[1]]);
    expect(chosen.line!.topic).toBe('confirmation');
    expect(offered(chosen)).toEqual([yes, no]);
    const confirmed = d.typed(yes);
    expect(confirmed.lead).toMatchObject({ solution: SOLUTION_LABELS[language][solution] });
    expect(offered(confirmed)).toBeUndefined();
  });

  it('the no label starts again, as a typed no does', () => {
    const d = dialogue(language);
    d.typed(c.name);
    d.typed(c.phone);
    const [first] = solutionReplies(language, ['virtual-number']);
    expect(offered(d.typed(first!))).toEqual([yes, no]);
    const restarted = d.typed(no);
    expect(restarted.line!.text).toBe(c.restart);
    expect(restarted.lead).toBeUndefined();
    expect(offered(restarted)).toBeUndefined();
    expect(d.slots).toEqual({});
  });

  it("every solution's reply label, typed at the need question, is taken as that solution", () => {
    const all = Object.keys(SOLUTION_LABELS[language]) as Solution[];
    for (const [i, label] of solutionReplies(language, all).entries()) {
      const d = dialogue(language);
      d.typed(c.name);
      d.typed(c.phone);
      expect(d.typed(label).tool?.arguments, label).toEqual({ solution: all[i] });
    }
  });

  it('in a call, yes / no come with the read-back after the page answered, and with every line that asks it again', () => {
    const d = dialogue(language, 'wait');
    d.typed(c.name);
    d.typed(c.phone);
    const [first] = solutionReplies(language, ['call-forwarding']);
    const show = d.typed(first!);
    // The 'let me show you' line asks nothing: nothing is offered until the read-back.
    expect(offered(show)).toBeUndefined();
    expect(offered(d.toolResult(show.tool!.id, 'shown'))).toEqual([yes, no]);
    // An unclear answer and a question both ask for the read-back's answer again.
    expect(offered(d.typed('?'))).toEqual([yes, no]);
    const asked = d.typed(
      { es: '¿cuánto cuesta?', he: 'כמה זה עולה?', en: 'how much is it?' }[language],
    );
    expect(asked.line!.topic).toBe('answer');
    expect(offered(asked)).toEqual([yes, no]);
    expect(d.typed(yes).lead).toBeDefined();
  });

  it("the page's answer to the quick replies changes nothing; the visitor's turn that follows carries the answer", () => {
    const d = dialogue(language);
    d.typed(c.name);
    d.typed(c.phone);
    const [first] = solutionReplies(language, ['business-messaging']);
    const readBack = d.typed(first!);
    const before = d.state();
    expect(d.toolResult(readBack.quickReplies!.id, 'shown')).toBeUndefined();
    expect(d.toolResult(readBack.quickReplies!.id, 'failed')).toBeUndefined();
    expect(d.state()).toEqual(before);
    expect(d.typed(yes).lead).toMatchObject({
      solution: SOLUTION_LABELS[language]['business-messaging'],
    });
  });
});

describe('yes and no by voice', () => {
  it('a voice turn at the read-back counts as yes, as before: the lead is captured and nothing more is offered', () => {
    const d = dialogue('es', 'wait');
    d.voice();
    d.voice();
    const readBack = d.voice();
    expect(offered(readBack)).toEqual(['Sí', 'No']);
    const confirmed = d.voice();
    expect(confirmed.lead).toBeDefined();
    expect(offered(confirmed)).toBeUndefined();
  });
});

/**
 * Where a dialogue stands in its assistant's script, and how it says a line
 * (docs/platform.md "Dialogue (typed answers)", "Tool results"): the step,
 * the question asked, the visitor's facts, moving to a step, asking, re-asking,
 * showing a solution on the page, starting again. `Dialogue` (`engine.ts`)
 * decides which, turn by turn.
 */
import { randomUUID } from 'node:crypto';

import { ANSWER_LINES } from './answer-lines.ts';
import type { AssistantLanguage, Language } from './assistants.ts';
import {
  type DialogueState,
  type DialogueTurn,
  type Expecting,
  type PageToolMode,
  type Slots,
  type ToolRequest,
  TOPIC_EXPECTS,
} from './dialogue-state.ts';
import { type FilledLine, fillLine } from './fill-line.ts';
import { DIALOGUE_LINES, type DialogueLines, type LineTemplate, type Solution } from './lines.ts';

/** The script position and the saying of one call's or chat's dialogue; turns are handled by `Dialogue`. */
export abstract class DialogueScript {
  readonly slots: Slots = {};
  protected readonly byVoice = new Set<'name' | 'phone' | 'need'>();
  protected expecting: Expecting;
  protected nextStep = 0;
  protected noticeSent = false;
  protected pendingTool: string | undefined;
  /** Where a local phone number is read first (ISO 3166), from the language tag. */
  region: string | undefined;
  protected clarified: string | undefined;

  /**
   * @param language the language spoken first.
   * @param script the assistant's script in `language`; the first message's topic decides the first question.
   * @param newToolCallId makes the id of each tool call (default `call_<uuid>`).
   * @param pageTools how a page tool fits in ({@link PageToolMode}; default `wait`, as in calls).
   */
  constructor(
    protected language: Language,
    protected script: AssistantLanguage,
    protected readonly newToolCallId: () => string = () => `call_${randomUUID()}`,
    protected readonly pageTools: PageToolMode = 'wait',
  ) {
    this.expecting = TOPIC_EXPECTS[script.firstMessage.topic] ?? 'free';
  }

  /**
   * Speaks `language` from the next line on (docs/platform.md "Languages"):
   * its lines, its understanding and `script` (the assistant's script in that
   * language, whose steps match the current one's). The slots and the step
   * stay where they are.
   */
  switchLanguage(language: Language, script: AssistantLanguage): void {
    this.language = language;
    this.script = script;
    this.nextStep = Math.min(this.nextStep, script.script.length);
  }

  /** Where the dialogue is, as JSON ({@link DialogueState}). */
  state(): DialogueState {
    return {
      slots: { ...this.slots },
      byVoice: [...this.byVoice],
      expecting: this.expecting,
      nextStep: this.nextStep,
      noticeSent: this.noticeSent,
      ...(this.pendingTool ? { pendingTool: this.pendingTool } : {}),
      ...(this.region ? { region: this.region } : {}),
      ...(this.clarified ? { clarified: this.clarified } : {}),
    };
  }

  /** Puts the dialogue where `state` says (a stored chat or call, checked by `isDialogueState`, `dialogue-state.ts`). */
  restore(state: DialogueState): this {
    for (const key of Object.keys(this.slots) as (keyof Slots)[]) delete this.slots[key];
    Object.assign(this.slots, state.slots);
    this.byVoice.clear();
    for (const slot of state.byVoice) this.byVoice.add(slot);
    this.expecting = state.expecting;
    this.nextStep = Math.min(state.nextStep, this.script.script.length);
    this.noticeSent = state.noticeSent;
    this.pendingTool = state.pendingTool;
    this.region = state.region;
    this.clarified = state.clarified;
    return this;
  }

  /** True once the script has no more lines. */
  get finished(): boolean {
    return this.nextStep >= this.script.script.length;
  }

  /** The id of the tool call the dialogue waits for, if any. */
  get waitingFor(): string | undefined {
    return this.pendingTool;
  }

  /** Moves the script to the line of `topic` (said next), if the script has it. */
  protected moveTo(topic: string): boolean {
    const index = this.script.script.findIndex((line) => line.topic === topic);
    if (index >= 0) this.nextStep = index;
    return index >= 0;
  }

  /** Asks for `slot` with `template`: the script's line for that question, personalised; the name (asked in the first message) as an answer line. */
  protected ask(slot: 'name' | 'phone' | 'need' | 'confirm', template: LineTemplate): DialogueTurn {
    const topic = {
      name: 'phone',
      phone: 'phone',
      need: 'needed-solution',
      confirm: 'confirmation',
    }[slot];
    if (this.moveTo(topic) && slot !== 'name') return this.advance(template);
    this.expecting = slot;
    return { line: { topic: 'answer', ...this.fill(template), dynamic: true } };
  }

  /** A new solution before the read-back: shown on the page (see {@link PageToolMode}), then the confirmation. The script stands at the confirmation line. */
  protected need(solution: Solution): DialogueTurn {
    const id = this.newToolCallId();
    this.pendingTool = id;
    const tool: ToolRequest = { id, name: 'show_solution', arguments: { solution } };
    if (this.pageTools === 'carry') {
      const showing = this.fill(ANSWER_LINES[this.language].showingSolution);
      const turn = this.advance(this.lines.confirm);
      const line = turn.line && {
        ...turn.line,
        text: `${showing.text} ${turn.line.text}`,
        phonemes: `${showing.phonemes ?? showing.text} ${turn.line.phonemes ?? turn.line.text}`,
      };
      return { ...(line ? { line } : {}), tool };
    }
    this.expecting = 'tool';
    return { ...this.say(this.lines.showSolution), tool };
  }

  /** The dialogue's lines in the language spoken now. */
  protected get lines(): DialogueLines {
    return DIALOGUE_LINES[this.language];
  }

  /** Says the next script line (personalised with `template` when given) and moves on. */
  protected advance(template?: LineTemplate): DialogueTurn {
    const line = this.script.script[this.nextStep];
    if (!line) return {};
    this.nextStep++;
    this.expecting = TOPIC_EXPECTS[line.topic] ?? 'free';
    if (!template || (template === this.lines.confirm && this.byVoice.size === 3)) return { line };
    return { line: { ...line, ...this.fill(template), dynamic: true } };
  }

  /** Says `template` without moving (a re-ask). */
  protected say(template: LineTemplate): DialogueTurn {
    return {
      line: {
        topic: template === this.lines.showSolution ? 'show-solution' : 're-ask',
        ...this.fill(template),
        dynamic: true,
      },
    };
  }

  /** The visitor said the read-back is wrong: every fact forgotten, the name asked again. */
  protected restart(): DialogueTurn {
    for (const key of Object.keys(this.slots) as (keyof Slots)[]) delete this.slots[key];
    this.byVoice.clear();
    this.clarified = undefined;
    this.nextStep = Math.max(
      0,
      this.script.script.findIndex((l) => l.topic === 'phone'),
    );
    this.expecting = 'name';
    return this.say(this.lines.restart);
  }

  /** `template` filled for this visitor ({@link fillLine}). */
  protected fill(template: LineTemplate): FilledLine {
    return fillLine(template, this.language, this.script.name, this.slots);
  }
}

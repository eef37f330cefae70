/**
 * The local assistant's small deterministic dialogue engine (docs/platform.md
 * "Dialogue (typed answers)", "Typed-turn understanding", "Tool results"): a typed
 * turn is understood and answered, never echoed; a voice turn (no offline speech
 * recognition) fills the asked slot as given by voice and advances the script.
 * It only decides what to say; `Conversation` and the chat speak it.
 */
import { randomUUID } from 'node:crypto';
import type { AssistantLanguage, Language, ScriptLine } from './assistants.ts';
import { ANSWER_LINES, isAnswered } from './answer-lines.ts';
import { DIALOGUE_LINES, SOLUTION_LABELS, type LineTemplate, type Solution } from './lines.ts';
import { formatPhone, speakPhone } from './phone.ts';
import { understand, type Understanding } from './understand/understand.ts';

/** The slot value the client shows as '—' (`src/common/conversation/tool-calls.ts` `GIVEN_BY_VOICE`). */
export const GIVEN_BY_VOICE = '(voice)';

/** What the visitor has given so far. `phone` is E.164. */
export interface Slots {
  name?: string;
  phone?: string;
  need?: string;
  solution?: Solution;
}

/** The `capture_lead` tool call's arguments. */
export interface LeadArguments {
  readonly name: string;
  readonly phone: string;
  readonly need: string;
  readonly solution?: string;
}

/** A client-side tool call the dialogue waits for (after the line is said). */
export interface ToolRequest {
  /** The tool call's id (`call_…`), which the answer names. */
  readonly id: string;
  readonly name: 'show_solution';
  readonly arguments: { readonly solution: Solution };
}

/** How the page answered a {@link ToolRequest}. */
export type ToolOutcome = 'shown' | 'failed' | 'timeout';

/** What to do after one turn. */
export interface DialogueTurn {
  /** The line to say next (none after the goodbye). */
  readonly line?: ScriptLine;
  /** Send the `capture_lead` tool call before the line. */
  readonly lead?: LeadArguments;
  /** Send this client tool call after the line; the dialogue then waits for {@link Dialogue.toolResult}. */
  readonly tool?: ToolRequest;
  /** Send the typed-answers-only notice (first voice turn that should have filled a slot). */
  readonly notice?: boolean;
}

type Expecting = 'name' | 'phone' | 'need' | 'confirm' | 'free' | 'tool';

const TOPIC_EXPECTS: Readonly<Record<string, Expecting>> = {
  'greeting-and-name': 'name',
  phone: 'phone',
  'needed-solution': 'need',
  confirmation: 'confirm',
};

/** How a page tool (`show_solution`) fits in the dialogue: `wait` for its answer (calls), or `carry` the next question in the same reply (chat). */
export type PageToolMode = 'wait' | 'carry';

/** Where a {@link Dialogue} is, as plain JSON kept in the store (docs/durable-state.md "Chats", "Calls"). */
export interface DialogueState {
  readonly slots: Slots;
  readonly byVoice: readonly ('name' | 'phone' | 'need')[];
  readonly expecting: Expecting;
  readonly nextStep: number;
  readonly noticeSent: boolean;
  readonly pendingTool?: string;
  /** Where a local phone number is read first (ISO 3166). */
  readonly region?: string;
}

const EXPECTING: readonly Expecting[] = ['name', 'phone', 'need', 'confirm', 'free', 'tool'];

/** True when `value` has the shape of a {@link DialogueState} (untrusted input: a stored record). */
export function isDialogueState(value: unknown): value is DialogueState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const slots = v['slots'];
  if (typeof slots !== 'object' || slots === null || Array.isArray(slots)) return false;
  for (const key of ['name', 'phone', 'need', 'solution']) {
    const s = (slots as Record<string, unknown>)[key];
    if (s !== undefined && typeof s !== 'string') return false;
  }
  return (
    Array.isArray(v['byVoice']) &&
    (v['byVoice'] as unknown[]).every((b) => b === 'name' || b === 'phone' || b === 'need') &&
    EXPECTING.includes(v['expecting'] as Expecting) &&
    Number.isInteger(v['nextStep']) &&
    (v['nextStep'] as number) >= 0 &&
    typeof v['noticeSent'] === 'boolean' &&
    (v['pendingTool'] === undefined || typeof v['pendingTool'] === 'string') &&
    (v['region'] === undefined ||
      (typeof v['region'] === 'string' && /^[A-Z]{2}$/.test(v['region'])))
  );
}

/** One call's dialogue; see the module comment. */
export class Dialogue {
  readonly slots: Slots = {};
  private readonly byVoice = new Set<'name' | 'phone' | 'need'>();
  private expecting: Expecting;
  private nextStep = 0;
  private noticeSent = false;
  private pendingTool: string | undefined;
  /** Where a local phone number is read first (ISO 3166), from the language tag. */
  region: string | undefined;

  /** @param newToolCallId makes the id of each tool call (default `call_<uuid>`). */
  constructor(
    private language: Language,
    private script: AssistantLanguage,
    private readonly newToolCallId: () => string = () => `call_${randomUUID()}`,
    private readonly pageTools: PageToolMode = 'wait',
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
    };
  }

  /** Puts the dialogue where `state` says (a stored chat or call, checked by {@link isDialogueState}). */
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

  /**
   * The page's answer to the awaited tool call: a line saying how it went, then the confirmation.
   * @returns undefined when `toolCallId` is not the one waited for (ignored).
   */
  toolResult(toolCallId: string, outcome: ToolOutcome): DialogueTurn | undefined {
    if (toolCallId !== this.pendingTool || (this.pageTools === 'wait' && this.expecting !== 'tool'))
      return undefined;
    this.pendingTool = undefined;
    const lines = this.lines;
    // Chat: the question was already asked; only a short line, and the visitor's next message is the answer.
    if (this.pageTools === 'carry')
      return {
        line: {
          topic: 'tool-result',
          ...(outcome === 'shown' ? this.fill(lines.toolShown) : this.fill(lines.toolFailed)),
          dynamic: true,
        },
      };
    const prefix =
      outcome === 'shown'
        ? lines.toolShown
        : outcome === 'failed'
          ? lines.toolFailed
          : lines.toolTimeout;
    return this.advance({
      text: `${prefix.text} ${lines.confirm.text}`,
      speech: `${prefix.speech} ${lines.confirm.speech}`,
    });
  }

  /** A voice turn (not understood): fills the slot asked for as given by voice and says the next script line. */
  voice(): DialogueTurn {
    // The visitor went on before the page answered: the dialogue goes on without it.
    if (this.expecting === 'tool') return this.toolResult(this.pendingTool ?? '', 'timeout') ?? {};
    const slot = this.expecting;
    const notice = slot !== 'free' && !this.noticeSent;
    if (notice) this.noticeSent = true;
    if (slot === 'name' || slot === 'phone' || slot === 'need') {
      this.byVoice.add(slot);
      delete this.slots[slot];
    }
    const lead = slot === 'confirm' ? this.lead() : undefined;
    return { ...this.advance(), ...(lead ? { lead } : {}), ...(notice ? { notice } : {}) };
  }

  /** A typed turn; see the module comment. */
  typed(input: string): DialogueTurn {
    if (this.expecting === 'tool') return this.toolResult(this.pendingTool ?? '', 'timeout') ?? {};
    // Chat: a page answer not in before the visitor's next message is no longer awaited.
    this.pendingTool = undefined;
    const meaning = understand(input.slice(0, 2000), this.language, this.expecting, this.region);
    // No words at all ('?', an emoji), or an unclear yes-or-no ('tal vez'), is re-asked, not off-topic.
    const unclear =
      meaning.intent === 'off-topic' &&
      (this.expecting === 'confirm' || !/[\p{L}\p{N}]/u.test(input));
    if (isAnswered(meaning.intent) && !unclear) return this.answer(meaning);
    // A name, phone or need given when another of them is asked: a short line and the pending question.
    const slot =
      meaning.intent === 'name' || meaning.intent === 'phone' || meaning.intent === 'need';
    if (
      slot &&
      meaning.intent !== this.expecting &&
      (this.expecting === 'name' || this.expecting === 'phone' || this.expecting === 'need')
    )
      return this.answer(meaning);
    switch (this.expecting) {
      case 'name':
        if (meaning.intent !== 'name' || !meaning.name) return this.say(this.lines.reaskName);
        this.slots.name = meaning.name;
        this.byVoice.delete('name');
        return this.advance(this.lines.askPhone);
      case 'phone':
        if (meaning.intent !== 'phone' || !meaning.phone) return this.say(this.lines.reaskPhone);
        this.slots.phone = meaning.phone;
        this.byVoice.delete('phone');
        return this.advance(this.lines.askNeed);
      case 'need':
        return meaning.intent === 'need' && meaning.need
          ? this.need(meaning.need, meaning.solution)
          : this.say(this.lines.reaskNeed);
      case 'confirm':
        if (meaning.intent === 'yes') return { ...this.advance(), lead: this.lead() };
        if (meaning.intent === 'no') return this.restart();
        return this.say(this.lines.reaskConfirm);
      case 'free':
        return this.advance();
    }
  }

  /** The need understood: its solution shown on the page when it has one (see {@link PageToolMode}), then the confirmation. */
  private need(need: string, solution: Solution | undefined): DialogueTurn {
    this.slots.need = need;
    if (solution) this.slots.solution = solution;
    else delete this.slots.solution;
    this.byVoice.delete('need');
    if (!solution) return this.advance(this.lines.confirm);
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

  /** A turn that does not answer the pending question: its answer, then that question again. */
  private answer(meaning: Understanding): DialogueTurn {
    const lines = ANSWER_LINES[this.language];
    const first = isAnswered(meaning.intent)
      ? lines.answers[meaning.intent]
      : meaning.intent === 'need'
        ? lines.needFirst
        : lines.thanks;
    // After the script's questions a goodbye is one more step (towards the script's own goodbye).
    if (this.expecting === 'free' && meaning.intent === 'goodbye') return this.advance();
    if (this.expecting === 'free') {
      const next = this.advance();
      if (next.line)
        return {
          ...next,
          line: {
            ...next.line,
            ...join(this.fill(first), {
              text: next.line.text,
              ...(next.line.phonemes ? { phonemes: next.line.phonemes } : {}),
            }),
            dynamic: true,
          },
        };
      return next;
    }
    const parts =
      meaning.intent === 'goodbye'
        ? this.fill(first)
        : join(
            this.fill(first),
            this.fill(lines.pending[this.expecting === 'tool' ? 'confirm' : this.expecting]),
          );
    return {
      line: { topic: meaning.intent === 'greeting' ? 're-ask' : 'answer', ...parts, dynamic: true },
    };
  }

  private get lines() {
    return DIALOGUE_LINES[this.language];
  }

  /** Says the next script line (personalised with `template` when given) and moves on. */
  private advance(template?: LineTemplate): DialogueTurn {
    const line = this.script.script[this.nextStep];
    if (!line) return {};
    this.nextStep++;
    this.expecting = TOPIC_EXPECTS[line.topic] ?? 'free';
    if (!template || (template === this.lines.confirm && this.byVoice.size === 3)) return { line };
    return { line: { ...line, ...this.fill(template), dynamic: true } };
  }

  /** Says `template` without moving (a re-ask). */
  private say(template: LineTemplate): DialogueTurn {
    return {
      line: {
        topic: template === this.lines.showSolution ? 'show-solution' : 're-ask',
        ...this.fill(template),
        dynamic: true,
      },
    };
  }

  private restart(): DialogueTurn {
    for (const key of Object.keys(this.slots) as (keyof Slots)[]) delete this.slots[key];
    this.byVoice.clear();
    this.nextStep = Math.max(
      0,
      this.script.script.findIndex((l) => l.topic === 'phone'),
    );
    this.expecting = 'name';
    return this.say(this.lines.restart);
  }

  private fill(template: LineTemplate): { text: string; phonemes?: string } {
    const { voiceSlot } = this.lines;
    const { name, phone, need, solution } = this.slots;
    const label = solution ? SOLUTION_LABELS[this.language][solution] : '';
    const needText = need ? (solution ? `${need} (${label})` : need) : voiceSlot.need;
    const text = template.text
      .replace('{assistant}', this.script.name)
      .replace('{solution}', label)
      .replace('{name}', name ?? voiceSlot.name)
      // In Hebrew text the number is isolated left-to-right (LRI … PDI), or bidi reorders its groups.
      .replace(
        '{phone}',
        phone
          ? this.language === 'he'
            ? `\u2066${formatPhone(phone)}\u2069`
            : formatPhone(phone)
          : voiceSlot.phone,
      )
      .replace('{need}', needText);
    const speech = template.speech
      .replace('{assistant}', this.script.name)
      .replace('{solution}', label)
      .replace('{name}', name ?? voiceSlot.name)
      .replace('{phoneSpeech}', phone ? speakPhone(phone, this.language) : voiceSlot.phone)
      .replace('{need}', needText);
    return this.language === 'he'
      ? { text, phonemes: speech }
      : speech === text
        ? { text }
        : { text, phonemes: speech };
  }

  private lead(): LeadArguments {
    const { name, phone, need, solution } = this.slots;
    return {
      name: name ?? GIVEN_BY_VOICE,
      phone: phone ?? GIVEN_BY_VOICE,
      need: need ?? GIVEN_BY_VOICE,
      ...(solution ? { solution: SOLUTION_LABELS[this.language][solution] } : {}),
    };
  }
}

/** Two lines said as one: the second after a space, or right after a Markdown block that ends in a blank line. */
function join(
  a: { text: string; phonemes?: string },
  b: { text: string; phonemes?: string },
): { text: string; phonemes?: string } {
  const text = a.text.endsWith('\n') ? `${a.text}${b.text}` : `${a.text} ${b.text}`;
  const speech = `${a.phonemes ?? a.text.trim()} ${b.phonemes ?? b.text}`;
  return speech === text ? { text } : { text, phonemes: speech };
}

export { parseName, solutionOf, yesNo } from './understand/parse.ts';

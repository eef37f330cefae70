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
import { FACT_LINES } from './fact-lines.ts';
import { formatPhone, speakPhone } from './phone.ts';
import { understand, type Understanding } from './understand/understand.ts';
import { GIVEN_BY_VOICE } from '../../src/core/protocol/server-messages.ts';

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
  /** A need that named no solution, met with the clarifying question (at most 300 characters): the next such need, or a yes or no, takes a need as it is. */
  readonly clarified?: string;
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
      (typeof v['region'] === 'string' && /^[A-Z]{2}$/.test(v['region']))) &&
    (v['clarified'] === undefined ||
      (typeof v['clarified'] === 'string' && v['clarified'].length <= 300))
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
  private clarified: string | undefined;

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
      ...(this.clarified ? { clarified: this.clarified } : {}),
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
    if (this.expecting !== 'free' && this.takes(meaning)) return this.facts(meaning);
    switch (this.expecting) {
      case 'name':
        return this.say(this.lines.reaskName);
      case 'phone':
        return this.say(this.lines.reaskPhone);
      case 'need':
        // 'Sí' or 'no' to the clarifying question: the need is taken as the visitor put it.
        if (this.clarified && (meaning.intent === 'yes' || meaning.intent === 'no'))
          return this.facts({ intent: 'need', need: this.clarified });
        return this.say(this.lines.reaskNeed);
      case 'confirm':
        if (meaning.intent === 'yes') return { ...this.advance(), lead: this.lead() };
        if (meaning.intent === 'no') return this.restart();
        return this.say(this.lines.reaskConfirm);
      case 'free':
        return this.advance();
    }
  }

  /** True when `meaning` gives a fact the dialogue takes now: a name, a phone (even one not valid), a need with a solution, or one without when the need or the confirmation is asked. */
  private takes(meaning: Understanding): boolean {
    if (meaning.name || meaning.phone || meaning.solution || meaning.intent === 'phone')
      return true;
    return (
      meaning.intent === 'need' &&
      meaning.need !== undefined &&
      (this.expecting === 'need' || this.expecting === 'confirm')
    );
  }

  /**
   * Every fact of a turn taken at once (slot filling): each acknowledged
   * once, then the first slot still missing is asked (name, phone, need), or,
   * with all three, the read-back. A correction after the read-back reads it
   * back again. A need that names no solution gets the clarifying question
   * once, then is taken as it is.
   */
  private facts(meaning: Understanding): DialogueTurn {
    const got: LineTemplate[] = [];
    const facts = FACT_LINES[this.language];
    if (meaning.name) {
      this.slots.name = meaning.name;
      this.byVoice.delete('name');
      got.push(facts.gotName);
    }
    if (meaning.phone) {
      this.slots.phone = meaning.phone;
      this.byVoice.delete('phone');
      got.push(facts.gotPhone);
    }
    // The page shows the solution before the first read-back, and again when a correction changes it.
    const show =
      this.expecting !== 'confirm' ||
      (meaning.solution !== undefined && meaning.solution !== this.slots.solution);
    if (meaning.solution) {
      this.slots.need = meaning.need ?? SOLUTION_LABELS[this.language][meaning.solution];
      this.slots.solution = meaning.solution;
      this.byVoice.delete('need');
      this.clarified = undefined;
      got.push(facts.gotNeed);
    } else if (meaning.intent === 'need' && meaning.need && meaning.closest && !this.clarified) {
      this.clarified = meaning.need;
      const labels = SOLUTION_LABELS[this.language];
      const clarify = {
        text: facts.clarify.text
          .replace('{first}', labels[meaning.closest[0]])
          .replace('{second}', labels[meaning.closest[1]]),
        speech: facts.clarify.speech
          .replace('{first}', labels[meaning.closest[0]])
          .replace('{second}', labels[meaning.closest[1]]),
      };
      return this.ask('need', joined([...this.prefix(meaning, got), clarify]));
    } else if (meaning.intent === 'need' && meaning.need) {
      this.slots.need = meaning.need;
      delete this.slots.solution;
      this.byVoice.delete('need');
      this.clarified = undefined;
    }
    if (
      meaning.intent === 'phone' &&
      !meaning.phone &&
      got.length === 0 &&
      this.expecting === 'phone'
    )
      return this.say(this.lines.reaskPhone);
    if (meaning.intent === 'phone' && !meaning.phone)
      return this.ask('phone', joined([...this.prefix(meaning, got), this.lines.reaskPhone]));
    return this.next(meaning, got, show);
  }

  /** The acknowledgements of the facts just taken, after 'corrected' for a correction. */
  private prefix(meaning: Understanding, got: readonly LineTemplate[]): LineTemplate[] {
    return meaning.correction ? [FACT_LINES[this.language].corrected, ...got] : [...got];
  }

  /** After facts were taken: the first missing slot asked, or the read-back (the page shows a new solution first). */
  private next(meaning: Understanding, got: readonly LineTemplate[], show: boolean): DialogueTurn {
    const { name, phone, need } = this.slots;
    const facts = FACT_LINES[this.language];
    const has = (slot: 'name' | 'phone' | 'need'): boolean => this.byVoice.has(slot);
    const missing =
      !name && !has('name')
        ? 'name'
        : !phone && !has('phone')
          ? 'phone'
          : !need && !has('need')
            ? 'need'
            : undefined;
    const only = (line: LineTemplate): boolean =>
      got.length === 1 && got[0] === line && !meaning.correction;
    if (missing === 'phone' && only(facts.gotName)) return this.ask('phone', this.lines.askPhone);
    if (missing === 'need' && only(facts.gotPhone)) return this.ask('need', this.lines.askNeed);
    const pending = ANSWER_LINES[this.language].pending;
    if (missing) return this.ask(missing, joined([...this.prefix(meaning, got), pending[missing]]));
    if (show && this.slots.solution) {
      this.moveTo('confirmation');
      return this.need(this.slots.solution);
    }
    const readBack = meaning.correction
      ? joined([facts.corrected, this.lines.confirm])
      : this.lines.confirm;
    return this.ask('confirm', readBack);
  }

  /** Moves the script to the line of `topic` (said next), if the script has it. */
  private moveTo(topic: string): boolean {
    const index = this.script.script.findIndex((line) => line.topic === topic);
    if (index >= 0) this.nextStep = index;
    return index >= 0;
  }

  /** Asks for `slot` with `template`: the script's line for that question, personalised; the name (asked in the first message) as an answer line. */
  private ask(slot: 'name' | 'phone' | 'need' | 'confirm', template: LineTemplate): DialogueTurn {
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
  private need(solution: Solution): DialogueTurn {
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
    this.clarified = undefined;
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
    // The read-back names the solution, never the visitor's own words.
    const other = FACT_LINES[this.language].otherNeed;
    const needText = solution ? label : need ? other.text : voiceSlot.need;
    const needSpeech = solution ? label : need ? other.speech : voiceSlot.need;
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
      .replace('{need}', needSpeech);
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

/** Line templates said one after the other. */
function joined(templates: readonly LineTemplate[]): LineTemplate {
  return {
    text: templates.map((t) => t.text).join(' '),
    speech: templates.map((t) => t.speech).join(' '),
  };
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

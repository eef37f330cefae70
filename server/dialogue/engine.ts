/**
 * The local assistant's small deterministic dialogue engine (docs/platform.md
 * "Dialogue (typed answers)"). There is no offline speech recognition, so:
 *
 * - a **typed** answer (`add-message` from the user) is understood: the
 *   question just asked decides what it should hold — the name ('me llamo …',
 *   'soy …', 'mi nombre es …'; 'שמי …', 'קוראים לי …', 'אני …'), the phone
 *   ({@link parsePhone}), the need (free text plus a canonical solution), or
 *   yes/no for the confirmation. The reply is built from the slots; input it
 *   does not understand gets a re-ask with an example, never a silent advance.
 * - a **voice** turn fills the current slot as 'given by voice' and advances
 *   the script with its own generic line, as before; the first such turn asks
 *   for the one-time `local-platform-notice`.
 *
 * Confirming gives the `capture_lead` tool call (arguments `{ name, phone,
 * need, solution? }`, `(voice)` for slots given by voice). A typed need with
 * a canonical solution gives the client tool call `show_solution`
 * (`{ solution }`, docs/platform.md "Tool results"): the assistant says it is
 * showing it and waits; the page's answer ({@link Dialogue.toolResult}: shown,
 * failed, or timed out — also when the visitor goes on first) picks the line
 * before the confirmation. The engine only decides what to say;
 * `Conversation` and the chat speak it.
 */
import { randomUUID } from 'node:crypto';
import type { AssistantLanguage, Language, ScriptLine } from './assistants.ts';
import { DIALOGUE_LINES, SOLUTION_KEYWORDS, SOLUTION_LABELS, type LineTemplate, type Solution } from './lines.ts';
import { formatPhone, parsePhone, speakPhone } from './phone.ts';

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

/** One call's dialogue; see the module comment. */
export class Dialogue {
  readonly slots: Slots = {};
  private readonly byVoice = new Set<'name' | 'phone' | 'need'>();
  private expecting: Expecting;
  private nextStep = 0;
  private noticeSent = false;
  private pendingTool: string | undefined;

  /**
   * @param language the call's or chat's language.
   * @param script the assistant's script in it.
   * @param newToolCallId makes the id of each tool call (default `call_<uuid>`).
   */
  constructor(
    private readonly language: Language,
    private readonly script: AssistantLanguage,
    private readonly newToolCallId: () => string = () => `call_${randomUUID()}`,
  ) {
    this.expecting = TOPIC_EXPECTS[script.firstMessage.topic] ?? 'free';
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
   * The page's answer to the tool call the dialogue waits for: the line
   * before the confirmation says how it went, then the confirmation.
   * @returns the turn, or undefined when `toolCallId` is not the one waited for (late, unknown or repeated: ignored).
   */
  toolResult(toolCallId: string, outcome: ToolOutcome): DialogueTurn | undefined {
    if (this.expecting !== 'tool' || toolCallId !== this.pendingTool) return undefined;
    this.pendingTool = undefined;
    const lines = this.lines;
    const prefix = outcome === 'shown' ? lines.toolShown : outcome === 'failed' ? lines.toolFailed : lines.toolTimeout;
    return this.advance({ text: `${prefix.text} ${lines.confirm.text}`, speech: `${prefix.speech} ${lines.confirm.speech}` });
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

  /** A typed answer; see the module comment. */
  typed(input: string): DialogueTurn {
    const text = input.normalize('NFC').trim();
    switch (this.expecting) {
      case 'name': {
        const name = parseName(text, this.language);
        if (!name) return this.say(this.lines.reaskName);
        this.slots.name = name;
        this.byVoice.delete('name');
        return this.advance(this.lines.askPhone);
      }
      case 'phone': {
        const phone = parsePhone(text, this.language);
        if (!phone.ok) return this.say(this.lines.reaskPhone);
        this.slots.phone = phone.e164;
        this.byVoice.delete('phone');
        return this.advance(this.lines.askNeed);
      }
      case 'need': {
        if ((text.match(/\p{L}/gu) ?? []).length < 2) return this.say(this.lines.reaskNeed);
        this.slots.need = text.slice(0, 300);
        const solution = solutionOf(text);
        if (solution) this.slots.solution = solution;
        else delete this.slots.solution;
        this.byVoice.delete('need');
        if (!solution) return this.advance(this.lines.confirm);
        const id = this.newToolCallId();
        this.pendingTool = id;
        this.expecting = 'tool';
        return { ...this.say(this.lines.showSolution), tool: { id, name: 'show_solution', arguments: { solution } } };
      }
      case 'tool':
        // Typed before the page answered: the dialogue goes on without the answer (the text stays in the history).
        return this.toolResult(this.pendingTool ?? '', 'timeout') ?? {};
      case 'confirm': {
        const answer = yesNo(text, this.language);
        if (answer === undefined) return this.say(this.lines.reaskConfirm);
        if (answer) return { ...this.advance(), lead: this.lead() };
        return this.restart();
      }
      case 'free':
        return this.advance();
    }
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
    return { line: { topic: template === this.lines.showSolution ? 'show-solution' : 're-ask', ...this.fill(template), dynamic: true } };
  }

  private restart(): DialogueTurn {
    for (const key of Object.keys(this.slots) as (keyof Slots)[]) delete this.slots[key];
    this.byVoice.clear();
    this.nextStep = Math.max(0, this.script.script.findIndex((l) => l.topic === 'phone'));
    this.expecting = 'name';
    return this.say(this.lines.restart);
  }

  private fill(template: LineTemplate): { text: string; phonemes?: string } {
    const { voiceSlot } = this.lines;
    const { name, phone, need, solution } = this.slots;
    const label = solution ? SOLUTION_LABELS[this.language][solution] : '';
    const needText = need ? (solution ? `${need} (${label})` : need) : voiceSlot.need;
    const text = template.text
      .replace('{solution}', label)
      .replace('{name}', name ?? voiceSlot.name)
      // In Hebrew text the number is isolated left-to-right (LRI … PDI), or bidi reorders its groups.
      .replace('{phone}', phone ? (this.language === 'he' ? `\u2066${formatPhone(phone)}\u2069` : formatPhone(phone)) : voiceSlot.phone)
      .replace('{need}', needText);
    const speech = template.speech
      .replace('{solution}', label)
      .replace('{name}', name ?? voiceSlot.name)
      .replace('{phoneSpeech}', phone ? speakPhone(phone, this.language) : voiceSlot.phone)
      .replace('{need}', needText);
    return this.language === 'he' ? { text, phonemes: speech } : speech === text ? { text } : { text, phonemes: speech };
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

const NAME_PATTERNS: Readonly<Record<Language, RegExp>> = {
  es: /(?:^|\s)(?:me llamo|mi nombre es|soy)\s+(.+)/iu,
  he: /(?:^|\s)(?:שמי|קוראים לי|השם שלי|אני)\s+(.+)/u,
};
const NOT_NAMES = /^(hola|buenas|buenos dias|buenas tardes|si|no|vale|ok|gracias|שלום|היי|כן|לא|תודה)$/iu;
const NAME_WORD = /^[\p{L}][\p{L}'’.-]*$/u;
const NAME_STOP = /^(y|e|,|mi|me|de mi|ו|טלפון|מספר|telefono|teléfono)$/iu;

/**
 * The visitor's name in a typed answer: after 'me llamo' / 'soy' / 'mi
 * nombre es' ('שמי' / 'קוראים לי' / 'אני'), or the whole answer when it is
 * one to three words. At most three words, letters only; greetings and
 * yes/no are not names. Latin names get a capital letter.
 */
export function parseName(text: string, language: Language): string | undefined {
  const cleaned = text.replace(/[.!?¡¿"«»“”]/g, ' ').trim();
  const after = NAME_PATTERNS[language].exec(cleaned)?.[1] ?? NAME_PATTERNS[language === 'es' ? 'he' : 'es'].exec(cleaned)?.[1];
  const words: string[] = [];
  for (const word of (after ?? cleaned).split(/[\s,;:]+/)) {
    if (!word) continue;
    if (NAME_STOP.test(word) || !NAME_WORD.test(word) || words.length === 3) break;
    words.push(word);
  }
  if (words.length === 0 || (!after && words.length !== (cleaned.match(/\S+/g) ?? []).length)) return undefined;
  const name = words.map((w) => w.charAt(0).toLocaleUpperCase('es') + w.slice(1)).join(' ');
  return NOT_NAMES.test(fold(name)) ? undefined : name;
}

/** yes → true, no → false, anything else → undefined. */
export function yesNo(text: string, language: Language): boolean | undefined {
  const t = fold(text).replace(/[^\p{L}\s]/gu, ' ').trim();
  const first = t.split(/\s+/)[0] ?? '';
  const yes = language === 'es' ? /^(si|correcto|vale|ok|okay|claro|exacto|afirmativo|perfecto|de acuerdo|esta bien|todo bien|eso es)$/ : /^(כן|נכון|בסדר|מאשר|מאשרת|אוקיי|בדיוק|מדויק|יפה)$/;
  const no = language === 'es' ? /^(no|incorrecto|negativo|mal|esta mal)$/ : /^(לא|טעות|שגוי)$/;
  if (yes.test(t) || yes.test(first)) return true;
  if (no.test(t) || no.test(first)) return false;
  return undefined;
}

/** The canonical solution a need mentions, if any. */
export function solutionOf(need: string): Solution | undefined {
  const t = fold(need);
  return SOLUTION_KEYWORDS.find(([, re]) => re.test(t))?.[0];
}

/** Lower case without Latin accents (Hebrew untouched). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * The local assistant's small deterministic dialogue engine (docs/platform.md
 * "Dialogue (typed answers)", "Typed-turn understanding", "Tool results", "Quick replies"):
 * a typed turn is understood and answered, never echoed; a voice turn (no offline speech
 * recognition) fills the asked slot as given by voice and advances the script. A line that
 * asks the read-back's answer or the clarifying question offers quick replies to click.
 * It only decides what to say; `Conversation` and the chat speak it.
 */
import { GIVEN_BY_VOICE } from '../../src/core/protocol/server-messages.ts';
import { ANSWER_LINES, isAnswered } from './answer-lines.ts';
import { DialogueScript } from './dialogue-script.ts';
import type { DialogueTurn, LeadArguments, ToolOutcome } from './dialogue-state.ts';
import { FACT_LINES } from './fact-lines.ts';
import { join, joined } from './fill-line.ts';
import { type LineTemplate, SOLUTION_LABELS } from './lines.ts';
import { quickRepliesCall, solutionReplies, YES_NO_REPLIES } from './quick-replies.ts';
import { understand } from './understand/understand.ts';
import { type Meaning, meaningOf } from './understood.ts';

export {
  type DialogueState,
  type DialogueTurn,
  isDialogueState,
  type LeadArguments,
  type QuickRepliesRequest,
  type ToolOutcome,
  type ToolRequest,
} from './dialogue-state.ts';

/**
 * One call's or chat's dialogue; see the module comment. Constructed as
 * {@link DialogueScript} (language, the assistant's script in it, the tool
 * call ids, the page tools' mode); its state is saved and restored there.
 */
export class Dialogue extends DialogueScript {
  /**
   * The page's answer to the awaited tool call: a line saying how it went, then the confirmation.
   * @returns undefined when `toolCallId` is not the one waited for (ignored).
   */
  toolResult(toolCallId: string, outcome: ToolOutcome): DialogueTurn | undefined {
    const turn = this.toolTurn(toolCallId, outcome);
    return turn && this.offered(turn);
  }

  /** {@link toolResult} before the quick replies are offered. */
  private toolTurn(toolCallId: string, outcome: ToolOutcome): DialogueTurn | undefined {
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
    return this.offered({
      ...this.advance(),
      ...(lead ? { lead } : {}),
      ...(notice ? { notice } : {}),
    });
  }

  /** A typed turn; see the module comment. */
  typed(input: string): DialogueTurn {
    return this.offered(this.reply(input));
  }

  /**
   * `turn` with yes / no offered (`show_quick_replies`, docs/platform.md "Quick replies") when its
   * line asks for the read-back's answer; a chat's short tool-result line asks nothing.
   */
  private offered(turn: DialogueTurn): DialogueTurn {
    if (turn.quickReplies || !turn.line || this.expecting !== 'confirm') return turn;
    if (turn.line.topic === 'tool-result') return turn;
    const replies = YES_NO_REPLIES[this.language];
    return { ...turn, quickReplies: quickRepliesCall(this.newToolCallId(), replies) };
  }

  /** {@link typed} before the quick replies are offered. */
  private reply(input: string): DialogueTurn {
    if (this.expecting === 'tool') return this.toolResult(this.pendingTool ?? '', 'timeout') ?? {};
    // Chat: a page answer not in before the visitor's next message is no longer awaited.
    this.pendingTool = undefined;
    const meaning = meaningOf(
      understand(input.slice(0, 2000), this.language, this.expecting, this.region),
    );
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
  private takes(meaning: Meaning): boolean {
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
  private facts(meaning: Meaning): DialogueTurn {
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
      const asked = this.ask('need', joined([...this.prefix(meaning, got), clarify]));
      const replies = solutionReplies(this.language, meaning.closest);
      return { ...asked, quickReplies: quickRepliesCall(this.newToolCallId(), replies) };
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
  private prefix(meaning: Meaning, got: readonly LineTemplate[]): LineTemplate[] {
    return meaning.correction ? [FACT_LINES[this.language].corrected, ...got] : [...got];
  }

  /** After facts were taken: the first missing slot asked, or the read-back (the page shows a new solution first). */
  private next(meaning: Meaning, got: readonly LineTemplate[], show: boolean): DialogueTurn {
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

  /** A turn that does not answer the pending question: its answer, then that question again. */
  private answer(meaning: Meaning): DialogueTurn {
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

  /** The `capture_lead` arguments: each fact, or the marker of one given by voice. */
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

/**
 * One chat turn (docs/platform.md "Web chat", "Tool results", "Page context"): the page's tool
 * answers and the visitor's text go to the session's dialogue, and the reply and the lines said
 * join its history; a retried request gets its reply again.
 */
import type { DialogueTurn } from '../dialogue/engine.ts';
import { type ChatSession, type ChatTurn, MAX_CHAT_HISTORY } from './chat-session.ts';
import { FINISHED_LINE } from './finished-line.ts';
import { type ChatToolAnswer, toolOutcomeOf } from './tool-answers.ts';

/** What makes two requests the same one: the input, and the tool calls its answers are for. */
function requestKey(input: string, tools: readonly ChatToolAnswer[]): string {
  return tools.length === 0 ? input : JSON.stringify([input, tools.map((t) => t.toolCallId)]);
}

/**
 * The reply to replay when this request is a retry (the same request again before its reply was
 * delivered), so the dialogue is not advanced twice; else undefined.
 */
export function replayOf(
  session: ChatSession,
  input: string,
  tools: readonly ChatToolAnswer[],
): ChatTurn | undefined {
  const last = session.last;
  return last && !last.delivered && last.input === requestKey(input, tools) ? last.turn : undefined;
}

/**
 * The assistant's answer to `input` in `session` (not a retry: {@link replayOf}). `context` (the
 * request's `system` messages) joins the history unanswered. Updates the session (turns, last
 * reply, lead, history); storing it is the caller's.
 *
 * @param input the visitor's text, '' when the request carries only tool answers.
 * @returns the reply; its text is '' when only answers the dialogue was not waiting for came.
 */
export function replyTo(
  session: ChatSession,
  input: string,
  tools: readonly ChatToolAnswer[],
  context: readonly string[],
): ChatTurn {
  const first = session.turns === 0;
  session.turns++;
  const turns: DialogueTurn[] = [];
  for (const answer of tools) {
    const turn = session.dialogue.toolResult(answer.toolCallId, toolOutcomeOf(answer.content));
    if (turn) turns.push(turn);
  }
  if (input !== '') {
    const turn = session.dialogue.typed(input);
    // A first message that is a greeting or not understood gets the assistant's first message (an answer to a question keeps its answer).
    turns.push(
      first && turn.line?.topic === 're-ask' ? { line: session.script.firstMessage } : turn,
    );
  }
  const texts = turns.map((t) => t.line?.text ?? FINISHED_LINE[session.language]);
  const lead = turns.find((t) => t.lead)?.lead;
  const tool = turns.find((t) => t.tool)?.tool;
  // Only the last line asks something the visitor may click an answer to.
  const quickReplies = turns.at(-1)?.quickReplies;
  // Only answers the dialogue was not waiting for (late, repeated): nothing new to say ('').
  const result: ChatTurn = {
    text: texts.join(' '),
    ...(lead ? { lead } : {}),
    ...(tool ? { tool } : {}),
    ...(quickReplies ? { quickReplies } : {}),
  };
  session.last = { input: requestKey(input, tools), turn: result, delivered: false };
  if (lead) session.lead = lead;
  const time = new Date().toISOString();
  for (const content of context) session.history.push({ role: 'system', content, time });
  if (input !== '') session.history.push({ role: 'user', content: input, time });
  if (result.text !== '') session.history.push({ role: 'assistant', content: result.text, time });
  if (session.history.length > MAX_CHAT_HISTORY)
    session.history.splice(0, session.history.length - MAX_CHAT_HISTORY);
  return result;
}

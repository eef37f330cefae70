/**
 * Vapi `tool-calls` messages (`docs/vapi-compat.md`): each `toolCallList` entry becomes one
 * `voice-tool-call` event (docs/elements/events.md "DOM events"); a `capture_lead` call fills the
 * visitor's call result. A bad entry is a problem and is skipped; the others still count.
 */
import { checkServerMessage } from '../../core/protocol/parse-server-message.ts';
import { GIVEN_BY_VOICE, type ToolCallsMessage } from '../../core/protocol/server-messages.ts';
import { tidy } from './transcript.ts';

/** One client-side tool call (the `voice-tool-call` event's `detail`). */
export interface ToolCall {
  /** The platform's id of the call (`call_…`); '' when the platform sent none. */
  readonly id: string;
  /** The function name, e.g. `capture_lead`. */
  readonly name: string;
  /** The parsed arguments (always an object). */
  readonly arguments: Record<string, unknown>;
}

/** The tool calls of one message, and what was wrong with the entries skipped. */
export interface ParsedToolCalls {
  readonly calls: readonly ToolCall[];
  readonly problems: readonly string[];
}

/**
 * Reads a chat reply's `tool-calls` message (a call's are read by the voice client:
 * {@link toolCallsOf}); `undefined` for any other message.
 */
export function parseToolCalls(message: unknown): ParsedToolCalls | undefined {
  const check = checkServerMessage(message);
  if (!check.ok)
    return check.type === 'tool-calls' ? { calls: [], problems: [check.problem] } : undefined;
  return check.message.type === 'tool-calls'
    ? toolCallsOf(check.message, check.problems)
    : undefined;
}

/** The calls of a parsed `tool-calls` message, with the problems of the entries the parser skipped. */
export function toolCallsOf(
  message: ToolCallsMessage,
  problems: readonly string[] = [],
): ParsedToolCalls {
  const calls = message.toolCallList.map((entry): ToolCall => ({
    id: entry.id,
    name: entry.function.name,
    arguments: entry.function.arguments,
  }));
  return { calls, problems };
}

/** The function whose call carries the visitor's lead (`voice-call-report`'s `lead`, docs/elements/events.md "DOM events"). */
const CAPTURE_LEAD = 'capture_lead';

/** A captured lead; `byVoice` names the fields given by voice, which the offline platform cannot transcribe. */
export interface Lead {
  readonly name?: string;
  /** E.164 when the platform normalised it (`+34612345678`). */
  readonly phone?: string;
  readonly need?: string;
  /** Canonical solution label when the need matched one (local platform). */
  readonly solution?: string;
  readonly byVoice: readonly ('name' | 'phone' | 'need')[];
}

/** The lead of a `capture_lead` call; `undefined` for other tools. */
export function leadFromToolCall(call: ToolCall): Lead | undefined {
  if (call.name !== CAPTURE_LEAD) return undefined;
  const byVoice: ('name' | 'phone' | 'need')[] = [];
  const field = (key: 'name' | 'phone' | 'need'): string | undefined => {
    const value = call.arguments[key];
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    const text = tidy(String(value)).slice(0, 200);
    if (text === GIVEN_BY_VOICE) {
      byVoice.push(key);
      return undefined;
    }
    return text || undefined;
  };
  const name = field('name');
  const phone = field('phone');
  const need = field('need');
  const solution =
    typeof call.arguments['solution'] === 'string'
      ? tidy(call.arguments['solution']).slice(0, 100)
      : undefined;
  return {
    ...(name ? { name } : {}),
    ...(phone ? { phone } : {}),
    ...(need ? { need } : {}),
    ...(solution ? { solution } : {}),
    byVoice,
  };
}

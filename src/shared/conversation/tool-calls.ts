/**
 * Vapi `tool-calls` messages (`../shared/notes/VAPI-SHAPES.md`): every entry
 * of `toolCallList` (`{ id, type: 'function', function: { name, arguments } }`)
 * becomes one `voice-tool-call` event `{ id, name, arguments }` (README "DOM
 * events"), and a `capture_lead` call fills the visitor's call result.
 *
 * `arguments` arrives as an object or as a JSON string (some models): both
 * are accepted; bad JSON or a missing name is reported as a problem and that
 * entry is skipped, the others still count.
 */
import { tidy } from './transcript.ts';
import { asRecord } from '../../core/util/records.ts';

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

/** Most entries read from one message (a hostile server cannot make the page loop for long). */
export const MAX_TOOL_CALLS_PER_MESSAGE = 32;

/** Parses a `tool-calls` message; `undefined` for any other message. */
export function parseToolCalls(message: unknown): ParsedToolCalls | undefined {
  const m = asRecord(message);
  if (!m || m['type'] !== 'tool-calls') return undefined;
  const list = m['toolCallList'];
  if (!Array.isArray(list)) return { calls: [], problems: ['tool-calls message without a toolCallList array'] };
  const calls: ToolCall[] = [];
  const problems: string[] = [];
  (list as unknown[]).slice(0, MAX_TOOL_CALLS_PER_MESSAGE).forEach((raw, i) => {
    const entry = asRecord(raw);
    const fn = asRecord(entry?.['function']);
    const name = fn?.['name'];
    if (!entry || !fn || typeof name !== 'string' || name === '') {
      problems.push(`toolCallList[${i}]: missing function.name`);
      return;
    }
    const args = parseArguments(fn['arguments']);
    if ('problem' in args) {
      problems.push(`toolCallList[${i}] (${name}): ${args.problem}`);
      return;
    }
    const id = entry['id'];
    calls.push({ id: typeof id === 'string' ? id : '', name, arguments: args.value });
  });
  return { calls, problems };
}

function parseArguments(raw: unknown): { value: Record<string, unknown> } | { problem: string } {
  if (raw === undefined || raw === null) return { value: {} };
  if (typeof raw === 'string') {
    if (raw.trim() === '') return { value: {} };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (error) {
      return { problem: `arguments are not valid JSON (${error instanceof Error ? error.message : String(error)})` };
    }
    const obj = asRecord(parsed);
    return obj ? { value: obj } : { problem: 'arguments JSON is not an object' };
  }
  const obj = asRecord(raw);
  return obj ? { value: obj } : { problem: `arguments must be an object or a JSON string, got ${typeof raw}` };
}

/** The function whose call carries the visitor's lead (`voice-call-report`'s `lead`, README "DOM events"). */
export const CAPTURE_LEAD = 'capture_lead';

/**
 * A captured lead. Each field is the text as given, or `undefined` when not
 * captured; `byVoice` names the fields that were given by voice, which the
 * offline platform cannot transcribe (shown as '—').
 */
export interface Lead {
  readonly name?: string;
  /** E.164 when the platform normalised it (`+34612345678`). */
  readonly phone?: string;
  readonly need?: string;
  /** Canonical solution label when the need matched one (local platform). */
  readonly solution?: string;
  readonly byVoice: readonly ('name' | 'phone' | 'need')[];
}

/** Marker the local platform puts in a slot that was given by voice (`server/PROTOCOL.md`). */
export const GIVEN_BY_VOICE = '(voice)';

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
  const solution = typeof call.arguments['solution'] === 'string' ? tidy(call.arguments['solution']).slice(0, 100) : undefined;
  return {
    ...(name ? { name } : {}),
    ...(phone ? { phone } : {}),
    ...(need ? { need } : {}),
    ...(solution ? { solution } : {}),
    byVoice,
  };
}

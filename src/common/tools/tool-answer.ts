/**
 * What a page's answer to a tool call becomes on the wire (docs/voice-client.md "Tools";
 * `docs/platform.md` "Tool results"): a string as is, `{ error }` a failure, anything else JSON.
 */
import { MAX_TOOL_RESULT_BYTES } from '../../core/protocol/client-messages.ts';
import type { ToolAnswer } from '../../core/protocol/client-messages.ts';

/** Default wait for a registered tool's answer, s (attribute `tool-timeout`). */
export const DEFAULT_TOOL_TIMEOUT_S = 10;
/** Bounds of the `tool-timeout` attribute, s. */
const MIN_TOOL_TIMEOUT_S = 1;
const MAX_TOOL_TIMEOUT_S = 120;

/** The failure sent for a chat tool call nothing answered, so the assistant goes on at once. */
export function notHandledAnswer(name: string): ToolAnswer {
  return { error: `not handled: the page has no handler for the ${name} tool` };
}

/**
 * Turns a page's answer into a {@link ToolAnswer}.
 * @returns the answer, or why it cannot be sent: not serialisable, or over
 *   {@link MAX_TOOL_RESULT_BYTES} bytes of UTF-8.
 */
export function toToolAnswer(
  value: unknown,
):
  | { readonly ok: true; readonly answer: ToolAnswer }
  | { readonly ok: false; readonly problem: string } {
  let answer: ToolAnswer;
  if (typeof value === 'string') {
    answer = { result: value };
  } else if (isErrorAnswer(value)) {
    answer = { error: value.error };
  } else {
    let json: string | undefined;
    try {
      json = JSON.stringify(value);
    } catch (error) {
      return {
        ok: false,
        problem: `the result is not JSON-serialisable (${error instanceof Error ? error.message : String(error)})`,
      };
    }
    if (json === undefined)
      return { ok: false, problem: `the result is not JSON-serialisable (${typeof value})` };
    answer = { result: json };
  }
  const text = 'result' in answer ? answer.result : answer.error;
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_TOOL_RESULT_BYTES)
    return {
      ok: false,
      problem: `the result is ${bytes} bytes; the limit is ${MAX_TOOL_RESULT_BYTES}`,
    };
  return { ok: true, answer };
}

/** The `tool-timeout` attribute, s: a number in [1, 120], else {@link DEFAULT_TOOL_TIMEOUT_S}. */
export function parseToolTimeout(value: string | null | undefined): number {
  const n = value === null || value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(n) && n >= MIN_TOOL_TIMEOUT_S && n <= MAX_TOOL_TIMEOUT_S
    ? n
    : DEFAULT_TOOL_TIMEOUT_S;
}

function isErrorAnswer(value: unknown): value is { readonly error: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const error = (value as { error?: unknown }).error;
  return typeof error === 'string' && Object.keys(value).every((k) => k === 'error');
}

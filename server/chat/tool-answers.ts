/**
 * The page's answers to a chat's client tool calls (docs/platform.md "Tool results"): the
 * `ToolMessage`s of a request's `input`, and what each one's content means to the dialogue.
 */
import type { ToolOutcome } from '../dialogue/engine.ts';

/** One `ToolMessage` of a request's `input`: the page's answer to a tool call. */
export interface ChatToolAnswer {
  readonly toolCallId: string;
  /** The answer; a JSON object with a string `error` is a failure (`timeout…`: timed out). */
  readonly content: string;
}

/**
 * How a `ToolMessage`'s content answered: `shown` unless it is a JSON object whose `error` is a
 * string, then `timeout` when that string starts with the word "timeout" (any case), else `failed`.
 */
export function toolOutcomeOf(content: string): ToolOutcome {
  let error: unknown;
  try {
    const parsed: unknown = JSON.parse(content);
    error =
      typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? (parsed as { error?: unknown }).error
        : undefined;
  } catch {
    return 'shown';
  }
  if (typeof error !== 'string') return 'shown';
  return /^timeout\b/i.test(error) ? 'timeout' : 'failed';
}

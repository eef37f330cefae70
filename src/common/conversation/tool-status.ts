/**
 * Tool progress in the conversation (docs/elements/voice-widget.md "Tool progress"): while a page
 * tool (`clientTools`, or a `respond()` Promise) works, the log shows a `tool-status` line that
 * becomes `done` or `failed`. The lines of one call or chat, as plain data.
 */

/** Where a tool is: working, answered, or failed (an error, or no answer in time). */
export type ToolState = 'running' | 'done' | 'failed';

/** One `tool-status` line. */
export interface ToolStatus {
  /** The tool call's id. */
  readonly id: string;
  /** The partner's label (`clientToolLabels[name]`), if any. */
  readonly label: string | undefined;
  readonly state: ToolState;
  /** Where it shows: after this many lines of the log. */
  readonly at: number;
}

/** Most lines kept per conversation (the oldest go first). */
const MAX_TOOL_STATUSES = 20;

/** Longest label shown, characters. */
const MAX_LABEL_CHARS = 80;

/** The partner's label of `name` in `labels` (the `clientToolLabels` property), if a non-empty string. */
export function toolLabelOf(labels: unknown, name: string): string | undefined {
  if (typeof labels !== 'object' || labels === null || !Object.hasOwn(labels, name))
    return undefined;
  const label = (labels as Record<string, unknown>)[name];
  return typeof label === 'string' && label.trim() !== ''
    ? label.trim().slice(0, MAX_LABEL_CHARS)
    : undefined;
}

/**
 * `list` with the line of tool call `id` in `state`: a new line (at `at`) when the call has none,
 * else the same line with its new state.
 */
export function withToolState(
  list: readonly ToolStatus[],
  id: string,
  state: ToolState,
  label: string | undefined,
  at: number,
): readonly ToolStatus[] {
  if (list.some((s) => s.id === id)) return list.map((s) => (s.id === id ? { ...s, state } : s));
  return [...list, { id, label, state, at }].slice(-MAX_TOOL_STATUSES);
}

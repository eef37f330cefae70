/**
 * Server tools (docs/platform.md "Server tools"): unlike the other server
 * messages, the dialogue waits for this answer, so the request is bounded in
 * time and size, never redirected, and stops on the caller's signal.
 */
import type { AssistantServer } from '../dialogue/server-config.ts';
import { postToServer } from './post.ts';

/** Longest wait for a server tool's answer, ms, whatever the assistant's timeout. */
const MAX_TOOL_WAIT_MS = 8000;

/** Most bytes of the server's answer read; a longer answer is an error (the rest is not read). */
export const MAX_TOOL_ANSWER_BYTES = 64 * 1024;

/** Options of {@link requestToolResults}. */
export interface ToolRequestOptions {
  /** Stops the wait (the call ended, the platform closes): every call gets `error: 'aborted'`. */
  readonly signal?: AbortSignal;
  /** `fetch` (tests). */
  readonly fetch?: typeof fetch;
}

/** One tool call, in Vapi's `toolCallList` shape. */
export interface ServerToolCall {
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: object };
}

/** The server's answer for one call: `result`, or `error` (also for a call it did not answer). */
export type ServerToolResult =
  | { readonly toolCallId: string; readonly result: string }
  | { readonly toolCallId: string; readonly error: string };

/**
 * POSTs a `tool-calls` message to the assistant's server and reads Vapi's answer
 * `{ results: [{ toolCallId, result | error }] }`.
 *
 * @param call the call or chat as the server sees it (`callToJson`; never its control URL).
 * @returns one entry per call, in its order: `result` (text, at most 500 characters) or `error`.
 *   Never rejects: any failure (network, `'timeout'`, `'aborted'`, not 2xx, too long, not JSON) is
 *   an `error` for every call.
 */
export async function requestToolResults(
  server: AssistantServer,
  call: object,
  toolCallList: readonly ServerToolCall[],
  options: ToolRequestOptions = {},
): Promise<ServerToolResult[]> {
  const failAll = (error: string): ServerToolResult[] =>
    toolCallList.map((t) => ({ toolCallId: t.id, error }));
  if (toolCallList.length === 0) return [];
  const timeout = AbortSignal.timeout(Math.min(server.timeoutSeconds * 1000, MAX_TOOL_WAIT_MS));
  let text: string | undefined;
  try {
    const body = JSON.stringify({
      message: { type: 'tool-calls', toolCallList, call, timestamp: Date.now() },
    });
    const res = await postToServer(
      server,
      body,
      options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      options.fetch,
    );
    if (res.status < 200 || res.status > 299) {
      await res.body?.cancel().catch(() => undefined);
      return failAll(`the server answered ${res.status}`);
    }
    text = await readBounded(res, MAX_TOOL_ANSWER_BYTES);
  } catch {
    return failAll(
      options.signal?.aborted
        ? 'aborted'
        : timeout.aborted
          ? 'timeout'
          : 'the server could not be reached',
    );
  }
  if (text === undefined) return failAll(`the answer is over ${MAX_TOOL_ANSWER_BYTES / 1024} KiB`);
  let results: unknown;
  try {
    results = (JSON.parse(text) as { results?: unknown } | null)?.results;
  } catch {
    return failAll('the answer is not JSON');
  }
  const byId = new Map<string, ServerToolResult>();
  for (const raw of Array.isArray(results) ? results : []) {
    const entry = raw as { toolCallId?: unknown; result?: unknown; error?: unknown } | null;
    if (typeof entry?.toolCallId !== 'string') continue;
    if (entry.error !== undefined && entry.error !== null)
      byId.set(entry.toolCallId, { toolCallId: entry.toolCallId, error: asText(entry.error) });
    else if (entry.result !== undefined)
      byId.set(entry.toolCallId, { toolCallId: entry.toolCallId, result: asText(entry.result) });
  }
  return toolCallList.map(
    (t) => byId.get(t.id) ?? { toolCallId: t.id, error: 'no result for this call' },
  );
}

/** A result or error as text (Vapi's are strings; anything else is JSON-encoded), at most 500 characters. */
function asText(value: unknown): string {
  return (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))).slice(
    0,
    500,
  );
}

/** The body as text, or undefined past `limit` bytes (the rest is cancelled, never buffered). */
async function readBounded(res: Response, limit: number): Promise<string | undefined> {
  if (Number(res.headers.get('content-length') ?? 0) > limit) {
    await res.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

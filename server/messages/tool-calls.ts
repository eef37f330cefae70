/**
 * Server tools (PROTOCOL.md "Server messages"): a tool of a stored
 * assistant whose server takes `tool-calls` is asked there, and the answer
 * `{ results: [{ toolCallId, result | error }] }` (Vapi's shape) goes back to
 * the dialogue. Unlike the other server messages this is a request the
 * dialogue waits for, so it is bounded: one request, the assistant's timeout
 * (at most {@link MAX_TOOL_WAIT_MS}), no redirects, at most 64 KiB read.
 */
import type { AssistantServer } from '../dialogue/server-config.ts';

/** Longest wait for a server tool's answer, ms, whatever the assistant's timeout. */
export const MAX_TOOL_WAIT_MS = 8000;

/** One tool call, in Vapi's `toolCallList` shape. */
export interface ServerToolCall {
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: object };
}

/** The server's answer for one call: `result`, or `error` (also for a call it did not answer). */
export type ServerToolResult = { readonly toolCallId: string; readonly result: string } | { readonly toolCallId: string; readonly error: string };

/**
 * POSTs `{ message: { type: 'tool-calls', toolCallList, call, timestamp } }`
 * to the assistant's server and reads its results. Never throws: a failure
 * (network, timeout, non-2xx, redirect, bad body) is an `error` result for
 * every call.
 */
export async function requestToolResults(server: AssistantServer, call: object, toolCallList: readonly ServerToolCall[], fetchImpl: typeof fetch = fetch): Promise<ServerToolResult[]> {
  const failAll = (error: string): ServerToolResult[] => toolCallList.map((t) => ({ toolCallId: t.id, error }));
  let text: string;
  try {
    const res = await fetchImpl(server.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(server.secret ? { 'X-Vapi-Secret': server.secret } : {}) },
      body: JSON.stringify({ message: { type: 'tool-calls', toolCallList, call, timestamp: Date.now() } }),
      redirect: 'manual',
      signal: AbortSignal.timeout(Math.min(server.timeoutSeconds * 1000, MAX_TOOL_WAIT_MS)),
    });
    if (res.status < 200 || res.status > 299) {
      await res.body?.cancel().catch(() => undefined);
      return failAll(`the server answered ${res.status}`);
    }
    text = await res.text();
  } catch (error) {
    return failAll(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'the server could not be reached');
  }
  if (text.length > 64 * 1024) return failAll('the answer is over 64 KiB');
  let results: unknown;
  try {
    results = (JSON.parse(text) as { results?: unknown }).results;
  } catch {
    return failAll('the answer is not JSON');
  }
  const byId = new Map<string, ServerToolResult>();
  for (const raw of Array.isArray(results) ? results : []) {
    const entry = raw as { toolCallId?: unknown; result?: unknown; error?: unknown } | null;
    if (typeof entry?.toolCallId !== 'string') continue;
    if (entry.error !== undefined) byId.set(entry.toolCallId, { toolCallId: entry.toolCallId, error: String(entry.error).slice(0, 500) });
    else if (entry.result !== undefined) byId.set(entry.toolCallId, { toolCallId: entry.toolCallId, result: (typeof entry.result === 'string' ? entry.result : JSON.stringify(entry.result)).slice(0, 500) });
  }
  return toolCallList.map((t) => byId.get(t.id) ?? { toolCallId: t.id, error: 'no result for this call' });
}

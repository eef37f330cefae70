/**
 * A benchmark client's side of the local platform's web call
 * (docs/platform.md "`POST /api/call/web`" and "WebSocket"): creating the
 * call with the public key, and reading the assistant's `speech-update`.
 */

/** Creates a call of the `sofia` assistant in `language`; returns its id and WebSocket URL. Throws unless the answer is 201. */
export async function createWebCall(
  baseUrl: string,
  key: string,
  language: 'es' | 'he',
): Promise<{ id: string; ws: string }> {
  const res = await fetch(`${baseUrl}api/call/web`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      assistantId: 'sofia',
      assistantOverrides: { variableValues: { language } },
    }),
  });
  if (res.status !== 201) throw new Error(`POST /api/call/web → ${res.status}`);
  const call = (await res.json()) as { id: string; transport: { websocketCallUrl: string } };
  return { id: call.id, ws: call.transport.websocketCallUrl };
}

/**
 * `started` or `stopped` when a text frame is the assistant's
 * `speech-update`, else undefined. A substring test, not a JSON parse: the
 * benchmarks read every frame of up to 50 calls and must not slow them.
 */
export function assistantSpeech(text: string): 'started' | 'stopped' | undefined {
  if (!text.includes('"speech-update"') || !text.includes('"assistant"')) return undefined;
  if (text.includes('"started"')) return 'started';
  return text.includes('"stopped"') ? 'stopped' : undefined;
}

/**
 * A stored assistant's server (docs/platform.md "Server messages"): where the
 * platform posts Vapi-shaped server messages (`server: { url, secret?,
 * timeoutSeconds? }`) and which (`serverMessages`, Vapi's names). Only the
 * operator's files in `server/assistants/` can set it; an inline assistant
 * from the public key never can (`inline-assistant.ts`).
 */

/** The server messages the local platform sends. */
export const SERVER_MESSAGE_TYPES = [
  'status-update',
  'end-of-call-report',
  'tool-calls',
  'feedback',
] as const;

/**
 * Vapi's server message names that the local platform does not send: an
 * assistant exported from Vapi may list them in `serverMessages`; they are
 * ignored, with one warning at start (docs/platform.md "Server messages").
 */
const VAPI_ONLY_SERVER_MESSAGES: readonly string[] = [
  'assistant-request',
  'assistant.started',
  'call.deleted',
  'call.delete.failed',
  'chat.created',
  'chat.deleted',
  'conversation-update',
  'function-call',
  'handoff-destination-request',
  'hang',
  'knowledge-base-request',
  'language-change-detected',
  'language-changed',
  'model-output',
  'phone-call-control',
  'session.created',
  'session.deleted',
  'session.updated',
  'speech-update',
  'transcript',
  'transcript[transcriptType="final"]',
  'transfer-destination-request',
  'transfer-update',
  'user-interrupted',
  'voice-input',
  'voice-request',
];

/** One of {@link SERVER_MESSAGE_TYPES}. */
type WebhookMessageType = (typeof SERVER_MESSAGE_TYPES)[number];

/** Where an assistant's server messages go. */
export interface AssistantServer {
  /** `http:` or `https:` URL; redirects are not followed. */
  readonly url: string;
  /** Sent as `X-Vapi-Secret` when set. */
  readonly secret?: string;
  /** Per-request timeout, s (1–300; default 20, as on Vapi). */
  readonly timeoutSeconds: number;
  /** Which messages to send (default: all of {@link SERVER_MESSAGE_TYPES}). */
  readonly messages: ReadonlySet<WebhookMessageType>;
  /** Tools answered by this server (`tool-calls`): the names in the assistant's `model.tools` (Vapi's shape). */
  readonly tools: ReadonlySet<string>;
  /** Names of `serverMessages` that are Vapi's but not sent here ({@link VAPI_ONLY_SERVER_MESSAGES}): ignored, warned about at start. */
  readonly ignoredMessages?: readonly string[];
}

/**
 * Reads `server` and `serverMessages` of a stored assistant's JSON.
 * @returns the server, or undefined when there is none.
 * @throws (through `fail`) naming the bad field: a URL that is not http(s), a
 *   timeout out of range, a secret that is not a string, a message name that
 *   is not Vapi's (one that is Vapi's but not sent here is kept in `ignoredMessages`).
 */
export function parseAssistantServer(
  server: unknown,
  serverMessages: unknown,
  fail: (field: string, what: string) => never,
  model?: unknown,
): AssistantServer | undefined {
  if (server === undefined) {
    if (serverMessages !== undefined) fail('serverMessages', 'needs a server');
    return undefined;
  }
  if (typeof server !== 'object' || server === null || Array.isArray(server))
    return fail('server', 'must be an object { url, secret?, timeoutSeconds? }');
  const { url, secret, timeoutSeconds } = server as Record<string, unknown>;
  let protocol: string;
  try {
    protocol = typeof url === 'string' ? new URL(url).protocol : '';
  } catch {
    protocol = '';
  }
  if (protocol !== 'http:' && protocol !== 'https:')
    fail('server.url', 'must be an http: or https: URL');
  if (secret !== undefined && (typeof secret !== 'string' || secret === ''))
    fail('server.secret', 'must be a non-empty string');
  const timeout = timeoutSeconds ?? 20;
  if (typeof timeout !== 'number' || !(timeout >= 1 && timeout <= 300))
    fail('server.timeoutSeconds', 'must be a number of seconds from 1 to 300');
  const names = serverMessages ?? [...SERVER_MESSAGE_TYPES];
  if (!Array.isArray(names)) return fail('serverMessages', 'must be a list of message types');
  const messages = new Set<WebhookMessageType>();
  const ignored: string[] = [];
  for (const name of names) {
    if (typeof name === 'string' && VAPI_ONLY_SERVER_MESSAGES.includes(name)) {
      if (!ignored.includes(name)) ignored.push(name);
      continue;
    }
    if (!(SERVER_MESSAGE_TYPES as readonly unknown[]).includes(name))
      fail(
        'serverMessages',
        `holds ${JSON.stringify(name)}, which is not a Vapi server message; the local platform sends ${SERVER_MESSAGE_TYPES.join(', ')}`,
      );
    messages.add(name as WebhookMessageType);
  }
  const tools = new Set<string>();
  const list =
    typeof model === 'object' && model !== null ? (model as { tools?: unknown }).tools : undefined;
  if (list !== undefined && !Array.isArray(list))
    fail('model.tools', 'must be a list of { type: "function", function: { name } }');
  for (const tool of (list as unknown[] | undefined) ?? []) {
    const name = (tool as { function?: { name?: unknown } } | null)?.function?.name;
    if (typeof name !== 'string' || name === '') fail('model.tools', 'entries need function.name');
    tools.add(name as string);
  }
  return {
    url: url as string,
    ...(secret === undefined ? {} : { secret: secret as string }),
    timeoutSeconds: timeout as number,
    messages,
    tools,
    ...(ignored.length > 0 ? { ignoredMessages: ignored } : {}),
  };
}

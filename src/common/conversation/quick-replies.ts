/**
 * The built-in `show_quick_replies` tool's arguments (docs/voice-client.md "Tools"): read into the
 * buttons to show, or refused whole with the reason (the caller answers the tool call with it).
 */
import { MAX_QUICK_REPLIES, QUICK_REPLIES_TOOL } from '../../core/protocol/quick-replies.ts';

/** Longest label or message, characters (a button, not a paragraph). */
const MAX_REPLY_CHARS = 200;

/** One reply as shown: `send` is what the visitor's turn says; `url` a link instead. */
export interface OfferedReply {
  readonly label: string;
  /** The text sent as the visitor's turn (the label, or the reply's `message`); absent for a link. */
  readonly send?: string;
  /** The checked link (`link-hosts`), opened in a new tab. */
  readonly url?: string;
}

/** Offered replies waiting for the visitor, tied to their tool call. */
export interface QuickReplyOffer {
  /** The tool call's id (`call_…`). */
  readonly id: string;
  readonly replies: readonly OfferedReply[];
}

/** Whether a tool call is the built-in quick replies. */
export function isQuickReplies(name: string): boolean {
  return name === QUICK_REPLIES_TOOL;
}

/**
 * Reads `{ replies }`: 1 to {@link MAX_QUICK_REPLIES} entries, each a non-empty string,
 * `{ label, message }` or `{ label, url }`, every URL passing `checkUrl` (the `link-hosts` check).
 * @param checkUrl the URL to open, or `undefined` when it may not be linked to.
 * @returns the replies, or the problem (nothing shows: never a partial list).
 */
export function parseQuickReplies(
  args: Record<string, unknown>,
  checkUrl: (href: string) => string | undefined,
):
  | { readonly ok: true; readonly replies: readonly OfferedReply[] }
  | { readonly ok: false; readonly problem: string } {
  const list = args['replies'];
  if (!Array.isArray(list) || list.length === 0)
    return { ok: false, problem: 'replies must be a non-empty array' };
  if (list.length > MAX_QUICK_REPLIES)
    return { ok: false, problem: `at most ${MAX_QUICK_REPLIES} replies, got ${list.length}` };
  const replies: OfferedReply[] = [];
  for (const [i, entry] of list.entries()) {
    const reply = readReply(entry, checkUrl);
    if (typeof reply === 'string') return { ok: false, problem: `replies[${i}]: ${reply}` };
    replies.push(reply);
  }
  return { ok: true, replies };
}

/** One entry, or why it is refused. */
function readReply(
  entry: unknown,
  checkUrl: (href: string) => string | undefined,
): OfferedReply | string {
  if (typeof entry === 'string') {
    const label = text(entry);
    return label
      ? { label, send: label }
      : 'a reply must be a non-empty string of at most 200 characters';
  }
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    return 'a reply must be a string, { label, message } or { label, url }';
  const { label: rawLabel, message, url } = entry as Record<string, unknown>;
  const label = text(rawLabel);
  if (!label) return 'label must be a non-empty string of at most 200 characters';
  if (url !== undefined && message !== undefined) return 'give message or url, not both';
  if (url !== undefined) {
    const href = typeof url === 'string' ? checkUrl(url) : undefined;
    return href ? { label, url: href } : 'url is not an allowed link (link-hosts)';
  }
  if (message === undefined) return { label, send: label };
  const send = text(message);
  return send ? { label, send } : 'message must be a non-empty string of at most 200 characters';
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const t = value.trim();
  return t !== '' && t.length <= MAX_REPLY_CHARS ? t : undefined;
}

/** A link reply's URL with no `link-hosts` to check against: http(s) only, no credentials. */
export function webUrl(href: string): string | undefined {
  try {
    const url = new URL(href);
    return (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.username === '' &&
      url.password === ''
      ? url.href
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The built-in client-side tool `show_quick_replies` (docs/platform.md "Quick replies"): the
 * assistant offers a few answers the visitor can click under its line. The local platform sends it
 * in Vapi's shapes (`tool-calls` in a call, `tool_calls` in the chat output); a hosted assistant
 * declares it in `model.tools` without a server URL.
 */

/** The tool's name, as the assistant calls it. */
export const QUICK_REPLIES_TOOL = 'show_quick_replies';

/** Most replies one call offers; the page shows no more than these. */
export const MAX_QUICK_REPLIES = 4;

/**
 * One reply: a string (shown and sent as the visitor's turn), `{ label, message }` (shows `label`,
 * sends `message`), or `{ label, url }` (a link; the page opens only its `link-hosts`).
 */
export type QuickReply =
  | string
  | { readonly label: string; readonly message?: string }
  | { readonly label: string; readonly url: string };

/** The tool's arguments: at most {@link MAX_QUICK_REPLIES} replies, in the order shown. */
export interface QuickRepliesArguments {
  readonly replies: readonly QuickReply[];
}

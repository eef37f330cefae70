/**
 * The built-in client tool that offers the visitor buttons (docs/voice-client.md "Tools"): the
 * assistant calls `show_quick_replies` with `{ replies: QuickReply[] }`, at most
 * {@link MAX_QUICK_REPLIES}; the page shows them and answers the call with the visitor's choice.
 */

/** The function name an assistant calls (Vapi `tool-calls` in a call, `tool_calls` in chat). */
export const QUICK_REPLIES_TOOL = 'show_quick_replies';

/** Most replies one call may offer. */
export const MAX_QUICK_REPLIES = 4;

/**
 * One offered reply: a string (its label is what is sent), `{ label, message }` (the button says
 * `label`, `message` is sent) or `{ label, url }` (a link, opened in a new tab).
 */
export type QuickReply =
  | string
  | { readonly label: string; readonly message: string }
  | { readonly label: string; readonly url: string };

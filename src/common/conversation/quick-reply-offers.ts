/**
 * The quick replies an assistant offers in one conversation (the built-in `show_quick_replies`
 * tool, docs/voice-client.md "Tools"): the offer shown and how its tool call is answered. Used by
 * the call (`LiveCall`) and the chat (`ChatExchange`) alike.
 */
import type { ToolCallInfo } from '../tools/responder.ts';
import { parseQuickReplies, type OfferedReply, type QuickReplyOffer } from './quick-replies.ts';

/** One conversation's offer: at most one at a time, the newest wins. */
export class QuickReplyOffers {
  private respond: ((result: unknown) => void) | undefined;

  /**
   * @param show shows an offer, or hides it (`undefined`).
   * @param checkUrl the link check of a `url` reply (`link-hosts`): the URL to open, or `undefined`.
   */
  constructor(
    private readonly show: (offer: QuickReplyOffer | undefined) => void,
    private readonly checkUrl: (href: string) => string | undefined,
  ) {}

  /**
   * A `show_quick_replies` call: its replies shown, or, when its arguments are bad, a console
   * warning and the call answered with `{ error }` (nothing shown).
   * @param respond answers the tool call (the `voice-tool-call` detail's).
   */
  offer(call: ToolCallInfo, respond: (result: unknown) => void): void {
    const read = parseQuickReplies(call.arguments, this.checkUrl);
    if (!read.ok) {
      console.warn(`[voice-widgets] show_quick_replies (${call.id}): ${read.problem}; not shown.`);
      respond({ error: `invalid arguments: ${read.problem}` });
      return;
    }
    // An older offer still open: the visitor did not choose from it.
    this.drop();
    this.respond = respond;
    this.show({ id: call.id, replies: read.replies });
  }

  /**
   * The visitor pressed `reply`: the call answered `{ chosen: label }` and the offer hidden.
   * @returns false when no offer was open (nothing answered).
   */
  choose(reply: OfferedReply): boolean {
    const respond = this.respond;
    if (!respond) return false;
    this.respond = undefined;
    this.show(undefined);
    respond({ chosen: reply.label });
    return true;
  }

  /** The visitor wrote something else: the open offer, if any, answered `{ chosen: null }` and hidden. */
  drop(): void {
    const respond = this.respond;
    if (!respond) return;
    this.respond = undefined;
    this.show(undefined);
    respond({ chosen: null });
  }

  /** The conversation is over: the offer hidden, nothing answered. */
  reset(): void {
    this.respond = undefined;
    this.show(undefined);
  }
}

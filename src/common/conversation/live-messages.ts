/**
 * Text into the live call (Vapi's `add-message`): the visitor's typed text from the panel, and the
 * page's context and messages (`sendContext` / `sendMessage`, docs/elements/voice-widget.md "Page
 * context and messages"). A visitor's line shows at once (`pending` while reconnecting). Part of
 * `LiveCall`, as its `messages`.
 */
import { contextMessage, userTextMessage } from '../../core/protocol/client-messages.ts';
import type { LiveContext } from './live-context.ts';
import { inputErrorOf, type LiveSnapshot } from './live-state.ts';
import { noConversation } from './page-messages.ts';

/** One element's text into its call. */
export class LiveMessages {
  /**
   * @param ctx the live store.
   * @param typed the visitor sent their own text (the quick replies on offer go).
   */
  constructor(
    private readonly ctx: LiveContext,
    private readonly typed: () => void = () => {},
  ) {}

  /** True while a call is connected (the page's messages go into it). */
  get connected(): boolean {
    const { phase, startedAt } = this.ctx.state();
    return phase === 'active' && startedAt !== undefined;
  }

  /**
   * Sends typed text into the call (`add-message`), shown at once (`pending` while reconnecting).
   * A problem sets `LiveSnapshot.inputError` and gives `voice-error` `invalid-message`.
   * @returns true when sent.
   */
  sendText(text: string): boolean {
    const client = this.ctx.host.call.voiceClient;
    try {
      if (!client || !this.connected) throw new Error('There is no call to send the message to.');
      this.typed();
      this.showTyped(client.sendText(text), { inputError: undefined });
      return true;
    } catch (error) {
      this.ctx.reportError('invalid-message', error);
      this.ctx.update({ inputError: inputErrorOf(text, error) });
      return false;
    }
  }

  /**
   * The page's context or message, `text` already checked: Vapi's `add-message`, role `system`
   * (unanswered, not shown) or `user` (answered, shown at once as the visitor's line).
   * @throws PageMessageError `no-conversation` when no call is connected.
   */
  sendFromPage(kind: 'context' | 'message', text: string): void {
    const client = this.ctx.host.call.voiceClient;
    if (
      !client ||
      !this.connected ||
      !client.send(kind === 'context' ? contextMessage(text) : userTextMessage(text))
    )
      throw noConversation(kind === 'context' ? 'the context' : 'the message');
    if (kind === 'message') this.showTyped(text, {});
  }

  /** The visitor's line, with `extra` snapshot fields in the same change. */
  private showTyped(text: string, extra: Partial<LiveSnapshot>): void {
    const pending = this.ctx.state().reconnecting !== undefined;
    this.ctx.apply({ type: 'typed', text, atS: this.ctx.elapsedS(), pending }, extra);
  }
}

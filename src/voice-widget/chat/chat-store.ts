/**
 * The text chat of `<voice-widget>` (docs/elements/voice-widget.md "Chat"), kept outside React like
 * the call: the conversation's actions (send, retry, call lines, forget) and its storage; history
 * and session are saved after every complete change ({@link saveChat}). The requests are
 * {@link ChatExchange}'s (`chat-exchange.ts`), the list helpers `chat-messages.ts`'.
 */
import { ChatError, checkChatInput } from '../../core/chat/chat-client.ts';
import { restored, type ChatConfig, type ChatInputProblem } from './chat-snapshot.ts';
import { loadChat, saveChat } from '../../core/chat/chat-storage.ts';
import { ChatExchange, type ChatHost, type ChatStoreOptions } from './chat-exchange.ts';
import type { OfferedReply } from '../../common/conversation/quick-replies.ts';

export type { ChatHost, ChatStoreOptions } from './chat-exchange.ts';

/** One element's chat. */
export class ChatStore extends ChatExchange {
  constructor(
    host: ChatHost,
    private readonly key: string,
    options: ChatStoreOptions = {},
  ) {
    super(host, restored(loadChat(options.storage, key), options.now ?? Date.now), options);
  }

  /**
   * Sends a message, aborting a reply still streaming; bad input sets `inputError` and gives
   * `voice-error` `invalid-message`.
   * @returns true when the message was accepted (the reply follows).
   */
  send(text: string, config: ChatConfig): boolean {
    let input: string;
    try {
      input = checkChatInput(text);
      if (!config.publicKey)
        throw new ChatError(
          'invalid-message',
          'The voice client is not initialised: set the public-key attribute.',
        );
    } catch (error) {
      this.reportError('invalid-message', error);
      const problem: ChatInputProblem =
        !config.publicKey && text.trim() !== ''
          ? 'not-configured'
          : text.trim() === ''
            ? 'empty'
            : 'too-long';
      this.update({ inputError: problem });
      return false;
    }
    this.abort();
    this.lastConfig = config;
    // Text of their own: the replies on offer go, their answer with this request.
    this.held(() => this.offers.drop());
    const user = this.message('user', input, 'chat', 'done');
    this.update({
      messages: [...this.state.messages, user],
      inputError: undefined,
      problem: undefined,
      startedAt: this.state.startedAt ?? this.now(),
    });
    this.host.dispatch('voice-chat-message', {
      role: 'user',
      text: input,
      sessionId: this.state.sessionId ?? '',
    });
    void this.request(input, config, undefined, false);
    return true;
  }

  /**
   * The visitor pressed a quick reply: its tool call answered (`{ chosen: label }`), then its text
   * sent as if typed, in the same request; a link reply only answers (the link opens by itself).
   * @returns false when nothing was on offer or the message was refused.
   */
  chooseReply(reply: OfferedReply, config: ChatConfig): boolean {
    let chosen = false;
    this.held(() => (chosen = this.offers.choose(reply)));
    if (!chosen) return false;
    if (reply.send !== undefined) return this.send(reply.send, config);
    this.lastConfig = config;
    this.flushTools();
    return true;
  }

  /** Runs `fn` with tool answers held for the next request. */
  private held(fn: () => void): void {
    this.holding = true;
    try {
      fn();
    } finally {
      this.holding = false;
    }
  }

  /** True once the chat has a message or a session (`sendContext` has somewhere to go). */
  get isOpen(): boolean {
    return this.state.sessionId !== undefined || this.state.messages.length > 0;
  }

  /** Sends the last message again, for a reply that was interrupted or a message that failed. */
  retry(config: ChatConfig): void {
    const messages = this.state.messages;
    const lastUser = [...messages].reverse().find((m) => m.role === 'user');
    if (!lastUser || this.state.busy) return;
    const last = messages[messages.length - 1];
    const replace =
      last?.role === 'assistant' && last.status === 'interrupted' ? last.id : undefined;
    this.update({
      problem: undefined,
      messages: messages.map((m) =>
        m.id === lastUser.id && m.status === 'failed' ? { ...m, status: 'done' } : m,
      ),
    });
    void this.request(lastUser.text, config, replace, false);
  }

  /** Adds a voice call's lines to the history (one conversation across chat and calls). */
  addCallLines(lines: readonly { role: 'user' | 'assistant'; text: string }[]): void {
    if (lines.length === 0) return;
    const added = lines
      .filter((l) => l.text.trim() !== '')
      .map((l) => this.message(l.role, l.text, 'voice', 'done'));
    this.update({
      messages: [...this.state.messages, ...added],
      startedAt: this.state.startedAt ?? this.now(),
    });
    this.save();
  }

  /** Forgets the conversation: history, session, lead and storage. */
  newConversation(): void {
    this.abort();
    this.tools.reset('a new conversation');
    this.offers.reset();
    this.context = [];
    this.update({
      toolStatus: [],
      messages: [],
      sessionId: undefined,
      busy: false,
      problem: undefined,
      inputError: undefined,
      lead: undefined,
      report: undefined,
      startedAt: undefined,
    });
    this.save();
  }

  /** 'Forget this conversation', as {@link newConversation}; returns the session to end. */
  forget(): string | undefined {
    const sessionId = this.state.sessionId;
    this.newConversation();
    return sessionId;
  }

  /** Hides the current problem (the visitor chose to go on). */
  clearProblem(): void {
    if (this.state.problem) this.update({ problem: undefined });
  }

  /** Stops everything (the element was removed). */
  dispose(): void {
    this.abort();
    this.tools.reset('the element was removed');
    this.clearListeners();
  }

  /** Writes the history and session to the `history` storage, under this element's key. */
  protected save(): void {
    saveChat(this.options.storage, this.key, {
      sessionId: this.state.sessionId,
      messages: this.state.messages,
    });
  }
}

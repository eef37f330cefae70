/**
 * The chat's exchange with the platform (docs/elements/voice-widget.md "Chat"): the request loop
 * (`/chat/web`, streamed), a session the platform lost started again, a cut or failed reply, the
 * page's tool calls and their answers, and the page context that joins the next request.
 * {@link ChatStore} adds the conversation's own actions and its storage.
 */
import { inCallError } from '../../core/voice/serialize-error.ts';
import type { VoiceEventDetailMap, VoiceEventName } from '../../common/events.ts';
import { problemOf } from '../../common/conversation/guidance.ts';
import { leadFromToolCall, parseToolCalls } from '../../common/conversation/tool-calls.ts';
import { ChatError, sendChat, type ChatToolCall } from '../../core/chat/chat-client.ts';
import { ChatTools } from './chat-tools.ts';
import { toolLabelOf, withToolState } from '../../common/conversation/tool-status.ts';
import { chatReport, markLastUserFailed, withPatch } from './chat-messages.ts';
import type { ClientTools } from '../../common/tools/responder.ts';
import { FrameStore } from '../../common/conversation/frame-store.ts';
import type { ChatConfig, ChatSnapshot } from './chat-snapshot.ts';
import type { ChatMessage, ChatStorage } from '../../core/chat/chat-storage.ts';
import { isQuickReplies, webUrl } from '../../common/conversation/quick-replies.ts';
import { QuickReplyOffers } from '../../common/conversation/quick-reply-offers.ts';

/** What a {@link ChatStore} needs from its element. */
export interface ChatHost {
  dispatch<K extends VoiceEventName>(name: K, detail: VoiceEventDetailMap[K]): void;
  /** The element's `clientTools` property (docs/voice-client.md "Tools"). */
  clientTools?(): ClientTools | undefined;
  /** The element's `tool-timeout` attribute, s (default 10). */
  toolTimeoutS?(): number;
  /** The element's `clientToolLabels` property, read at each tool call. */
  toolLabels?(): unknown;
  /** The link check of a quick reply's `url` (`link-hosts`); default: any http(s) URL. */
  linkHref?(href: string): string | undefined;
}

/** Most page context messages waiting for the next request (the platform reads 8 per request). */
const MAX_CONTEXT = 8;

/** Options, for tests. */
export interface ChatStoreOptions {
  readonly storage?: ChatStorage | undefined;
  readonly schedule?: (fn: () => void) => void;
  readonly now?: () => number;
  readonly fetch?: typeof fetch;
  readonly stream?: boolean;
}

/** The request loop under one element's chat; its state is the {@link ChatSnapshot}. */
export abstract class ChatExchange extends FrameStore<ChatSnapshot> {
  /** The request in flight, if any. */
  protected controller: AbortController | undefined;
  private nextId: number;
  protected readonly now: () => number;
  /** Tool calls of replies, answered by the page (docs/voice-client.md "Tools"). */
  protected readonly tools: ChatTools;
  /** The configuration of the last message, for the request that carries a tool answer. */
  protected lastConfig: ChatConfig | undefined;
  /** The page's context (`sendContext`) for the next request, oldest first. */
  protected context: string[] = [];
  /** The assistant's quick replies (`show_quick_replies`). */
  protected readonly offers: QuickReplyOffers;
  /** While set, a tool answer waits for the request being made instead of sending its own. */
  protected holding = false;

  constructor(
    protected readonly host: ChatHost,
    initial: ChatSnapshot,
    protected readonly options: ChatStoreOptions = {},
  ) {
    super(initial, options.schedule);
    this.now = options.now ?? Date.now;
    this.nextId = this.state.messages.length + 1;
    this.offers = new QuickReplyOffers(
      (quickReplies) => this.update({ quickReplies }),
      (href) => (host.linkHref ?? webUrl)(href),
    );
    this.tools = new ChatTools({
      ...(host.clientTools ? { clientTools: () => host.clientTools?.() } : {}),
      ...(host.toolTimeoutS ? { toolTimeoutS: () => host.toolTimeoutS?.() ?? 10 } : {}),
      flush: () => this.flushTools(),
      report: (error) => this.reportError('tool-result-error', error),
      // After the messages shown so far (docs/elements/voice-widget.md "Tool progress").
      progress: (call, state) =>
        this.update({
          toolStatus: withToolState(
            this.state.toolStatus,
            call.id,
            state,
            toolLabelOf(host.toolLabels?.(), call.name),
            this.state.messages.length,
          ),
        }),
    });
  }

  /** Saves the history and session after a complete change (the subclass owns the storage). */
  protected abstract save(): void;

  /**
   * Page context for the assistant (docs/elements/voice-widget.md "Page context and messages"): it
   * joins the next request as a `system` message, unanswered and not shown. At most
   * {@link MAX_CONTEXT} wait; the oldest go first.
   */
  addContext(text: string): void {
    this.context.push(text);
    if (this.context.length > MAX_CONTEXT)
      this.context.splice(0, this.context.length - MAX_CONTEXT);
  }

  /** Aborts the reply in flight, if any (its text so far stays, marked interrupted). */
  abort(): void {
    this.controller?.abort();
    this.controller = undefined;
  }

  protected async request(
    input: string,
    config: ChatConfig,
    replaceId: string | undefined,
    isRestart: boolean,
  ): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    const reply = replaceId
      ? {
          ...(this.state.messages.find((m) => m.id === replaceId) as ChatMessage),
          text: '',
          status: 'streaming' as const,
        }
      : this.message('assistant', '', 'chat', 'streaming');
    this.update({
      busy: true,
      messages: replaceId
        ? this.state.messages.map((m) => (m.id === replaceId ? reply : m))
        : [...this.state.messages, reply],
    });
    const sessionId = isRestart ? undefined : this.state.sessionId;
    const toolMessages = this.tools.take();
    const context = this.context.splice(0);
    let text = '';
    try {
      const overrides = config.overrides?.();
      const result = await sendChat({
        toolMessages,
        ...(context.length > 0 ? { context } : {}),
        ...(overrides ? { assistantOverrides: overrides } : {}),
        apiUrl: config.apiUrl,
        publicKey: config.publicKey ?? '',
        assistantId: config.assistantId ?? '',
        lang: config.lang,
        input,
        sessionId,
        stream: this.options.stream ?? true,
        signal: controller.signal,
        ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
        onDelta: (delta) => {
          text += delta;
          this.update({ messages: withPatch(this.state.messages, reply.id, { text }) });
        },
        onToolCall: (call) => this.onToolCall(call),
        onMalformed: (problem) =>
          this.reportError('chat-error', new ChatError('invalid-response', problem)),
      });
      if (!input && !(result.text || text)) {
        // A tool answer the assistant had nothing to add to: no empty bubble.
        this.update({
          messages: this.state.messages.filter((m) => m.id !== reply.id),
          sessionId: result.sessionId,
          busy: false,
        });
        return;
      }
      this.update({
        messages: withPatch(this.state.messages, reply.id, {
          text: result.text || text,
          status: 'done',
        }),
      });
      this.update({ sessionId: result.sessionId, busy: false });
      this.host.dispatch('voice-chat-message', {
        role: 'assistant',
        text: result.text || text,
        sessionId: result.sessionId,
      });
      if (this.state.lead && !this.state.report)
        this.update({ report: chatReport(this.state, result.sessionId, this.now) });
    } catch (error) {
      // A newer message aborted this one and is in flight: leave `busy` to it.
      const superseded = this.controller !== undefined && this.controller !== controller;
      if (this.controller === controller) this.controller = undefined;
      const chatError =
        error instanceof ChatError
          ? error
          : new ChatError('network-error', String(error), undefined, { cause: error });
      // A session the platform no longer knows: start a new one, silently.
      // Tool answers not delivered wait for the next request (nothing is lost).
      this.tools.restore(toolMessages);
      this.context.unshift(...context);
      if (chatError.code === 'api-error' && chatError.status === 404 && sessionId && !isRestart) {
        this.update({
          sessionId: undefined,
          messages: this.state.messages.filter((m) => m.id !== reply.id || replaceId),
        });
        return this.request(input, config, replaceId, true);
      }
      if (chatError.code === 'aborted' || (chatError.code === 'interrupted' && text)) {
        this.finishPartial(reply.id, text, superseded);
        if (chatError.code === 'interrupted') this.reportError('chat-error', chatError);
      } else {
        this.failed(reply.id, chatError);
      }
      return;
    } finally {
      if (this.controller === controller) this.controller = undefined;
      this.save();
    }
    this.flushTools();
  }

  /** Sends the waiting tool answers now, unless a request is in flight (they then go with the next one). */
  protected flushTools(): void {
    const config = this.lastConfig;
    if (!this.tools.waiting || this.controller || !config || this.holding) return;
    void this.request('', config, undefined, false);
  }

  /** A cut reply: what arrived stays, marked interrupted; if nothing did, the message is marked failed. */
  private finishPartial(replyId: string, text: string, superseded: boolean): void {
    if (text)
      this.update({ messages: withPatch(this.state.messages, replyId, { status: 'interrupted' }) });
    else if (superseded)
      this.update({ messages: this.state.messages.filter((m) => m.id !== replyId) });
    else
      this.update({
        messages: markLastUserFailed(this.state.messages.filter((m) => m.id !== replyId)),
      });
    if (!superseded) this.update({ busy: false });
  }

  private failed(replyId: string, error: ChatError): void {
    this.reportError('chat-error', error);
    this.update({
      busy: false,
      problem: problemOf({ type: 'chat-error', cause: error }),
      messages: markLastUserFailed(this.state.messages.filter((m) => m.id !== replyId)),
    });
  }

  private onToolCall(call: ChatToolCall): void {
    const parsed = parseToolCalls({
      type: 'tool-calls',
      toolCallList: [
        { id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } },
      ],
    });
    for (const problem of parsed?.problems ?? [])
      this.reportError('tool-call-error', new Error(problem));
    for (const tool of parsed?.calls ?? []) {
      const lead = leadFromToolCall(tool);
      if (lead) this.update({ lead, report: undefined });
      const builtIn = isQuickReplies(tool.name) && !this.host.clientTools?.()?.[tool.name];
      const detail = this.tools.handle(
        tool,
        (d) => this.host.dispatch('voice-tool-call', d),
        builtIn,
      );
      if (builtIn) this.offers.offer(tool, detail.respond);
    }
  }

  /** A new message of this conversation, its id unique in it. */
  protected message(
    role: ChatMessage['role'],
    text: string,
    via: ChatMessage['via'],
    status: ChatMessage['status'],
  ): ChatMessage {
    return { id: `m${this.nextId++}-${this.now().toString(36)}`, role, text, via, status };
  }

  protected reportError(
    type: 'invalid-message' | 'chat-error' | 'tool-call-error' | 'tool-result-error',
    error: unknown,
  ): void {
    console.warn(`[voice-widgets] ${type}:`, error);
    this.host.dispatch('voice-error', inCallError(type, error, this.now()));
  }
}

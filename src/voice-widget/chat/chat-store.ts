/**
 * The text chat of `<voice-widget>` (docs/elements/voice-widget.md "Chat"), kept outside React like
 * the call; history and session are saved after every complete change ({@link saveChat}).
 */
import { inCallError } from '../../core/voice/serialize-error.ts';
import type { VoiceEventDetailMap, VoiceEventName } from '../../common/events.ts';
import { problemOf } from '../../common/conversation/guidance.ts';
import type { CallReport } from '../../common/conversation/recap.ts';
import { leadFromToolCall, parseToolCalls } from '../../common/conversation/tool-calls.ts';
import {
  ChatError,
  checkChatInput,
  sendChat,
  type ChatToolCall,
} from '../../core/chat/chat-client.ts';
import { ChatTools } from './chat-tools.ts';
import { toolLabelOf, withToolState } from '../../common/conversation/tool-status.ts';
import { markLastUserFailed } from './chat-messages.ts';
import type { ClientTools } from '../../common/tools/responder.ts';
import { FrameStore } from '../../common/conversation/frame-store.ts';
import {
  restored,
  type ChatConfig,
  type ChatInputProblem,
  type ChatSnapshot,
} from './chat-snapshot.ts';
import {
  loadChat,
  saveChat,
  type ChatMessage,
  type ChatStorage,
} from '../../core/chat/chat-storage.ts';

/** What a {@link ChatStore} needs from its element. */
export interface ChatHost {
  dispatch<K extends VoiceEventName>(name: K, detail: VoiceEventDetailMap[K]): void;
  /** The element's `clientTools` property (docs/voice-client.md "Tools"). */
  clientTools?(): ClientTools | undefined;
  /** The element's `tool-timeout` attribute, s (default 10). */
  toolTimeoutS?(): number;
  /** The element's `clientToolLabels` property, read at each tool call. */
  toolLabels?(): unknown;
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

/** One element's chat. */
export class ChatStore extends FrameStore<ChatSnapshot> {
  private controller: AbortController | undefined;
  private nextId: number;
  private readonly now: () => number;
  /** Tool calls of replies, answered by the page (docs/voice-client.md "Tools"). */
  private readonly tools: ChatTools;
  /** The configuration of the last message, for the request that carries a tool answer. */
  private lastConfig: ChatConfig | undefined;
  /** The page's context (`sendContext`) for the next request, oldest first. */
  private context: string[] = [];

  constructor(
    private readonly host: ChatHost,
    private readonly key: string,
    private readonly options: ChatStoreOptions = {},
  ) {
    super(restored(loadChat(options.storage, key), options.now ?? Date.now), options.schedule);
    this.now = options.now ?? Date.now;
    this.nextId = this.state.messages.length + 1;
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

  /** True once the chat has a message or a session (`sendContext` has somewhere to go). */
  get isOpen(): boolean {
    return this.state.sessionId !== undefined || this.state.messages.length > 0;
  }

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

  /** Aborts the reply in flight, if any (its text so far stays, marked interrupted). */
  abort(): void {
    this.controller?.abort();
    this.controller = undefined;
  }

  /** Stops everything (the element was removed). */
  dispose(): void {
    this.abort();
    this.tools.reset('the element was removed');
    this.clearListeners();
  }

  private async request(
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
          this.patchMessage(reply.id, { text });
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
      this.patchMessage(reply.id, { text: result.text || text, status: 'done' });
      this.update({ sessionId: result.sessionId, busy: false });
      this.host.dispatch('voice-chat-message', {
        role: 'assistant',
        text: result.text || text,
        sessionId: result.sessionId,
      });
      if (this.state.lead && !this.state.report) this.makeReport(result.sessionId);
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
  private flushTools(): void {
    const config = this.lastConfig;
    if (!this.tools.waiting || this.controller || !config) return;
    void this.request('', config, undefined, false);
  }

  /** A cut reply: what arrived stays, marked interrupted; if nothing did, the message is marked failed. */
  private finishPartial(replyId: string, text: string, superseded: boolean): void {
    if (text) this.patchMessage(replyId, { status: 'interrupted' });
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
      this.tools.handle(tool, (detail) => this.host.dispatch('voice-tool-call', detail));
    }
  }

  private makeReport(sessionId: string): void {
    const startedAt = this.state.startedAt ?? this.now();
    const report: CallReport = {
      callId: sessionId,
      durationS: Math.round((this.now() - startedAt) / 100) / 10,
      endedReason: 'lead-captured',
      transcript: this.state.messages.map((m) => ({ role: m.role, text: m.text, timeS: 0 })),
      lead: this.state.lead ?? null,
    };
    this.update({ report });
  }

  private message(
    role: ChatMessage['role'],
    text: string,
    via: ChatMessage['via'],
    status: ChatMessage['status'],
  ): ChatMessage {
    return { id: `m${this.nextId++}-${this.now().toString(36)}`, role, text, via, status };
  }

  private patchMessage(id: string, patch: Partial<ChatMessage>): void {
    this.update({
      messages: this.state.messages.map((m) => (m.id === id ? { ...m, ...patch } : m)),
    });
  }

  private save(): void {
    saveChat(this.options.storage, this.key, {
      sessionId: this.state.sessionId,
      messages: this.state.messages,
    });
  }

  private reportError(
    type: 'invalid-message' | 'chat-error' | 'tool-call-error' | 'tool-result-error',
    error: unknown,
  ): void {
    console.warn(`[voice-widgets] ${type}:`, error);
    this.host.dispatch('voice-error', inCallError(type, error, this.now()));
  }
}

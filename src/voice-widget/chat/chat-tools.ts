/**
 * Tool calls in chat replies (docs/voice-client.md "Tools"): the answers wait here as Vapi
 * `ToolMessage`s for the next `/chat/web` request; a failed request gives them back.
 */
import type { ChatToolMessage } from '../../core/chat/chat-client.ts';
import {
  ToolResponder,
  type ClientTools,
  type ToolCallDetail,
  type ToolCallInfo,
} from '../../common/tools/responder.ts';
import { DEFAULT_TOOL_TIMEOUT_S } from '../../common/tools/tool-answer.ts';

/** What {@link ChatTools} needs from the store. */
export interface ChatToolsHost {
  clientTools?(): ClientTools | undefined;
  toolTimeoutS?(): number;
  /** An answer is waiting: send it if nothing is in flight. */
  flush(): void;
  /** A failure to answer (`voice-error` `tool-result-error`). */
  report(error: Error): void;
  /** A page tool's progress (the `tool-status` line). */
  progress?(call: ToolCallInfo, state: 'running' | 'done' | 'failed'): void;
}

/** The chat's tool answers. */
export class ChatTools {
  private pending: ChatToolMessage[] = [];
  private readonly responder: ToolResponder;

  /** @param host the store's side. */
  constructor(host: ChatToolsHost) {
    this.responder = new ToolResponder({
      clientTools: () => host.clientTools?.(),
      timeoutS: () => host.toolTimeoutS?.() ?? DEFAULT_TOOL_TIMEOUT_S,
      send: (call, answer) => {
        const content =
          'result' in answer ? answer.result : JSON.stringify({ error: answer.error });
        this.pending.push({ role: 'tool', tool_call_id: call.id, content });
        host.flush();
      },
      report: (error) => host.report(error),
      progress: (call, state) => host.progress?.(call, state),
    });
  }

  /** True while answers wait to be sent. */
  get waiting(): boolean {
    return this.pending.length > 0;
  }

  /**
   * Runs a registered tool for `call`, if any, and dispatches its `voice-tool-call` detail.
   * @param builtIn the widget answers it later itself (`ToolResponder.handle`).
   */
  handle(
    call: ToolCallInfo,
    dispatch: (detail: ToolCallDetail) => void,
    builtIn = false,
  ): ToolCallDetail {
    return this.responder.handle(call, '', dispatch, builtIn);
  }

  /** The answers for the request being made (they leave the queue). */
  take(): ChatToolMessage[] {
    return this.pending.splice(0);
  }

  /** Answers a failed request did not deliver, back at the front. */
  restore(messages: readonly ChatToolMessage[]): void {
    this.pending.unshift(...messages);
  }

  /** The conversation is over: tools' signals abort and waiting answers are dropped. */
  reset(reason: string): void {
    this.responder.abortAll(reason);
    this.pending = [];
  }
}

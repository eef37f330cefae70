/**
 * The call's client tool calls (docs/voice-client.md "Tools"): each is answered by the page's
 * `clientTools` (`ToolResponder`), shown as a `tool-status` line (docs/elements/voice-widget.md
 * "Tool progress") and dispatched as `voice-tool-call`; a lead tool's arguments become the
 * snapshot's lead. Part of `LiveCall`.
 */
import { DEFAULT_TOOL_TIMEOUT_S } from '../tools/tool-answer.ts';
import { ToolResponder } from '../tools/responder.ts';
import type { LiveContext } from './live-context.ts';
import { leadFromToolCall, type ParsedToolCalls } from './tool-calls.ts';
import { toolLabelOf, withToolState } from './tool-status.ts';
import { isQuickReplies } from './quick-replies.ts';
import type { QuickReplyOffers } from './quick-reply-offers.ts';

/** One element's tool calls in its live calls. */
export class LiveTools {
  private readonly responder: ToolResponder;

  /**
   * @param ctx the live store.
   * @param callId the running call's id (`call-start-success`), given to each tool.
   * @param offers the built-in `show_quick_replies`, unless the page's `clientTools` has its own.
   */
  constructor(
    private readonly ctx: LiveContext,
    private readonly callId: () => string,
    private readonly offers: QuickReplyOffers,
  ) {
    const { host } = ctx;
    this.responder = new ToolResponder({
      clientTools: () => host.clientTools?.(),
      timeoutS: () => host.toolTimeoutS?.() ?? DEFAULT_TOOL_TIMEOUT_S,
      // After the lines shown so far (docs/elements/voice-widget.md "Tool progress").
      progress: (call, state) => {
        const snap = ctx.state();
        ctx.update({
          toolStatus: withToolState(
            snap.toolStatus,
            call.id,
            state,
            toolLabelOf(host.toolLabels?.(), call.name),
            snap.transcript.entries.filter((e) => !e.held).length,
          ),
        });
      },
      send: (call, answer) => {
        try {
          if (!host.call.sendToolResult(call.id, call.name, answer))
            ctx.reportError(
              'tool-result-error',
              new Error(
                `The ${call.name} tool's answer could not be sent: the call is not connected.`,
              ),
            );
        } catch (error) {
          ctx.reportError('tool-result-error', error);
        }
      },
      report: (error) => ctx.reportError('tool-result-error', error),
    });
  }

  /** A `tool-calls` message: its problems as `tool-call-error`, each call answered and dispatched. */
  handle(tools: ParsedToolCalls): void {
    for (const problem of tools.problems)
      this.ctx.reportError('tool-call-error', new Error(problem));
    for (const call of tools.calls) {
      const lead = leadFromToolCall(call);
      if (lead) this.ctx.update({ lead });
      const builtIn = isQuickReplies(call.name) && !this.ctx.host.clientTools?.()?.[call.name];
      const detail = this.responder.handle(call, this.callId(), undefined, builtIn);
      if (builtIn) this.offers.offer(call, detail.respond);
      this.ctx.host.dispatch('voice-tool-call', detail);
    }
  }

  /** Aborts every tool still running (`signal` aborted with `reason`). */
  abortAll(reason: string): void {
    this.responder.abortAll(reason);
  }
}

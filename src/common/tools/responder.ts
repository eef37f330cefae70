/**
 * Tools that answer (docs/voice-client.md "Tools"): a tool in the element's `clientTools` answers
 * by itself, any other through `respond(result)` on the `voice-tool-call` event, which fires for
 * every call. Bounds, timeouts and the chat's `not handled` answer are as the docs say.
 */
import type { ToolAnswer } from '../../core/protocol/client-messages.ts';
import { notHandledAnswer, toToolAnswer } from './tool-answer.ts';

/** A tool call as parsed from a Vapi `tool-calls` message. */
export interface ToolCallInfo {
  /** The platform's id of the call (`call_…`). */
  readonly id: string;
  readonly name: string;
  /** The parsed arguments. */
  readonly arguments: Record<string, unknown>;
}

/** What a registered tool gets besides its arguments. */
interface ClientToolContext {
  /** The call's id on the platform ('' in a chat, or before the call started). */
  readonly callId: string;
  /** Aborts when the call or chat ends before the tool answered. */
  readonly signal: AbortSignal;
}

/** A tool the page implements: returns a string, a JSON value or `{ error }`, or a Promise of one. */
type ClientTool = (args: Record<string, unknown>, context: ClientToolContext) => unknown;

/** The `clientTools` property: tools by name. */
export type ClientTools = Readonly<Record<string, ClientTool>>;

/** The `voice-tool-call` event's `detail`. */
export interface ToolCallDetail extends ToolCallInfo {
  /** Answers the call once: a string, a JSON value, `{ error }`, or a Promise of one. */
  respond(result: unknown): void;
}

/** What a {@link ToolResponder} needs from its conversation. */
export interface ToolResponderHost {
  /** The element's `clientTools`, read at each call. */
  clientTools(): ClientTools | undefined;
  /** The element's `tool-timeout`, s. */
  timeoutS(): number;
  /** Sends `answer` to the assistant (over the call, or with the chat's next request). */
  send(call: ToolCallInfo, answer: ToolAnswer): void;
  /** Reports a failure to answer (`voice-error` `tool-result-error`). */
  report(error: Error): void;
  /**
   * A page tool's progress (docs/elements/voice-widget.md "Tool progress"): `running` once a tool
   * or `respond()` took the call, then `done` (its answer) or `failed` (an error, or the timeout).
   */
  progress?(call: ToolCallInfo, state: 'running' | 'done' | 'failed'): void;
}

/** One conversation's tool calls. */
export class ToolResponder {
  private controller = new AbortController();

  /** @param host the conversation's side: tools, timeout, sending and reporting. */
  constructor(private readonly host: ToolResponderHost) {}

  /** The call or chat ended: handlers' signals abort and no pending answer is sent. */
  abortAll(reason = 'the conversation ended'): void {
    this.controller.abort(new DOMException(reason, 'AbortError'));
    this.controller = new AbortController();
  }

  /**
   * Runs the registered tool, if any, and returns the `voice-tool-call` detail to dispatch.
   * @param callId the platform's call id, for the tool's context.
   * @param dispatch the chat's: called with the detail; a call nothing answered during it gets
   *   {@link notHandledAnswer} at once.
   * @param builtIn a tool the widget answers itself, later (the visitor's quick reply): no
   *   timeout, no `not handled` answer, no `tool-status` line, and a plain value is sent at once.
   */
  handle(
    call: ToolCallInfo,
    callId: string,
    dispatch?: (detail: ToolCallDetail) => void,
    builtIn = false,
  ): ToolCallDetail {
    const signal = this.controller.signal;
    const tools = this.host.clientTools();
    const tool =
      tools && Object.hasOwn(tools, call.name) && typeof tools[call.name] === 'function'
        ? tools[call.name]
        : undefined;
    const timeoutS = this.host.timeoutS();
    let given = false;
    let done = false;
    const finish = (answer: ToolAnswer, problem?: string): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (signal.aborted) return;
      if (problem) this.host.report(new Error(`The ${call.name} tool (${call.id}): ${problem}`));
      if (given && !builtIn) this.host.progress?.(call, 'result' in answer ? 'done' : 'failed');
      this.host.send(call, answer);
    };
    const read = (resolved: unknown): void => {
      const answer = toToolAnswer(resolved);
      if (answer.ok) finish(answer.answer);
      else
        finish({ error: `the page's answer could not be sent: ${answer.problem}` }, answer.problem);
    };
    const settle = (value: unknown): void => {
      // The widget's own answer goes before the visitor's turn that follows it.
      if (builtIn && !isThenable(value)) return read(value);
      Promise.resolve(value).then(read, (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        finish({ error: message || 'the tool failed' }, `failed: ${message}`);
      });
    };
    const timer = builtIn
      ? undefined
      : setTimeout(() => {
          if (given)
            finish(
              { error: `timeout: the page did not answer within ${timeoutS} s` },
              `no answer within ${timeoutS} s`,
            );
          else done = true; // unregistered and never answered: fire-and-forget
        }, timeoutS * 1000);
    const give = (value: unknown, by: string): void => {
      if (given || done) {
        console.warn(
          `[voice-widgets] ${by}: the ${call.name} tool call ${call.id} is already answered or timed out; ignored.`,
        );
        return;
      }
      given = true;
      if (!builtIn) this.host.progress?.(call, 'running');
      settle(value);
    };
    if (tool) {
      let value: unknown;
      try {
        value = tool(call.arguments, { callId, signal });
      } catch (error) {
        value = Promise.reject(error);
      }
      give(value, 'clientTools');
    }
    const detail: ToolCallDetail = {
      ...call,
      respond: (result: unknown) => give(result, 'respond()'),
    };
    if (dispatch) {
      dispatch(detail);
      if (!given && !done && !builtIn) finish(notHandledAnswer(call.name));
    }
    return detail;
  }
}

function isThenable(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

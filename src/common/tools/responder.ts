/**
 * Tools that answer (docs/voice-client.md "Tools"): each client-side tool call
 * of the assistant becomes a `voice-tool-call` event whose `detail` has
 * `respond(result)`, and a tool the page registered in the element's
 * `clientTools` property answers by itself, in the spirit of ElevenLabs'
 * `clientTools`.
 *
 * - A registered tool `clientTools[name](args, { callId, signal })` is
 *   called at once; what it returns (or its Promise) is the answer; a throw
 *   or rejection is a failure (`{ error }`). The event still fires, with
 *   `respond` already spent, so analytics see every tool call.
 * - An unregistered tool only fires the event: in a call it is
 *   fire-and-forget (nothing is sent unless the page calls `respond`); in
 *   the chat ({@link ToolResponder.handle} given `dispatch`), a call that no
 *   listener answered while the event was dispatched is reported at once as
 *   {@link notHandledAnswer}, so the reply never stalls on it.
 * - Bounds: an answer over 4096 bytes or not serialisable is refused (the
 *   assistant is told the tool failed); a registered tool, or a `respond`
 *   Promise, not settled within the timeout (`tool-timeout`, default 10 s) is
 *   answered `timeout: …`; `respond` works once, until the timeout. Every
 *   such failure is reported (`voice-error` `tool-result-error`).
 * - When the call or chat ends first, {@link ToolResponder.abortAll} aborts
 *   the handlers' `signal` and nothing more is sent.
 */
import type { ToolAnswer } from '../../core/voice/transport-descriptor.ts';
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

/**
 * A tool the page implements: returns the result (a string or any
 * JSON-serialisable value, `{ error }` for a failure), or a Promise of one.
 */
type ClientTool = (args: Record<string, unknown>, context: ClientToolContext) => unknown;

/** The `clientTools` property: tools by name. */
export type ClientTools = Readonly<Record<string, ClientTool>>;

/** The `voice-tool-call` event's `detail`. */
export interface ToolCallDetail extends ToolCallInfo {
  /**
   * Answers the call, once: a string, a JSON-serialisable value, `{ error }`,
   * or a Promise of one. Later calls, calls after the timeout and calls when
   * a registered tool already answered only log a warning.
   */
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
}

/** One conversation's tool calls; see the module comment. */
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
   * Handles one tool call: runs the registered tool, if any, and returns the
   * `voice-tool-call` detail to dispatch.
   * @param callId the platform's call id, for the tool's context.
   * @param dispatch when given (the chat), it is called with the detail (the
   *   `voice-tool-call` event); if no registered tool and no listener's
   *   `respond()` answered by the time it returns, {@link notHandledAnswer}
   *   is sent at once. A `respond(Promise)` is awaited until it settles or
   *   `tool-timeout` passes, as always.
   */
  handle(
    call: ToolCallInfo,
    callId: string,
    dispatch?: (detail: ToolCallDetail) => void,
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
      this.host.send(call, answer);
    };
    const settle = (value: unknown): void => {
      Promise.resolve(value).then(
        (resolved) => {
          const read = toToolAnswer(resolved);
          if (read.ok) finish(read.answer);
          else
            finish({ error: `the page's answer could not be sent: ${read.problem}` }, read.problem);
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          finish({ error: message || 'the tool failed' }, `failed: ${message}`);
        },
      );
    };
    const timer = setTimeout(() => {
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
      if (!given && !done) finish(notHandledAnswer(call.name));
    }
    return detail;
  }
}

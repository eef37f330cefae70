/**
 * One live call on its socket (docs/platform.md "WebSocket `GET /api/call/{id}/ws`"
 * and "Reconnect"): frames in, frames out, timeouts, backpressure, socket
 * drops and resumes, and the end of the call.
 *
 * - On open: `listening`, `status-update in-progress`, `resume-token`, then the first message.
 * - Which socket carries the call is {@link Continuity}'s (`continuity.ts`).
 *   A drop (a close that is neither a hang-up nor a violation) detaches the
 *   call: the line stops (remembered), the idle timer pauses, the maximum
 *   duration runs on; {@link CallSession.resume} carries it on a new socket.
 * - Incoming frames are sorted by {@link InboundFrames} (`inbound-frames.ts`:
 *   frame sizes, the text-frame budget, parsing): audio goes to the
 *   {@link Conversation}, messages are acted on, problems get an `error`
 *   reply (at most one per `errorReplyIntervalMs`, 1 s) and the call goes on,
 *   and violations end it with their close code (1003, 1008, 1009).
 * - No user activity (speech heard by the VAD, a valid text message) while
 *   the assistant is silent for `idleTimeoutMs` → `silence-timed-out`, close
 *   4000. Silence frames do not count: a socket that only sends silence ends.
 * - `maxDurationMs` after the socket opened → `exceeded-max-duration`, close 1000.
 * - More than `backpressureBytes` buffered unsent before any send (audio or
 *   text) → close 4001: nothing is ever queued without bound.
 * - Every handler is guarded: an exception ends this call with 1011 and
 *   never reaches the process.
 * - What it needs and its timing knobs are `session-deps.ts`.
 * - Durable (docs/durable-state.md "Calls"): every change (a frame sent, the
 *   dialogue moving) asks the registry to store the call on the next
 *   `setImmediate` ({@link CallRegistry.touch}), never on the audio path; a
 *   session can be rebuilt from the store after a restart, detached and in its
 *   grace window, and {@link CallSession.suspend} stops it for a restart
 *   without ending the call.
 */
import { leadAsker } from './server-report.ts';
import type { RawData, WebSocket } from 'ws';
import { CloseCode } from '../../src/core/protocol/limits.ts';
import {
  serverMessage,
  type EndedReason,
  type ErrorCode,
  type ServerFrame,
} from '../../src/core/protocol/server-messages.ts';
import { Continuity, type Resumable } from './continuity.ts';
import { Conversation } from './conversation.ts';
import { InboundFrames } from './inbound-frames.ts';
import type { ParsedClientMessage as ClientMessage } from '../../src/core/protocol/parse-client-message.ts';
import type { CallRecord, SessionState } from './registry.ts';
import type { SessionDeps } from './session-deps.ts';

/** Binds a call to the socket that carries it (one at a time). */
export class CallSession implements Resumable {
  private readonly conversation: Conversation;
  private readonly continuity: Continuity;
  private idleTimer: NodeJS.Timeout | undefined;
  private maxTimer: NodeJS.Timeout | undefined;
  private stallTimer: NodeJS.Timeout | undefined;
  /** The text-frame budget is the call's: a resume does not refill it. */
  private readonly inbound: InboundFrames;
  private ended = false;
  /** Aborted when the call ends: a server tool's answer is no longer awaited. */
  private readonly ending = new AbortController();
  /** Stopped for a platform restart: nothing more happens in this process. */
  private suspended = false;

  /**
   * Wires the socket; call {@link start} next. With `restored` (a call taken back from the store after a
   * restart, docs/durable-state.md "Calls") there is no socket: the call is detached, in its grace window,
   * its dialogue and lines where they were, its maximum duration counted from its stored start; a resume
   * with the stored token carries it on (do not call {@link start}).
   *
   * @param ws an open server-side socket (from `WebSocketServer.handleUpgrade`), or undefined with `restored`.
   * @param call the call it belongs to, whose socket was just claimed.
   */
  constructor(
    ws: WebSocket | undefined,
    readonly call: CallRecord,
    private readonly deps: SessionDeps<CallSession>,
    restored?: SessionState,
  ) {
    const { timing } = deps;
    const history = () => call.history.map(({ role, content }) => ({ role, content }));
    this.inbound = new InboundFrames(timing.errorReplyIntervalMs, performance.now());
    const askServer = leadAsker(call, this.ending.signal);
    this.conversation = new Conversation({
      owner: call.id,
      script: call.script,
      language: call.language,
      interruptionsEnabled: call.assistant.interruptionsEnabled,
      synthesizer: deps.synthesizer,
      clock: deps.clock,
      frameIntervalMs: timing.frameIntervalMs,
      interruptMs: timing.interruptMs,
      ...(timing.toolTimeoutMs !== undefined ? { toolTimeoutMs: timing.toolTimeoutMs } : {}),
      ...(askServer ? { askServer } : {}),
      ...(deps.vad ? { vad: deps.vad } : {}),
      io: {
        text: (frame) => this.sendText(frame),
        audio: (frame) => this.sendAudio(frame),
        record: (role, content) => deps.registry.record(call, role, content),
        history,
        end: (reason) => this.end(reason, CloseCode.normal),
        activity: () => this.idleTimer?.refresh(),
        lead: (lead) => deps.registry.recordLead(call, lead),
        changed: () => deps.registry.touch(call),
      },
      ...(restored?.conversation ? { restored: restored.conversation } : {}),
    });
    this.continuity = new Continuity(
      ws,
      timing,
      {
        message: (data, isBinary) => this.guard(() => this.onMessage(data, isBinary)),
        closed: (reason) => this.guard(() => this.end(reason, CloseCode.normal)),
        detached: () => this.guard(() => this.detach()),
        resumed: () =>
          this.guard(() => {
            deps.registry.touch(call);
            this.startIdleTimer();
            this.conversation.resume();
          }),
        expired: () => this.guard(() => this.end('connection-lost', CloseCode.normal)),
        notReading: () => this.end('client-not-reading', CloseCode.notReading, false),
        history,
        finished: () => deps.onClosed(this),
      },
      restored?.resumeHash,
    );
    if (ws === undefined) {
      const left = timing.maxDurationMs - (Date.now() - (call.startedAt?.getTime() ?? Date.now()));
      this.maxTimer = setTimeout(
        () => this.guard(() => this.end('exceeded-max-duration', CloseCode.normal)),
        Math.max(0, left),
      );
    }
  }

  /** What the store keeps of the session (docs/durable-state.md "Calls"): the resume token's hash and the conversation. */
  state(): SessionState {
    const resumeHash = this.continuity.resumeHash;
    return { ...(resumeHash ? { resumeHash } : {}), conversation: this.conversation.state() };
  }

  /**
   * The platform stops for a restart (docs/durable-state.md "Restart"): the
   * line being said stops (said again after the resume), the timers stop, the
   * call is stored as it is (the caller writes it: `CallRegistry.saveDirty`)
   * and its socket is closed with `code` (1012). The call does not end.
   */
  suspend(code: number): void {
    if (this.ended || this.suspended) return;
    this.suspended = true;
    this.conversation.detach();
    this.clearTimers();
    this.deps.registry.touch(this.call);
    this.continuity.suspend(code);
  }

  /** True while a socket carries the call (false while detached, and once ended and closed). */
  get attached(): boolean {
    return this.continuity.attached;
  }

  /**
   * Sends `listening`, `status-update in-progress` and the first
   * `resume-token`, marks the call started and says the first message.
   */
  start(): void {
    this.guard(() => {
      if (this.call.status === 'ended') {
        // The call timed out while the handshake was in flight.
        this.ended = true;
        this.continuity.end(CloseCode.normal, []);
        return;
      }
      this.deps.registry.start(this.call);
      this.sendText(serverMessage.listening);
      this.sendText(serverMessage.inProgress());
      this.sendText(this.continuity.issue());
      this.startIdleTimer();
      this.maxTimer = setTimeout(
        () => this.guard(() => this.end('exceeded-max-duration', CloseCode.normal)),
        this.deps.timing.maxDurationMs,
      );
      this.conversation.start();
    });
  }

  /**
   * Carries the call on `ws` if `token` is its current resume token
   * (docs/platform.md "Reconnect"; {@link Continuity.resume}): the token rotates,
   * an older socket is closed 4002, `ws` gets `resume-token`, `listening`,
   * `status-update in-progress` and `conversation-update`, then the
   * interrupted line is said again (no second `transcript`) and the dialogue
   * goes on with a fresh idle timer.
   *
   * @returns false, changing nothing, when the token does not match or the call has ended.
   */
  resume(ws: WebSocket, token: string): boolean {
    let resumed = false;
    this.guard(() => {
      resumed = !this.ended && !this.suspended && this.continuity.resume(ws, token);
    });
    return resumed;
  }

  /**
   * Ends the call: records `reason`, stops speaking, and unless the client is
   * the one that closed, sends `status-update ended` and `hang` then closes
   * with `code` (a client that does not close back is cut off after
   * `closeGraceMs`). Idempotent.
   *
   * @param notify send the ended status and `hang` first (default true; false when the client is not reading).
   */
  end(reason: EndedReason, code: number, notify = true): void {
    if (this.ended || this.suspended) return;
    this.ended = true;
    this.deps.registry.end(this.call, reason);
    this.conversation.close();
    this.ending.abort();
    this.clearTimers();
    // Without a socket (detached, or closed by the client) nothing is sent.
    this.continuity.end(code, notify ? [serverMessage.ended(reason), serverMessage.hang()] : []);
  }

  /** Cuts the socket at once (no close handshake); the `close` event then cleans up. */
  terminate(): void {
    this.continuity.terminate();
  }

  /** The idle timer fired: the call ends unless the assistant is still talking. */
  private idle(): void {
    if (this.conversation.assistantBusy) {
      this.idleTimer?.refresh();
      return;
    }
    this.end('silence-timed-out', CloseCode.idle);
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (this.ended) return;
    const frame = this.inbound.admit(data, isBinary, performance.now());
    switch (frame.kind) {
      case 'audio':
        this.onAudio(frame.pcm);
        return;
      case 'message':
        this.idleTimer?.refresh();
        this.onControl(frame.message);
        return;
      case 'error':
        this.replyError(frame.code, frame.message);
        return;
      case 'close':
        this.end('protocol-error', frame.code);
        return;
    }
  }

  private onAudio(pcm: Buffer): void {
    this.conversation.uplink(pcm);
    // If the uplink stops mid-turn (e.g. the client stops sending while muted), end the turn by wall time.
    if (this.stallTimer) this.stallTimer.refresh();
    else
      this.stallTimer = setTimeout(
        () => this.guard(() => this.conversation.flushUserTurn()),
        this.deps.vad?.endSilenceMs ?? 700,
      );
  }

  /** Sends an `error` reply, at most one per second; the ones held back are counted in the next. */
  private replyError(code: ErrorCode, message: string): void {
    const suppressed = this.inbound.errorReply(performance.now());
    if (suppressed !== undefined) this.sendText(serverMessage.error(code, message, suppressed));
  }

  private onControl(message: ClientMessage): void {
    switch (message.type) {
      case 'say': {
        const error = this.conversation.say(message);
        if (error) this.replyError(error, 'too many say messages waiting');
        return;
      }
      case 'add-message': {
        this.deps.registry.record(this.call, message.message.role, message.message.content);
        if (message.message.role !== 'user') return;
        const error = this.conversation.userText(
          message.message.content,
          message.triggerResponseEnabled !== false,
        );
        if (error) this.replyError(error, 'too many lines waiting to be said');
        return;
      }
      case 'control':
        if (message.control === 'say-first-message') this.conversation.sayFirstMessage();
        else this.conversation.setMuted(message.control === 'mute-assistant');
        return;
      case 'end-call':
        this.end('customer-ended-call', CloseCode.normal);
        return;
      case 'tool-call-result':
        this.conversation.toolResult(
          message.toolCallId,
          'result' in message ? { result: message.result } : { error: message.error },
        );
        return;
    }
  }

  /** No socket carries the call any more: the line stops (remembered), the idle timer and the user's turn are dropped. */
  private detach(): void {
    this.conversation.detach();
    this.clearTimers(false);
  }

  private startIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(
      () => this.guard(() => this.idle()),
      this.deps.timing.idleTimeoutMs,
    );
  }

  private sendText(frame: ServerFrame): void {
    this.continuity.sendText(frame);
    this.deps.registry.touch(this.call);
  }

  private sendAudio(frame: Buffer): boolean {
    if (this.ended || !this.continuity.sendAudio(frame)) return false;
    this.idleTimer?.refresh(); // the assistant is talking: not idle
    return true;
  }

  /** Clears the idle and stall timers, and the max-duration timer unless `withMax` is false (it runs on while detached). */
  private clearTimers(withMax = true): void {
    clearTimeout(this.idleTimer);
    clearTimeout(this.stallTimer);
    this.idleTimer = undefined;
    this.stallTimer = undefined;
    if (!withMax) return;
    clearTimeout(this.maxTimer);
    this.maxTimer = undefined;
  }

  /** Runs a handler; an exception is logged and ends this call with 1011 (never the process). */
  private guard(fn: () => void): void {
    try {
      fn();
    } catch (error) {
      (this.deps.logError ?? ((m, e) => console.error(m, e)))(
        `[platform] call ${this.call.id} failed:`,
        error,
      );
      try {
        this.end('server-error', CloseCode.serverError);
      } catch {
        this.continuity.terminate();
      }
    }
  }
}

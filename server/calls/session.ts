/**
 * One live call on its socket (docs/platform.md "WebSocket `GET /api/call/{id}/ws`"
 * and "Reconnect"): frames in and out, timeouts, drops and resumes, the end of
 * the call. Silence frames are not activity: a socket that only sends silence
 * times out. Every handler is guarded, so an exception ends this call with 1011,
 * never the process. Each change asks the registry to store the call later
 * (docs/durable-state.md "Calls"), never on the audio path.
 */
import type { RawData, WebSocket } from 'ws';

import { CloseCode } from '../../src/core/protocol/limits.ts';
import {
  type EndedReason,
  type ErrorCode,
  type ServerFrame,
  serverMessage,
} from '../../src/core/protocol/server-messages.ts';
import { Continuity, type Resumable } from './continuity.ts';
import type { Conversation } from './conversation.ts';
import { InboundFrames } from './inbound-frames.ts';
import type { CallRecord, SessionState } from './registry.ts';
import { applyControl, type ControlTarget } from './session-control.ts';
import { callConversation } from './session-conversation.ts';
import type { SessionDeps } from './session-deps.ts';
import { CallTimers } from './session-timers.ts';

/** Binds a call to the socket that carries it (one at a time). */
export class CallSession implements Resumable {
  private readonly conversation: Conversation;
  private readonly continuity: Continuity;
  private readonly timers: CallTimers;
  /** What its client's control messages act on (`session-control.ts`). */
  private readonly control: ControlTarget;
  /** The text-frame budget is the call's: a resume does not refill it. */
  private readonly inbound: InboundFrames;
  private ended = false;
  /** Aborted when the call ends: a server tool's answer is no longer awaited. */
  private readonly ending = new AbortController();
  /** Stopped for a platform restart: nothing more happens in this process. */
  private suspended = false;

  /**
   * Wires the socket; call {@link start} next. With `restored` (a call taken back from the store after a
   * restart) there is no socket: the call starts detached and only a resume carries it on (no {@link start}).
   *
   * @param ws an open server-side socket, or undefined with `restored`.
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
    this.timers = new CallTimers(
      {
        idle: () => this.guard(() => this.idle()),
        maxDuration: () => this.guard(() => this.end('exceeded-max-duration', CloseCode.normal)),
        stall: () => this.guard(() => this.conversation.flushUserTurn()),
      },
      timing.idleTimeoutMs,
    );
    this.conversation = callConversation(
      call,
      deps,
      {
        text: (frame) => this.sendText(frame),
        audio: (frame) => this.sendAudio(frame),
        record: (role, content) => deps.registry.record(call, role, content),
        history,
        end: (reason) => this.end(reason, CloseCode.normal),
        activity: () => this.timers.active(),
        lead: (lead) => deps.registry.recordLead(call, lead),
        changed: () => deps.registry.touch(call),
      },
      this.ending.signal,
      restored,
    );
    this.control = {
      call,
      conversation: this.conversation,
      registry: deps.registry,
      end: (reason, code) => this.end(reason, code),
      replyError: (code, message) => this.replyError(code, message),
    };
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
            this.timers.startIdle();
            this.conversation.resume();
          }),
        expired: () => this.guard(() => this.end('connection-lost', CloseCode.normal)),
        notReading: () => this.end('client-not-reading', CloseCode.notReading, false),
        history,
        finished: () => deps.onClosed(this),
      },
      restored?.resumeHash,
    );
    // A restored call's maximum duration counts from its start before the restart.
    if (ws === undefined)
      this.timers.startMaxDuration(
        timing.maxDurationMs - (Date.now() - (call.startedAt?.getTime() ?? Date.now())),
      );
  }

  /** What the store keeps of the session (docs/durable-state.md "Calls"): the resume token's hash and the conversation. */
  state(): SessionState {
    const resumeHash = this.continuity.resumeHash;
    return { ...(resumeHash ? { resumeHash } : {}), conversation: this.conversation.state() };
  }

  /**
   * The platform stops for a restart (docs/durable-state.md "Restart"): speech and timers stop and the
   * socket closes with `code` (1012); the call does not end (the caller stores it: `CallRegistry.saveDirty`).
   */
  suspend(code: number): void {
    if (this.ended || this.suspended) return;
    this.suspended = true;
    this.conversation.detach();
    this.timers.clear();
    this.deps.registry.touch(this.call);
    this.continuity.suspend(code);
  }

  /** True while a socket carries the call (false while detached, and once ended and closed). */
  get attached(): boolean {
    return this.continuity.attached;
  }

  /** Sends the opening frames, marks the call started and says the first message. */
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
      this.timers.startIdle();
      this.timers.startMaxDuration(this.deps.timing.maxDurationMs);
      this.conversation.start();
    });
  }

  /**
   * Carries the call on `ws` if `token` is its current resume token ({@link Continuity.resume}).
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
   * Ends the call with `reason` and, if a socket is left, sends `status-update ended` and `hang` then
   * closes with `code`. Idempotent.
   *
   * @param notify send the ended status and `hang` first (false when the client is not reading).
   */
  end(reason: EndedReason, code: number, notify = true): void {
    if (this.ended || this.suspended) return;
    this.ended = true;
    this.deps.registry.end(this.call, reason);
    this.conversation.close();
    this.ending.abort();
    this.timers.clear();
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
      this.timers.active();
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
        // The round-trip probe (docs/platform.md "Text frames"): answered at once, and not activity.
        if (frame.message.type === 'ping')
          return this.sendText(serverMessage.pong(frame.message.id));
        this.timers.active();
        applyControl(this.control, frame.message);
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
    this.timers.uplink(this.conversation.waitMs);
  }

  /** Sends an `error` reply, at most one per second; the ones held back are counted in the next. */
  private replyError(code: ErrorCode, message: string): void {
    const suppressed = this.inbound.errorReply(performance.now());
    if (suppressed !== undefined) this.sendText(serverMessage.error(code, message, suppressed));
  }

  /** No socket carries the call any more: the line stops (remembered), the idle timer and the user's turn are dropped. */
  private detach(): void {
    this.conversation.detach();
    this.timers.clear(false);
  }

  private sendText(frame: ServerFrame): void {
    this.continuity.sendText(frame);
    this.deps.registry.touch(this.call);
  }

  private sendAudio(frame: Buffer): boolean {
    if (this.ended || !this.continuity.sendAudio(frame)) return false;
    this.timers.active(); // the assistant is talking: not idle
    return true;
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

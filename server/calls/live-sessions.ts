/**
 * The platform's call sessions by call id, from a call's first socket (or its
 * restore after a restart) until the call has ended and its socket closed.
 * Once suspended for a restart (docs/durable-state.md "Restart"), a new or
 * resuming socket is closed with 1012 "service restart".
 */
import type { WebSocket } from 'ws';

import { CloseCode } from '../../src/core/protocol/limits.ts';
import { resumeCall } from './continuity.ts';
import type { CallRecord, RestoredCall, SessionState } from './registry.ts';
import { CallSession } from './session.ts';
import type { SessionDeps } from './session-deps.ts';

/** The sessions of the calls not yet closed; see the module comment. */
export class LiveSessions {
  private readonly sessions = new Map<string, CallSession>();
  private readonly deps: SessionDeps<CallSession>;
  private suspending = false;

  /** @param deps what every session needs, but `onClosed`: a closed session is forgotten here. */
  constructor(deps: Omit<SessionDeps<CallSession>, 'onClosed'>) {
    this.deps = {
      ...deps,
      onClosed: (s) => {
        if (this.sessions.get(s.call.id) === s) this.sessions.delete(s.call.id);
      },
    };
  }

  /** Sessions not yet closed. */
  get size(): number {
    return this.sessions.size;
  }

  /** Sessions a socket carries now (the others wait for a resume). */
  get attachedCount(): number {
    let sockets = 0;
    for (const session of this.sessions.values()) if (session.attached) sockets++;
    return sockets;
  }

  /** The session of `callId`, if it has one. */
  get(callId: string): CallSession | undefined {
    return this.sessions.get(callId);
  }

  /** What the store keeps of `callId`'s session (`RegistryOptions.sessionState`). */
  state(callId: string): SessionState | undefined {
    return this.sessions.get(callId)?.state();
  }

  /** Takes over the first socket of `call` (`UpgradeDeps.onConnection`) and starts the call. */
  open(ws: WebSocket, call: CallRecord): void {
    if (this.suspending) return void ws.close(CloseCode.serviceRestart, 'service restart');
    const session = new CallSession(ws, call, this.deps);
    this.sessions.set(call.id, session);
    session.start();
  }

  /** Takes over a resume socket (`UpgradeDeps.onResume`): carries the call on, or closes the socket (`resumeCall`). */
  resume(ws: WebSocket, callId: string, token: string): void {
    if (this.suspending) return void ws.close(CloseCode.serviceRestart, 'service restart');
    const call = this.deps.registry.get(callId);
    resumeCall(
      ws,
      call !== undefined && call.status !== 'ended',
      this.sessions.get(callId),
      token,
      this.deps.timing.closeGraceMs,
    );
  }

  /**
   * Calls taken back from the store (docs/durable-state.md "Calls"): each one in progress gets a
   * detached session, waiting for its client's resume.
   */
  restore(calls: readonly RestoredCall[]): void {
    for (const { call, session: state } of calls) {
      if (call.status !== 'in-progress') continue;
      this.sessions.set(call.id, new CallSession(undefined, call, this.deps, state));
    }
  }

  /** Hangs up `call` for its customer: through its session if it has one, else in the registry. */
  hangUp(call: CallRecord): void {
    const session = this.sessions.get(call.id);
    if (session) session.end('customer-ended-call', CloseCode.normal);
    else this.deps.registry.end(call, 'customer-ended-call');
  }

  /** Stops for a restart: refuses new sockets and suspends every session with 1012 (`CallSession.suspend`). */
  suspend(): void {
    this.suspending = true;
    for (const session of this.sessions.values()) session.suspend(CloseCode.serviceRestart);
  }

  /** Ends every session (`server-shutdown`, close 1001). */
  endAll(): void {
    for (const session of [...this.sessions.values()])
      session.end('server-shutdown', CloseCode.goingAway);
  }

  /** Cuts every socket left at once. */
  terminateAll(): void {
    for (const session of this.sessions.values()) session.terminate();
  }
}

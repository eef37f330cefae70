/**
 * The calls registry (docs/platform.md "REST" and "WebSocket"): every call from
 * `POST /api/call/web` until some time after it ended, with its status
 * (`queued` → `in-progress` → `ended`), its ended reason and its history.
 *
 * Memory is bounded: at most `maxCalls` calls not yet ended, ended calls are
 * forgotten after `retainEndedMs` (and the oldest first beyond `maxCalls`),
 * and each call keeps at most {@link MAX_HISTORY} history entries.
 */
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Assistant, AssistantLanguage, Language } from '../dialogue/assistants.ts';
import type { LeadArguments } from '../dialogue/engine.ts';
import type { EndedReason } from '../../src/core/protocol/server-messages.ts';

/** Call status (docs/platform.md `GET /api/call/{id}`). */
export type CallStatus = 'queued' | 'in-progress' | 'ended';

/** Most history entries kept per call; older ones are dropped. */
export const MAX_HISTORY = 200;

/** One entry of a call's history: what the assistant said, or an `add-message`. */
export interface HistoryEntry {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
  /** ISO time it was recorded. */
  readonly time: string;
}

/** A call. Mutable fields change as the call goes on. */
export interface CallRecord {
  readonly id: string;
  readonly assistant: Assistant;
  readonly language: Language;
  readonly script: AssistantLanguage;
  /** `ws:`/`wss:` URL of the call's socket, as given in the 201 answer. */
  readonly websocketCallUrl: string;
  readonly createdAt: Date;
  status: CallStatus;
  startedAt?: Date;
  endedAt?: Date;
  endedReason?: EndedReason;
  /** True once a socket upgrade was accepted for the call (a second one gets 409). */
  socketClaimed: boolean;
  /** The TCP peer address that created the call (call admission, `limits/admission.ts`). */
  readonly clientAddress: string;
  /** The lead the dialogue captured (`capture_lead`'s arguments), for the end-of-call report. */
  lead?: LeadArguments;
  /** The secret part of the call's `monitor.controlUrl` (docs/platform.md "Live call control"); shown only in the 201 answer. */
  readonly controlSecret: string;
  readonly history: HistoryEntry[];
}

/** Settings of {@link CallRegistry}. */
export interface RegistryOptions {
  /** A queued call whose socket is not opened in this time ends (`silence-timed-out`), ms. */
  readonly openTimeoutMs: number;
  /** Ended calls are forgotten after this, ms. */
  readonly retainEndedMs: number;
  /** Most calls not yet ended; {@link CallRegistry.create} refuses more. */
  readonly maxCalls: number;
  /** Told when a call becomes `in-progress` or `ended` (server messages, docs/platform.md "Server messages"). Must not throw. */
  readonly onChange?: (call: CallRecord) => void;
}

/** Thrown by {@link CallRegistry.create} when `maxCalls` calls are live. */
export class TooManyCallsError extends Error {
  /** @param max the `maxCalls` limit that was reached. */
  constructor(max: number) {
    super(`too many calls in progress (max ${max})`);
    this.name = 'TooManyCallsError';
  }
}

/** Calls by id, with their timers. */
export class CallRegistry {
  private readonly calls = new Map<string, CallRecord>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private live = 0;

  /** @param options timeouts (ms) and the live-call limit. */
  constructor(private readonly options: RegistryOptions) {}

  /** Calls not yet ended. */
  get liveCount(): number {
    return this.live;
  }

  /**
   * Creates a queued call; it ends by itself (`silence-timed-out`) if its
   * socket is not claimed within `openTimeoutMs`.
   *
   * @param wsUrlFor builds the socket URL from the new call id.
   * @throws TooManyCallsError when `maxCalls` calls are live; RangeError when
   *   the assistant does not speak `language`.
   */
  create(assistant: Assistant, language: Language, wsUrlFor: (id: string) => string, clientAddress = ''): CallRecord {
    if (this.live >= this.options.maxCalls) throw new TooManyCallsError(this.options.maxCalls);
    const script = assistant.languages[language];
    if (!script) throw new RangeError(`assistant ${assistant.id} does not speak ${language}`);
    const id = randomUUID();
    const call: CallRecord = {
      id,
      assistant,
      language,
      script,
      websocketCallUrl: wsUrlFor(id),
      createdAt: new Date(),
      status: 'queued',
      socketClaimed: false,
      clientAddress,
      controlSecret: randomBytes(18).toString('base64url'),
      history: [],
    };
    this.calls.set(id, call);
    this.live++;
    this.setTimer(id, this.options.openTimeoutMs, () => {
      if (call.status === 'queued') this.end(call, 'silence-timed-out');
    });
    return call;
  }

  /** The call with this id, or undefined (never created, or forgotten). */
  get(id: string): CallRecord | undefined {
    return this.calls.get(id);
  }

  /** Marks a queued call `in-progress` (its socket opened) and cancels its open timeout. */
  start(call: CallRecord): void {
    if (call.status !== 'queued') return;
    call.status = 'in-progress';
    call.startedAt = new Date();
    this.clearTimer(call.id);
    this.options.onChange?.(call);
  }

  /**
   * Ends a call with `reason` and schedules it to be forgotten.
   *
   * @returns true the first time, false when the call had already ended.
   */
  end(call: CallRecord, reason: EndedReason): boolean {
    if (call.status === 'ended') return false;
    call.status = 'ended';
    call.endedReason = reason;
    call.endedAt = new Date();
    this.live--;
    this.setTimer(call.id, this.options.retainEndedMs, () => this.forget(call.id));
    this.trimEnded();
    this.options.onChange?.(call);
    return true;
  }

  /** Appends to the call's history, dropping the oldest entries beyond {@link MAX_HISTORY}. */
  record(call: CallRecord, role: HistoryEntry['role'], content: string): void {
    call.history.push({ role, content, time: new Date().toISOString() });
    if (call.history.length > MAX_HISTORY) call.history.splice(0, call.history.length - MAX_HISTORY);
  }

  /**
   * Keeps the lead the dialogue captured (`capture_lead`'s arguments `{ name,
   * phone, need, solution? }`), a copy, for the call's `end-of-call-report`
   * (`analysis.structuredData`, docs/platform.md "Server messages"). A later lead
   * replaces it; nothing is kept for an ended call.
   */
  recordLead(call: CallRecord, lead: LeadArguments): void {
    if (call.status !== 'ended') call.lead = { ...lead };
  }

  /** Every call not yet ended. */
  liveCalls(): CallRecord[] {
    return [...this.calls.values()].filter((c) => c.status !== 'ended');
  }

  /** Clears every timer (the registry stays readable). */
  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private forget(id: string): void {
    this.clearTimer(id);
    this.calls.delete(id);
  }

  /** Keeps at most `maxCalls` ended calls, forgetting the oldest. */
  private trimEnded(): void {
    let ended = this.calls.size - this.live;
    if (ended <= this.options.maxCalls) return;
    for (const [id, call] of this.calls) {
      if (ended <= this.options.maxCalls) break;
      if (call.status === 'ended') {
        this.forget(id);
        ended--;
      }
    }
  }

  private setTimer(id: string, ms: number, fn: () => void): void {
    this.clearTimer(id);
    const timer = setTimeout(fn, ms);
    timer.unref();
    this.timers.set(id, timer);
  }

  private clearTimer(id: string): void {
    const timer = this.timers.get(id);
    if (timer) clearTimeout(timer);
    this.timers.delete(id);
  }
}

/** True when `given` is the call's control secret (constant time). */
export function isControlSecret(call: CallRecord, given: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(call.controlSecret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The call as the REST API shows it (docs/platform.md 201 answer and `GET /api/call/{id}`).
 */
export function callToJson(call: CallRecord): Record<string, unknown> {
  return {
    id: call.id,
    status: call.status,
    assistantId: call.assistant.id,
    assistant: {
      name: call.script.name,
      firstMessage: call.script.firstMessage.text,
      voice: { provider: 'espeak-ng', voiceId: call.script.voice.name },
    },
    artifactPlan: { videoRecordingEnabled: false },
    transport: { provider: 'vapi.websocket', websocketCallUrl: call.websocketCallUrl },
    language: call.language,
    createdAt: call.createdAt.toISOString(),
    ...(call.startedAt ? { startedAt: call.startedAt.toISOString() } : {}),
    ...(call.endedAt ? { endedAt: call.endedAt.toISOString() } : {}),
    ...(call.endedReason ? { endedReason: call.endedReason } : {}),
    messages: call.history,
  };
}

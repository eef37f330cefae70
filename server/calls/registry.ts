/**
 * The calls registry (docs/platform.md "REST" and "WebSocket"): every call from
 * `POST /api/call/web` until some time after it ended, with its status, ended
 * reason and history, all bounded in memory. With a store, live calls are kept
 * as `call` records, written off the caller's path (docs/durable-state.md "Calls").
 */
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

import type { EndedReason } from '../../src/core/protocol/server-messages.ts';
import {
  type Assistant,
  type AssistantLanguage,
  isLanguage,
  type Language,
} from '../dialogue/assistants.ts';
import { isDialogueState, type LeadArguments } from '../dialogue/engine.ts';
import { isSpeakingPlans, type SpeakingPlans } from '../dialogue/speaking-plans.ts';
import type { RecordStore } from '../storage/store.ts';
import type { ConversationState } from './conversation.ts';
import { isSavedLines } from './line-queue.ts';

/** Call status (docs/platform.md `GET /api/call/{id}`). */
type RegistryCallState = 'queued' | 'in-progress' | 'ended';

/** Most history entries kept per call; older ones are dropped. */
const MAX_HISTORY = 200;

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
  /** The language spoken now (a system `add-message` may switch it, docs/platform.md "Languages"). */
  language: Language;
  script: AssistantLanguage;
  /** Where a local phone number is read first (ISO 3166, from the language tag); absent after a restart (the dialogue keeps it). */
  readonly region?: string;
  /** `ws:`/`wss:` URL of the call's socket, as given in the 201 answer. */
  readonly websocketCallUrl: string;
  readonly createdAt: Date;
  status: RegistryCallState;
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
  /** Where calls not yet ended are kept across restarts (default: memory only). */
  readonly store?: RecordStore;
  /** What the call's session adds to its stored record (the token's hash, the conversation), if it has a session. */
  readonly sessionState?: (callId: string) => SessionState | undefined;
}

/** What a call's session adds to its stored record. */
export interface SessionState {
  /** SHA-256 of the current resume token, base64url. */
  readonly resumeHash?: string;
  readonly conversation?: ConversationState;
}

/** A stored call taken back at start: the call (in the registry again) and what its session needs. */
export interface RestoredCall {
  readonly call: CallRecord;
  readonly session: SessionState;
}

/** The JSON of a stored call. */
interface StoredCall {
  readonly v: 1;
  readonly id: string;
  readonly assistantId: string;
  /** The call's speaking plans, seconds (`assistantOverrides` may differ from the stored assistant's). */
  readonly speakingPlans?: SpeakingPlans;
  readonly language: Language;
  readonly websocketCallUrl: string;
  readonly createdAt: number;
  readonly status: 'queued' | 'in-progress';
  readonly startedAt?: number;
  readonly socketClaimed: boolean;
  readonly clientAddress: string;
  readonly lead?: LeadArguments;
  readonly controlSecret: string;
  readonly history: HistoryEntry[];
  readonly resumeHash?: string;
  readonly conversation?: ConversationState;
}

/** True when `value` is a well-formed {@link StoredCall} with id `id` (untrusted input: a stored record). */
function isStoredCall(id: string, value: unknown): value is StoredCall {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<StoredCall>;
  const str = (x: unknown): boolean => typeof x === 'string';
  return (
    v.v === 1 &&
    v.id === id &&
    str(v.assistantId) &&
    (v.speakingPlans === undefined || isSpeakingPlans(v.speakingPlans)) &&
    isLanguage(v.language) &&
    str(v.websocketCallUrl) &&
    typeof v.createdAt === 'number' &&
    (v.status === 'queued' || v.status === 'in-progress') &&
    (v.startedAt === undefined || typeof v.startedAt === 'number') &&
    typeof v.socketClaimed === 'boolean' &&
    str(v.clientAddress) &&
    str(v.controlSecret) &&
    Array.isArray(v.history) &&
    v.history.length <= MAX_HISTORY &&
    v.history.every(
      (h) =>
        typeof h === 'object' &&
        h !== null &&
        ['system', 'user', 'assistant'].includes(h.role) &&
        str(h.content) &&
        str(h.time),
    ) &&
    (v.lead === undefined ||
      (typeof v.lead === 'object' &&
        v.lead !== null &&
        str(v.lead.name) &&
        str(v.lead.phone) &&
        str(v.lead.need))) &&
    (v.resumeHash === undefined || (str(v.resumeHash) && v.resumeHash.length === 43)) &&
    (v.conversation === undefined ||
      (typeof v.conversation === 'object' &&
        v.conversation !== null &&
        isDialogueState(v.conversation.dialogue) &&
        isSavedLines(v.conversation.lines)))
  );
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
  /** Calls whose stored record is due to be written (on the next `setImmediate`). */
  private readonly dirty = new Set<CallRecord>();
  private saveScheduled = false;

  /** @param options timeouts (ms) and the live-call limit. */
  constructor(private readonly options: RegistryOptions) {}

  /** Calls not yet ended. */
  get liveCount(): number {
    return this.live;
  }

  /**
   * Creates a queued call; it ends (`silence-timed-out`) if its socket is not claimed within `openTimeoutMs`.
   *
   * @param region where the call's local phone numbers are read first (ISO 3166).
   * @throws TooManyCallsError when `maxCalls` calls are live; RangeError when the assistant does not speak `language`.
   */
  create(
    assistant: Assistant,
    language: Language,
    wsUrlFor: (id: string) => string,
    clientAddress = '',
    region?: string,
  ): CallRecord {
    if (this.live >= this.options.maxCalls) throw new TooManyCallsError(this.options.maxCalls);
    const script = assistant.languages[language];
    if (!script) throw new RangeError(`assistant ${assistant.id} does not speak ${language}`);
    const id = randomUUID();
    const call: CallRecord = {
      id,
      assistant,
      language,
      script,
      ...(region ? { region } : {}),
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
    this.touch(call);
    return call;
  }

  /** The call changed: its stored record is written on the next `setImmediate` (live calls, with a store). */
  touch(call: CallRecord): void {
    if (!this.options.store || call.status === 'ended') return;
    this.dirty.add(call);
    if (this.saveScheduled) return;
    this.saveScheduled = true;
    setImmediate(() => {
      this.saveScheduled = false;
      this.saveDirty();
    });
  }

  /** Hands the records of the calls changed since the last write to the store now (which batches them; `PlatformStore.flush` writes them). */
  saveDirty(): void {
    const store = this.options.store;
    if (!store) return;
    const calls = [...this.dirty];
    this.dirty.clear();
    for (const call of calls) {
      if (call.status === 'ended') continue;
      const session = this.options.sessionState?.(call.id);
      const record: StoredCall = {
        v: 1,
        id: call.id,
        assistantId: call.assistant.id,
        ...(call.assistant.speakingPlans ? { speakingPlans: call.assistant.speakingPlans } : {}),
        language: call.language,
        websocketCallUrl: call.websocketCallUrl,
        createdAt: call.createdAt.getTime(),
        status: call.status,
        ...(call.startedAt ? { startedAt: call.startedAt.getTime() } : {}),
        socketClaimed: call.socketClaimed,
        clientAddress: call.clientAddress,
        ...(call.lead ? { lead: call.lead } : {}),
        controlSecret: call.controlSecret,
        history: call.history,
        ...(session?.resumeHash ? { resumeHash: session.resumeHash } : {}),
        ...(session?.conversation ? { conversation: session.conversation } : {}),
      };
      try {
        store.put('call', call.id, record);
      } catch (error) {
        console.error(`[platform] could not store the call ${call.id}:`, error);
      }
    }
  }

  /**
   * Takes back the calls the store holds (once, at start; docs/durable-state.md "Calls"). A record that fails
   * its shape check, or whose assistant or language is gone, is skipped with a log line and removed.
   */
  restoreStored(assistants: ReadonlyMap<string, Assistant>): RestoredCall[] {
    const store = this.options.store;
    if (!store) return [];
    const restored: RestoredCall[] = [];
    for (const { id, value } of store.list('call')) {
      const assistant = isStoredCall(id, value) ? assistants.get(value.assistantId) : undefined;
      const script =
        assistant && isStoredCall(id, value) ? assistant.languages[value.language] : undefined;
      if (
        !isStoredCall(id, value) ||
        !assistant ||
        !script ||
        this.calls.has(id) ||
        this.live >= this.options.maxCalls
      ) {
        console.warn(
          `[platform] skipped the stored call ${id}: ${isStoredCall(id, value) ? 'its assistant is gone or too many calls' : 'it fails its shape check'}`,
        );
        store.remove('call', id);
        continue;
      }
      const call: CallRecord = {
        id,
        assistant: withPlans(assistant, value.speakingPlans),
        language: value.language,
        script,
        websocketCallUrl: value.websocketCallUrl,
        createdAt: new Date(value.createdAt),
        status: value.status,
        ...(value.startedAt !== undefined ? { startedAt: new Date(value.startedAt) } : {}),
        socketClaimed: value.socketClaimed,
        clientAddress: value.clientAddress,
        ...(value.lead ? { lead: value.lead } : {}),
        controlSecret: value.controlSecret,
        history: [...value.history],
      };
      this.calls.set(id, call);
      this.live++;
      if (call.status === 'queued') {
        this.setTimer(id, this.options.openTimeoutMs, () => {
          if (call.status === 'queued') this.end(call, 'silence-timed-out');
        });
      }
      restored.push({
        call,
        session: {
          ...(value.resumeHash ? { resumeHash: value.resumeHash } : {}),
          ...(value.conversation ? { conversation: value.conversation } : {}),
        },
      });
    }
    return restored;
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
    this.touch(call);
    this.options.onChange?.(call);
  }

  /** Ends a call with `reason` and schedules it to be forgotten. @returns false when it had already ended. */
  end(call: CallRecord, reason: EndedReason): boolean {
    if (call.status === 'ended') return false;
    call.status = 'ended';
    call.endedReason = reason;
    call.endedAt = new Date();
    this.live--;
    this.dirty.delete(call);
    try {
      this.options.store?.remove('call', call.id);
    } catch (error) {
      console.error(`[platform] could not remove the stored call ${call.id}:`, error);
    }
    this.setTimer(call.id, this.options.retainEndedMs, () => this.forget(call.id));
    this.trimEnded();
    this.options.onChange?.(call);
    return true;
  }

  /** Appends to the call's history, dropping the oldest entries beyond {@link MAX_HISTORY}. */
  record(call: CallRecord, role: HistoryEntry['role'], content: string): void {
    call.history.push({ role, content, time: new Date().toISOString() });
    if (call.history.length > MAX_HISTORY)
      call.history.splice(0, call.history.length - MAX_HISTORY);
    this.touch(call);
  }

  /** Keeps a copy of the captured lead for the `end-of-call-report` (docs/platform.md "Server messages"). */
  recordLead(call: CallRecord, lead: LeadArguments): void {
    if (call.status !== 'ended') call.lead = { ...lead };
    this.touch(call);
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

/**
 * The stored assistant of a restored call with the speaking plans the call was created with (they may
 * have come from `assistantOverrides`); a record without plans (or written before they were kept) takes
 * the assistant's.
 */
function withPlans(assistant: Assistant, speakingPlans: SpeakingPlans | undefined): Assistant {
  return speakingPlans ? { ...assistant, speakingPlans } : assistant;
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

/**
 * What the client knows about a kind of transport (`docs/voice-client.md` "Transports"): all that
 * differs between transports is one {@link TransportDescriptor}; the core only asks it.
 */
import type { WebCallResponse } from '../api/web-call.ts';
import type { StartStage, VoiceErrorType } from './events.ts';
import type { ClientMessage } from './messages.ts';
import type { ToolAnswer } from '../protocol/client-messages.ts';
import type { RoomAccess, TransportFactory } from './transport.ts';

/** The names a transport's start steps and call errors are reported under. */
interface TransportNames {
  readonly kind: string;
  /** Start step 5: its progress stage (`<stage>-error` on failure). */
  readonly prepareStage: StartStage;
  /** Start step 7. */
  readonly joinStage: StartStage;
  /** `error` type of a fatal transport error after joining. */
  readonly callErrorType: VoiceErrorType;
}

/** What a page keeps to hand its call to the next (`persist-call`); plain JSON, read back by `readResumeState`. */
export interface ResumeState {
  readonly v: 1;
  readonly callId: string;
  /** The {@link TransportDescriptor.kind}. */
  readonly transport: string;
  /** Where the transport reconnects (socket or room URL). */
  readonly url: string;
  /** The resume secret (WebSocket) or the meeting token (Daily; may be empty). */
  readonly token: string;
  /** Epoch ms. */
  readonly savedAtMs: number;
  /** Until when the platform holds the call, epoch ms. */
  readonly deadlineMs: number;
  readonly muted: boolean;
  /** The call's `monitor.controlUrl`, if any. */
  readonly controlUrl?: string;
}

/** The part of a {@link ResumeState} a transport decides. */
interface ResumeTarget {
  readonly url: string;
  readonly token: string;
  /** s. */
  readonly graceSeconds: number;
}

/** The platform's latest resume secret of a call. */
export interface ResumeToken {
  /** One-time secret (`?resume=` on the WebSocket transport). */
  readonly token: string;
  /** How long the platform holds the call after a drop, s. */
  readonly graceSeconds: number;
}

/** How calls of one transport are handed to another page and taken over there. */
interface ResumeCodec {
  /** What a running call's {@link ResumeState} holds; `undefined` when it cannot be resumed elsewhere. */
  save(webCall: WebCallResponse, token: ResumeToken | undefined): ResumeTarget | undefined;
  /** Whether a stored (untrusted, length-checked) `url` and `token` fit this transport. */
  accepts(url: string, protocol: string, token: string): boolean;
  /** The web call a resumed call runs as; the core adds `monitor`. */
  webCall(state: ResumeState): WebCallResponse;
  /** Where the resume joins. */
  roomAccess(state: ResumeState): RoomAccess;
  /** What confirms a resume (`call-reconnected`): the join, or the first `resume-token` after it. */
  readonly confirmedBy: 'join' | 'resume-token';
}

/**
 * One kind of transport (`docs/voice-client.md` "Transports"), registered in `transports.ts` or
 * `VoiceClientOptions.transports`. `K` is its kind's literal type.
 */
export interface TransportDescriptor<K extends string = string> {
  /** Unique in a registry, e.g. `daily`. */
  readonly kind: K;
  /** Whether `webCall` is for this transport; the registry's first match serves it. */
  detect(webCall: WebCallResponse): boolean;
  readonly names: TransportNames & { readonly kind: K };
  /** Where a new call connects. */
  roomAccess(webCall: WebCallResponse): RoomAccess;
  readonly resume: ResumeCodec;
  /** The message answering a client-side tool call over this transport. */
  toolResultMessage(toolCallId: string, name: string, answer: ToolAnswer): ClientMessage;
  /** Makes this transport's factory, once per `VoiceClient` (per-client state such as the daily-js download). */
  createFactory(): TransportFactory;
  /** Whether calls on `apiUrl` usually use it, so `prefetch()` warms it first. Absent: no. */
  usualFor?(apiUrl: string): boolean;
}

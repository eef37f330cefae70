/**
 * What the client knows about a kind of transport (`docs/voice-client.md`
 * "Transports"): everything that differs between Daily, the WebSocket
 * transport or any other lives in one {@link TransportDescriptor}, kept in
 * the transport's own folder and listed in the registry (`transports.ts`).
 * The client core never asks which transport it has; it asks the
 * descriptor of the call's web call.
 */
import type { WebCallResponse } from '../api/web-call.ts';
import type { StartStage, VoiceErrorType } from './events.ts';
import type { ClientMessage } from './messages.ts';
import type { RoomAccess, TransportFactory } from './transport.ts';

/** The names a transport's start steps and call errors are reported under (`docs/voice-client.md` "Start sequence"). */
interface TransportNames {
  /** The transport's {@link TransportDescriptor.kind}. */
  readonly kind: string;
  /** Start step 5 (call object / audio capture): its progress stage, and `<stage>-error` on failure. */
  readonly prepareStage: StartStage;
  /** Start step 7 (join the room / open the socket). */
  readonly joinStage: StartStage;
  /** `error` type of a fatal transport error after joining; the call ends (`docs/voice-client.md` "Errors"). */
  readonly callErrorType: VoiceErrorType;
}

/**
 * What a page keeps to hand its call to the next page (docs/voice-client.md "Reconnect policy", `persist-call`). Plain JSON; read back with
 * `readResumeState` (`resume.ts`), which checks every field.
 */
export interface ResumeState {
  /** Format version, 1. */
  readonly v: 1;
  /** The platform's call id; the resumed call keeps it. */
  readonly callId: string;
  /** The {@link TransportDescriptor.kind} of the call's transport (`websocket`, `daily`, …). */
  readonly transport: string;
  /** Where the transport reconnects: `websocketCallUrl` (WebSocket) or `webCallUrl` (Daily room). */
  readonly url: string;
  /** The transport's secret: the one-time resume secret (WebSocket) or the meeting token (Daily; may be empty). */
  readonly token: string;
  /** When the state was taken, epoch ms. */
  readonly savedAtMs: number;
  /** Until when the platform holds the call, epoch ms (taken + grace window). */
  readonly deadlineMs: number;
  /** The microphone was muted. */
  readonly muted: boolean;
  /** The call's `monitor.controlUrl`, when the platform gave one (`VoiceClient.leavePage()`). */
  readonly controlUrl?: string;
}

/** The part of a {@link ResumeState} a transport decides. */
interface ResumeTarget {
  /** See {@link ResumeState.url}. */
  readonly url: string;
  /** See {@link ResumeState.token}. */
  readonly token: string;
  /** How long the platform holds the call after the page left it, s. */
  readonly graceSeconds: number;
}

/** The platform's latest resume secret of a call, from the transport's `resume-token` event. */
export interface ResumeToken {
  /** One-time secret (for `?resume=` on the WebSocket transport). */
  readonly token: string;
  /** How long the platform holds the call after a drop, s. */
  readonly graceSeconds: number;
}

/**
 * How calls of one transport are handed to another page and taken over
 * there (`docs/voice-client.md` "Transports").
 */
interface ResumeCodec {
  /**
   * What a running call's {@link ResumeState} holds for this transport.
   * @param webCall the call's `POST /call/web` response.
   * @param token the latest `resume-token` the transport reported, if any.
   * @returns the target, or `undefined` when the call cannot be resumed
   *   elsewhere (e.g. a WebSocket call whose platform sent no resume secret).
   */
  save(webCall: WebCallResponse, token: ResumeToken | undefined): ResumeTarget | undefined;
  /**
   * Whether a stored state's `url` and `token` (untrusted, from
   * `sessionStorage`; already checked to be strings of bounded length) can
   * be used by this transport, e.g. the URL's scheme.
   * @param protocol `new URL(url).protocol`, e.g. `wss:`.
   */
  accepts(url: string, protocol: string, token: string): boolean;
  /** The web call a resumed call runs as (no new `POST /call/web`); the core adds `monitor`. */
  webCall(state: ResumeState): WebCallResponse;
  /** Where the resume joins (e.g. the socket URL with `?resume=<token>`). */
  roomAccess(state: ResumeState): RoomAccess;
  /**
   * When the platform has confirmed a resumed call: `join` (the join itself
   * says so) or `resume-token` (the transport's first `resume-token` event
   * after joining). `call-reconnected` is emitted then.
   */
  readonly confirmedBy: 'join' | 'resume-token';
}

/** A client-side tool call's answer (docs/voice-client.md "Tools"): a result or a failure, each text. */
export type ToolAnswer = { readonly result: string } | { readonly error: string };

/**
 * One kind of transport (`docs/voice-client.md` "Transports"). Register it
 * in `transports.ts` (or pass a list as `VoiceClientOptions.transports`);
 * nothing else in the client changes. `K` is its kind's literal type.
 */
export interface TransportDescriptor<K extends string = string> {
  /** Its name, e.g. `daily`; unique in a registry. Stored in {@link ResumeState.transport}. */
  readonly kind: K;
  /**
   * Whether `webCall` (the `POST /call/web` response) is a call for this
   * transport. The registry asks its entries in order; the first that
   * claims the call serves it.
   */
  detect(webCall: WebCallResponse): boolean;
  /** Its start stage and call error names. */
  readonly names: TransportNames & { readonly kind: K };
  /** Where a new call connects (`Transport.join`'s `room`). */
  roomAccess(webCall: WebCallResponse): RoomAccess;
  /** How its calls move to another page. */
  readonly resume: ResumeCodec;
  /**
   * The message that answers a client-side tool call over this transport
   * (docs/voice-client.md "Tools"), sent like any `VoiceClient.send` message.
   * @param toolCallId the call's id; `name` the tool's name.
   */
  toolResultMessage(toolCallId: string, name: string, answer: ToolAnswer): ClientMessage;
  /**
   * Makes this transport's factory; called once per `VoiceClient` that uses
   * the default factory (`createTransportFactory`), so per-factory state
   * (e.g. the memoised daily-js download) is per client.
   */
  createFactory(): TransportFactory;
  /**
   * Whether calls created on `apiUrl` (`VoiceClientOptions.apiUrl`) usually
   * use this transport, so `prefetch()` warms it before the first call
   * (`VoiceClientOptions.prefetchTransport`). Optional: absent means no.
   */
  usualFor?(apiUrl: string): boolean;
}

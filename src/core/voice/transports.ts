/**
 * The transport registry (`docs/voice-client.md` "Transports"): every kind
 * of transport the client can run a call over, as a
 * {@link TransportDescriptor} from the transport's own folder. Adding a
 * transport is one folder with its descriptor and one entry in
 * {@link TRANSPORTS} (or, without touching this file, a list passed as
 * `VoiceClientOptions.transports`).
 */
import { VoiceClientError } from './errors.ts';
import { dailyTransport } from './daily/descriptor.ts';
import type { WebCallResponse } from '../api/web-call.ts';
import type { TransportDescriptor } from './transport-descriptor.ts';
import { websocketTransport } from './websocket/descriptor.ts';

/**
 * The built-in transports, in the order a web call is matched: the WebSocket
 * transport (a response with `transport.websocketCallUrl`), then Daily (one
 * with `webCallUrl`). The last entry also serves a response no entry claims.
 */
export const TRANSPORTS = [websocketTransport, dailyTransport] as const;

/** The kinds of the built-in transports (`daily`, `websocket`). */
type BuiltInTransportKind = (typeof TRANSPORTS)[number]['kind'];

/** A transport's kind: a built-in one, or a registered transport's own {@link TransportDescriptor.kind}. */
export type TransportKind = BuiltInTransportKind | (string & {});

/** An ordered list of transports, looked up by web call or by kind. */
export class TransportRegistry {
  /**
   * @param descriptors in matching order; default {@link TRANSPORTS}.
   * @throws VoiceClientError `invalid-options` for an empty list or two entries with one kind.
   */
  constructor(readonly descriptors: readonly TransportDescriptor[] = TRANSPORTS) {
    if (descriptors.length === 0)
      throw VoiceClientError.invalidOptions('The transport list is empty.');
    const kinds = new Set(descriptors.map((descriptor) => descriptor.kind));
    if (kinds.size !== descriptors.length)
      throw VoiceClientError.invalidOptions('Two transports in the list have the same kind.');
  }

  /** The transport of `webCall`: the first entry whose `detect` claims it, else the last entry. */
  forWebCall(webCall: WebCallResponse): TransportDescriptor {
    return (
      this.descriptors.find((descriptor) => descriptor.detect(webCall)) ??
      (this.descriptors.at(-1) as TransportDescriptor)
    );
  }

  /** The entry of `kind`, or undefined (e.g. a stored resume state of a transport this page does not know). */
  byKind(kind: string): TransportDescriptor | undefined {
    return this.descriptors.find((descriptor) => descriptor.kind === kind);
  }

  /** The kind `prefetch()` warms before the first call for `apiUrl`: the first entry `usualFor` it, else `none`. */
  usualKind(apiUrl: string): TransportKind | 'none' {
    return this.descriptors.find((descriptor) => descriptor.usualFor?.(apiUrl))?.kind ?? 'none';
  }
}

/** The registry of {@link TRANSPORTS}, shared by everything that does not get its own list. */
export const DEFAULT_TRANSPORTS = new TransportRegistry();

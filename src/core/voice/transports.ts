/**
 * The transport registry (`docs/voice-client.md` "Transports"): a new transport is a folder with
 * its descriptor and one entry in {@link TRANSPORTS}, or a list in `VoiceClientOptions.transports`.
 */
import { VoiceClientError } from './errors.ts';
import { dailyTransport } from './daily/descriptor.ts';
import type { WebCallResponse } from '../api/web-call.ts';
import type { TransportDescriptor } from './transport-descriptor.ts';
import { websocketTransport } from './websocket/descriptor.ts';

/** The built-in transports in matching order; the last also serves a response none claims. */
export const TRANSPORTS = [websocketTransport, dailyTransport] as const;

type BuiltInTransportKind = (typeof TRANSPORTS)[number]['kind'];

/** A built-in kind, or a registered transport's own. */
export type TransportKind = BuiltInTransportKind | (string & {});

/** An ordered list of transports, looked up by web call or by kind. */
export class TransportRegistry {
  /** @throws VoiceClientError `invalid-options` for an empty list or a repeated kind. */
  constructor(readonly descriptors: readonly TransportDescriptor[] = TRANSPORTS) {
    if (descriptors.length === 0)
      throw VoiceClientError.invalidOptions('The transport list is empty.');
    const kinds = new Set(descriptors.map((descriptor) => descriptor.kind));
    if (kinds.size !== descriptors.length)
      throw VoiceClientError.invalidOptions('Two transports in the list have the same kind.');
  }

  /** The first entry whose `detect` claims `webCall`, else the last. */
  forWebCall(webCall: WebCallResponse): TransportDescriptor {
    return (
      this.descriptors.find((descriptor) => descriptor.detect(webCall)) ??
      (this.descriptors.at(-1) as TransportDescriptor)
    );
  }

  /** The entry of `kind` (undefined for an unknown stored kind). */
  byKind(kind: string): TransportDescriptor | undefined {
    return this.descriptors.find((descriptor) => descriptor.kind === kind);
  }

  /** What `prefetch()` warms before the first call: the first entry `usualFor` `apiUrl`, else `none`. */
  usualKind(apiUrl: string): TransportKind | 'none' {
    return this.descriptors.find((descriptor) => descriptor.usualFor?.(apiUrl))?.kind ?? 'none';
  }
}

/** The registry of {@link TRANSPORTS}. */
export const DEFAULT_TRANSPORTS = new TransportRegistry();

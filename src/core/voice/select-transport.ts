/**
 * The default {@link TransportFactory} of `VoiceClient` (`docs/voice-client.md` "Transports"): the
 * registry picks the transport of each web call, whose factory makes it. Only Daily's factory
 * imports daily-js, lazily, so a WebSocket call never loads it.
 */
import { DEFAULT_API_URL } from './platform.ts';
import type { TransportFactory } from './transport.ts';
import type { TransportDescriptor } from './transport-descriptor.ts';
import { DEFAULT_TRANSPORTS, TransportRegistry, type TransportKind } from './transports.ts';

/** Options of {@link createTransportFactory}; all optional. */
export interface TransportSelectionOptions {
  /** In matching order. Default `TRANSPORTS`. */
  readonly transports?: readonly TransportDescriptor[] | TransportRegistry;
  /** Factories by kind, in place of the descriptors' own, e.g. `{ daily: createDailyTransportFactory(…) }`. */
  readonly factories?: { readonly [kind: string]: TransportFactory | undefined };
  /** Shorthand for `factories.daily`. */
  readonly daily?: TransportFactory;
  /** Shorthand for `factories.websocket`. */
  readonly websocket?: TransportFactory;
  /** What `prefetch()` warms before the first call (later: the last call's kind). Default: the one usual for Vapi's API. */
  readonly prefetch?: TransportKind | 'none';
}

/** A dispatching factory; `lastKind` is the kind of its most recent call. */
export interface SelectingTransportFactory extends Required<TransportFactory> {
  readonly lastKind: TransportKind | undefined;
}

/** `options.transports` as a registry (the default one when absent). */
export function registryOf(
  transports: readonly TransportDescriptor[] | TransportRegistry | undefined,
): TransportRegistry {
  if (!transports) return DEFAULT_TRANSPORTS;
  return transports instanceof TransportRegistry ? transports : new TransportRegistry(transports);
}

/**
 * Makes the dispatching {@link TransportFactory}; each transport's factory is made once, here.
 * @throws VoiceClientError `invalid-options` for a bad transport list.
 */
export function createTransportFactory(
  options: TransportSelectionOptions = {},
): SelectingTransportFactory {
  const registry = registryOf(options.transports);
  const given: { readonly [kind: string]: TransportFactory | undefined } = {
    daily: options.daily,
    websocket: options.websocket,
    ...options.factories,
  };
  const factories = new Map(
    registry.descriptors.map((descriptor) => [
      descriptor.kind,
      given[descriptor.kind] ?? descriptor.createFactory(),
    ]),
  );
  let lastKind: TransportKind | undefined;
  return {
    get lastKind() {
      return lastKind;
    },
    create(context) {
      const kind = registry.forWebCall(context.webCall).kind;
      lastKind = kind;
      return (factories.get(kind) as TransportFactory).create(context);
    },
    prefetch() {
      const kind = lastKind ?? options.prefetch ?? registry.usualKind(DEFAULT_API_URL);
      const factory = kind === 'none' ? undefined : factories.get(kind);
      return (factory?.prefetch?.() ?? Promise.resolve()).catch(() => undefined);
    },
  };
}

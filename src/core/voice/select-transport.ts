/**
 * Transport selection: the default {@link TransportFactory} of `VoiceClient`
 * asks the registry (`transports.ts`) which transport each web call
 * response is for, and that transport's factory makes the call's transport
 * (`docs/voice-client.md` "Transports").
 *
 * A WebSocket call never touches daily-js: the Daily factory only imports
 * it (its own lazy chunk) from a Daily transport's `prepare()` or from
 * `prefetch()`, and `prefetch()` only warms the transport that is expected
 * ({@link TransportSelectionOptions.prefetch}).
 */
import { DEFAULT_API_URL } from './platform.ts';
import type { TransportFactory } from './transport.ts';
import type { TransportDescriptor } from './transport-descriptor.ts';
import { DEFAULT_TRANSPORTS, TransportRegistry, type TransportKind } from './transports.ts';

/** Options of {@link createTransportFactory}; all optional. */
export interface TransportSelectionOptions {
  /** The transports to choose from, in matching order (a list or a registry). Default `TRANSPORTS`. */
  readonly transports?: readonly TransportDescriptor[] | TransportRegistry;
  /**
   * Factories by kind, used in place of the descriptors' own
   * (`descriptor.createFactory()`), e.g. `{ daily: createDailyTransportFactory({ loadDaily }) }`.
   */
  readonly factories?: { readonly [kind: string]: TransportFactory | undefined };
  /** Shorthand for `factories.daily` (from before the registry). */
  readonly daily?: TransportFactory;
  /** Shorthand for `factories.websocket` (from before the registry). */
  readonly websocket?: TransportFactory;
  /**
   * What `prefetch()` warms before the first call: a kind (Daily downloads
   * the daily-js chunk; the WebSocket transport has nothing to download) or
   * `none`. After a call, it warms the kind of the last call instead.
   * Default: the transport usual for Vapi's API (`usualFor`), i.e. `daily`.
   */
  readonly prefetch?: TransportKind | 'none';
}

/** A dispatching factory; `lastKind` is the kind of the most recent call it made a transport for. */
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
 * Makes the dispatching {@link TransportFactory}: `create(context)` asks the
 * factory of `registry.forWebCall(context.webCall)`. Each transport's factory
 * is made once, here.
 * @throws VoiceClientError `invalid-options` for a bad transport list (see `TransportRegistry`).
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

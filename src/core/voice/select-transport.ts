/**
 * Transport selection: the default {@link TransportFactory} of `VoiceClient`
 * dispatches on each web call response (`transport-kind.ts`): the WebSocket
 * transport when it carries `transport.websocketCallUrl`, Daily when it
 * carries `webCallUrl`.
 *
 * A WebSocket call never touches daily-js: the Daily factory only imports
 * it (its own lazy chunk) from a Daily transport's `prepare()` or from
 * `prefetch()`, and `prefetch()` only warms Daily when Daily is expected
 * ({@link TransportSelectionOptions.prefetch}).
 */
import { createDailyTransportFactory } from './daily/transport.ts';
import type { TransportFactory } from './transport.ts';
import { transportKindOf, type TransportKind } from './transport-kind.ts';
import { createWebSocketTransportFactory } from './websocket/transport.ts';

/** Options of {@link createTransportFactory}; all optional. */
export interface TransportSelectionOptions {
  /** Makes Daily transports. Default `createDailyTransportFactory()`. */
  readonly daily?: TransportFactory;
  /** Makes WebSocket transports. Default `createWebSocketTransportFactory()`. */
  readonly websocket?: TransportFactory;
  /**
   * What `prefetch()` warms before the first call: `daily` (downloads the
   * daily-js chunk), `websocket` (nothing to download today) or `none`.
   * After a call, it warms the kind of the last call instead. Default `daily`.
   */
  readonly prefetch?: TransportKind | 'none';
}

/** A dispatching factory; `lastKind` is the kind of the most recent call it made a transport for. */
export interface SelectingTransportFactory extends Required<TransportFactory> {
  readonly lastKind: TransportKind | undefined;
}

/**
 * Makes the dispatching {@link TransportFactory}: `create(context)` asks the
 * Daily or WebSocket factory according to `transportKindOf(context.webCall)`.
 */
export function createTransportFactory(options: TransportSelectionOptions = {}): SelectingTransportFactory {
  const factories: { readonly [K in TransportKind]: TransportFactory } = {
    daily: options.daily ?? createDailyTransportFactory(),
    websocket: options.websocket ?? createWebSocketTransportFactory(),
  };
  let lastKind: TransportKind | undefined;
  return {
    get lastKind() {
      return lastKind;
    },
    create(context) {
      const kind = transportKindOf(context.webCall);
      lastKind = kind;
      return factories[kind].create(context);
    },
    prefetch() {
      const kind = lastKind ?? options.prefetch ?? 'daily';
      if (kind === 'none') return Promise.resolve();
      return (factories[kind].prefetch?.() ?? Promise.resolve()).catch(() => undefined);
    },
  };
}

/**
 * The voice client's events as `CallController` passes them on, typed end to end: each event's
 * detail is the client's own (`VoiceClientEventDetail`), to the controller's status first, then to
 * the listeners of {@link CallEventRelay.on}, then to the element (`voice-<name>`).
 */
import { createNanoEvents, type Unsubscribe } from 'nanoevents';
import type { VoiceClient } from '../../core/voice/index.ts';
import type {
  VoiceClientEventDetail,
  VoiceClientEventName,
  VoiceClientEvents,
} from '../../core/voice/events.ts';

/**
 * The listener of each voice client event, by name: the client's event map with its one argument
 * named as `VoiceClientEventDetail` (`undefined` for events without one).
 */
export type CallEvents = {
  [K in VoiceClientEventName]: (detail: VoiceClientEventDetail[K]) => void;
};

/** Takes one client event, name and typed detail (the controller's status; the element's dispatch). */
export type CallEventSink = <K extends VoiceClientEventName>(
  name: K,
  detail: VoiceClientEventDetail[K],
) => void;

/** Passes a client's events on, in order: `first`, the listeners, `last`. */
export class CallEventRelay {
  private readonly events = createNanoEvents<CallEvents>();

  /**
   * @param first called first with each event (the controller moves the button status).
   * @param last called last with each event (the element dispatches `voice-<name>`).
   */
  constructor(
    private readonly first: CallEventSink,
    private readonly last: CallEventSink,
  ) {}

  /** Adds `listener` for the event `name`; returns the function that removes it. */
  on<K extends VoiceClientEventName>(name: K, listener: CallEvents[K]): Unsubscribe {
    return this.events.on(name, listener);
  }

  /** Subscribes to `names` of `client`; returns the functions that remove the subscriptions. */
  attach(client: VoiceClient, names: readonly VoiceClientEventName[]): Unsubscribe[] {
    return names.map((name) => this.forward(client, name));
  }

  private forward<K extends VoiceClientEventName>(client: VoiceClient, name: K): Unsubscribe {
    const listener = (detail: VoiceClientEventDetail[K]): void => {
      this.first(name, detail);
      // emit() spreads `Parameters<…>`, which TypeScript cannot match to `detail` for a generic K;
      // the typed listener list it can. A copy, so listeners added meanwhile wait for the next event.
      for (const each of [...(this.events.events[name] ?? [])]) each(detail);
      this.last(name, detail);
    };
    // The client calls it with the event's one argument, which VoiceClientEventDetail[K] names.
    return client.on(name, listener as VoiceClientEvents[K]);
  }
}

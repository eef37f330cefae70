/**
 * The hook the page's loader leaves on a prerendered host it saw pressed (docs/prerendering.md "A
 * press before hydration"). `src/hydrate/hook-key.ts` repeats the key: a shared module would be a
 * chunk fetched before `load`.
 */
const HYDRATION_HOOK_KEY = 'voice-widgets.hydration-hook';

/** The property of a prerendered host under which the loader may leave a {@link HydrationHook}. */
export const HYDRATION_HOOK: unique symbol = Symbol.for(HYDRATION_HOOK_KEY) as never;

/**
 * The property the renderer sets (to `true`) on a prerendered host from its upgrade until its
 * hydration starts (the `setTimeout` 0 task): a press in between reaches a button with no handler,
 * so the loader catches and replays it as before definition. `src/hydrate/hook-key.ts` repeats it.
 */
export const HYDRATING: unique symbol = Symbol.for('voice-widgets.hydrating') as never;

/** Called by the renderer around the start of one host's hydration, in the same task. */
export interface HydrationHook {
  /** Just before React is given the root: undo any change to the server's markup. */
  before(): void;
  /** Just after: React listens on the root now, so an event dispatched here is handled. */
  after(): void;
}

/** A host element that may carry a {@link HydrationHook} and the {@link HYDRATING} flag. */
export type HookedHost = Element & { [HYDRATION_HOOK]?: HydrationHook; [HYDRATING]?: true };

/**
 * The hook between the prerendered page's loader (`src/hydrate/`) and the
 * elements' renderer (`./react-renderer.ts`): the loader leaves it on a
 * prerendered host it saw pressed, and the renderer calls it around the start
 * of that host's hydration (docs/prerendering.md "A press before hydration").
 *
 * They meet on a registered symbol (`Symbol.for`), not on this module: a
 * module both import would become a chunk of its own, which the loader would
 * fetch before the page's `load` event. The loader repeats the key
 * (`src/hydrate/hook-key.ts`) and takes its types from here;
 * `tests/common/element/hydration-hook.test.ts` holds the two equal.
 */

/** The registered symbol's key. */
const HYDRATION_HOOK_KEY = 'voice-widgets.hydration-hook';

/** The property of a prerendered host under which the loader may leave a {@link HydrationHook}. */
export const HYDRATION_HOOK: unique symbol = Symbol.for(HYDRATION_HOOK_KEY) as never;

/** Called by the renderer around the start of one host's hydration, in the same task. */
export interface HydrationHook {
  /** Just before React is given the prerendered root: undo any change to its markup (hydration must find the server's). */
  before(): void;
  /** Just after: React listens on the root now, so an event dispatched here is handled (React hydrates that root at once for it). */
  after(): void;
}

/** A host element that may carry a {@link HydrationHook}. */
export type HookedHost = Element & { [HYDRATION_HOOK]?: HydrationHook };

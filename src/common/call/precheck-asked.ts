/**
 * An element's pre-call check was asked for, by its `precheck()` or by a press on its control
 * (docs/elements/voice-call-button.md "Pre-call check"): what shows the control learns it here, so
 * the control's own code loads and shows the run and its results. Up front, a few bytes: the control
 * itself loads only when first wanted.
 */
const LISTENERS = new WeakMap<Element, Set<() => void>>();

/** Calls `listener` each time `element`'s check is asked for; returns the unsubscribe. */
export function onPrecheckAsked(element: Element, listener: () => void): () => void {
  let set = LISTENERS.get(element);
  if (!set) LISTENERS.set(element, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Tells `element`'s listeners that its check was asked for. */
export function precheckAsked(element: Element): void {
  for (const listener of [...(LISTENERS.get(element) ?? [])]) listener();
}

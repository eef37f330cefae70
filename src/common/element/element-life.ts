/**
 * Small pieces of an element's life, shared by the custom elements: one-time
 * warnings, and telling a removal from a move.
 */

/** A `console.warn` that says each distinct message once (per function made, so per element). */
export function onceWarner(): (message: string) => void {
  const warned = new Set<string>();
  return (message) => {
    if (warned.has(message)) return;
    warned.add(message);
    console.warn(message);
  };
}

const removalChecks = new WeakSet<Element>();

/**
 * Called from `disconnectedCallback`: runs `onRemoved` once the current
 * task's microtasks ran, if `element` is still out of the page. A move
 * (remove + insert in one task) reconnects before that, so it keeps what the
 * element owns; a removal does not.
 */
export function afterRemoval(element: Element, onRemoved: () => void): void {
  if (removalChecks.has(element)) return;
  removalChecks.add(element);
  queueMicrotask(() => {
    removalChecks.delete(element);
    if (!element.isConnected) onRemoved();
  });
}

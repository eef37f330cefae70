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
 * Called from `disconnectedCallback`: runs `onRemoved` after the task's microtasks if `element` is
 * still out of the page, so a move (remove + insert in one task) keeps what the element owns.
 */
export function afterRemoval(element: Element, onRemoved: () => void): void {
  if (removalChecks.has(element)) return;
  removalChecks.add(element);
  queueMicrotask(() => {
    removalChecks.delete(element);
    if (!element.isConnected) onRemoved();
  });
}

/**
 * The loader's paint of a press on a prerendered live button before hydration
 * (docs/prerendering.md "A press before hydration"). Mirrors `CallButton.tsx`'s markup.
 */

/** The host attribute where the prerenderer writes the connecting label in the element's language. */
export const CONNECTING_LABEL_ATTRIBUTE = 'data-connecting-label';

/**
 * Paints the prerendered `button` as connecting with `label`.
 * @returns a function that restores what it changed (idempotent).
 */
export function paintConnecting(button: HTMLButtonElement, label: string): () => void {
  const labelNode = button.querySelector('.call-label');
  const before = {
    className: button.className,
    status: button.getAttribute('data-status'),
    busy: button.getAttribute('aria-busy'),
    text: labelNode?.textContent ?? null,
  };
  button.className = button.className.replace(/\bcall-button--\w+/, 'call-button--connecting');
  button.setAttribute('data-status', 'connecting');
  button.setAttribute('aria-busy', 'true');
  if (labelNode) labelNode.textContent = label;
  let restored = false;
  return () => {
    if (restored) return;
    restored = true;
    button.className = before.className;
    restore(button, 'data-status', before.status);
    restore(button, 'aria-busy', before.busy);
    if (labelNode && before.text !== null) labelNode.textContent = before.text;
  };
}

function restore(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

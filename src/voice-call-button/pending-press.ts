/**
 * A press on a prerendered live button before its element is hydrated
 * (docs/prerendering.md "A press before hydration"): the page's loader
 * (`src/hydrate/`) paints the button as connecting at once, within the frame,
 * then restores exactly what it changed just before it replays the press on
 * the hydrated element, whose own render then shows 'Conectando…' in the
 * same task. Hydration sees the server's markup, so there is no mismatch.
 *
 * Kept beside `CallButton.tsx` because it mirrors that markup: the button's
 * `call-button--<status>` class, `data-status`, `aria-busy` and `.call-label`.
 */

/** The host attribute the prerenderer writes with the connecting label in the element's language ('Conectando...' / 'מתחברים...'). */
export const CONNECTING_LABEL_ATTRIBUTE = 'data-connecting-label';

/**
 * Paints `button` (the prerendered `<button part="button idle">` of a
 * `<voice-call-button>`) as connecting with `label`.
 *
 * @returns a function that restores the button's class, `data-status`,
 *   `aria-busy` and label text as they were (idempotent).
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

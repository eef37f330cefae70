/**
 * The assistant's image on `<voice-widget>`'s launcher (part `avatar`; docs/elements/voice-widget.md
 * "Avatar"): the `avatar` URL, checked, with the assistant's name as `alt`; when the image fails,
 * the name's initial instead.
 */
import { h } from '../common/element/h.ts';

/** Shows `url` (or nothing) named `name` in `slot`; the initial of `name` when the image cannot load. */
export function renderAvatar(slot: HTMLElement, url: string | undefined, name: string): void {
  const img = slot.firstElementChild as HTMLElement | null;
  if (!url) {
    slot.replaceChildren();
    return;
  }
  if (img?.dataset['src'] === url) {
    if (img instanceof HTMLImageElement) img.alt = name;
    else img.textContent = initial(name);
    return;
  }
  const next = h('img', { 'data-src': url, part: 'avatar', alt: name, src: url });
  next.onerror = () =>
    next.replaceWith(
      h('span', { 'data-src': url, part: 'avatar', 'aria-hidden': 'true' }, initial(next.alt)),
    );
  slot.replaceChildren(next);
}

/** The first character (not UTF-16 unit) of `name`, upper-cased in no particular locale. */
function initial(name: string): string {
  return [...name.trim()][0]?.toUpperCase() ?? '';
}

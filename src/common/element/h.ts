/**
 * Compact DOM building for the elements' shadow roots (no `innerHTML`: pages may enforce Trusted
 * Types): one call per element, its attributes and its children (text is set as text).
 */

/** Attributes by name; `''` for a boolean attribute such as `hidden`. */
type Attrs = Readonly<Record<string, string>>;

function fill<E extends Element>(el: E, attrs: Attrs, children: readonly (Node | string)[]): E {
  for (const name in attrs) el.setAttribute(name, attrs[name]!);
  el.append(...children);
  return el;
}

/** A new HTML `tag` with `attrs` and `children`. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  return fill(document.createElement(tag), attrs, children);
}

/** A new SVG `tag` with `attrs` and `children`. */
export function svg(tag: string, attrs: Attrs, ...children: Node[]): SVGElement {
  return fill(
    document.createElementNS('http://www.w3.org/2000/svg', tag) as SVGElement,
    attrs,
    children,
  );
}

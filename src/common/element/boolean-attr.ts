/**
 * A boolean attribute: present = true, except the value `false` (frameworks write it). r2wc cannot
 * read bare booleans (docs/contributing.md "Measured: r2wc and custom elements").
 */
export function booleanAttribute(element: Element, name: string): boolean {
  return element.hasAttribute(name) && element.getAttribute(name) !== 'false';
}

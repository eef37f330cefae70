/**
 * A boolean attribute as HTML reads it (present = true, `<x require-consent>`),
 * except that the literal value `false` also reads false, for frameworks that
 * write `require-consent="false"`. r2wc cannot read bare boolean attributes
 * (docs/contributing.md "Measured: r2wc and custom elements"), so the elements read them here.
 */
export function booleanAttribute(element: Element, name: string): boolean {
  return element.hasAttribute(name) && element.getAttribute(name) !== 'false';
}

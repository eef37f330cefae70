/**
 * Guarded custom-element registration. Each element's `define.ts` is apart from its class (free of
 * side effects) and the entries call it explicitly: the bundler drops a bare side-effect import
 * of a module that the package's `sideEffects` list says has none.
 */

/** This bundle's version, stamped on every class it defines. */
export const WIDGETS_VERSION = '0.1.0';

const VERSION_KEY = Symbol.for('voice-widgets.version');

/**
 * Defines `tag` as `ctor` unless the tag is taken, so a second copy of the bundle never throws;
 * warns when another version defined it first (that definition stays).
 * @returns the constructor in force for `tag`, or undefined without a `customElements` registry.
 */
export function defineElement(
  tag: string,
  ctor: CustomElementConstructor,
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  (ctor as unknown as Record<symbol, string>)[VERSION_KEY] = WIDGETS_VERSION;
  const existing = customElements.get(tag);
  if (existing) {
    const theirs = (existing as unknown as Record<symbol, string | undefined>)[VERSION_KEY];
    if (existing !== ctor && theirs !== WIDGETS_VERSION) {
      console.warn(
        `[voice-widgets] <${tag}> is already defined by ${theirs ? `version ${theirs}` : 'another script'}; keeping that definition, not ${WIDGETS_VERSION}.`,
      );
    }
    return existing;
  }
  customElements.define(tag, ctor);
  return ctor;
}

/**
 * Guarded custom-element registration (registration apart from the
 * class). Including the bundle twice, or two copies of it, never throws.
 */

/** This bundle's version, stamped on every class it defines. */
export const WIDGETS_VERSION = '0.1.0';

const VERSION_KEY = Symbol.for('voice-widgets.version');

/**
 * Defines `tag` as `ctor` unless the tag is taken. When another copy of this
 * bundle with a different version already defined it, warns once (the first
 * definition stays in force, as the platform requires). Does nothing where
 * `customElements` does not exist (plain Node without a DOM shim).
 *
 * @returns the constructor in force for `tag`, or undefined without a registry.
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

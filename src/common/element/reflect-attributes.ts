/**
 * Attribute-reflecting properties (`public-key` ↔ `publicKey`) for a plain custom element, where
 * no r2wc makes them. Setting `undefined` or `null` removes the attribute.
 */
import { booleanAttribute } from './boolean-attr.ts';

/** How to reflect a set of attributes. */
export interface ReflectOptions {
  /** Attributes that get no generated property. */
  readonly skip?: readonly string[];
  /** Boolean attributes (present = true; `"false"` reads false). */
  readonly booleans?: readonly string[];
  /** Attributes whose property reads `parse(value, warn)`. */
  readonly parsed?: Readonly<
    Record<string, (value: string | null, warn: (message: string) => void) => string>
  >;
}

/** Defines the properties of `attributes` on `prototype`, enumerable so `@lit/react` sees them. */
export function reflectAttributes(
  prototype: HTMLElement & { warnOnce(message: string): void },
  attributes: readonly string[],
  options: ReflectOptions = {},
): void {
  for (const attribute of attributes) {
    if (options.skip?.includes(attribute)) continue;
    const property = attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    const boolean = options.booleans?.includes(attribute) ?? false;
    const parse = options.parsed?.[attribute];
    Object.defineProperty(prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement & { warnOnce(message: string): void }) {
        if (boolean) return booleanAttribute(this, attribute);
        if (parse) return parse(this.getAttribute(attribute), (m) => this.warnOnce(m));
        return this.getAttribute(attribute) ?? undefined;
      },
      set(this: HTMLElement, value: unknown) {
        if (boolean) this.toggleAttribute(attribute, Boolean(value));
        else if (value === undefined || value === null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
}

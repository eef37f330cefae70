/**
 * What a widget's React component knows of the custom element that hosts it
 * (`src/common/element/widget-element.ts` builds that element): the `container`
 * prop r2wc passes, and the host's own services.
 */
import type { Lang } from '../../core/lang.ts';

/** Props every widget component receives from r2wc: its shadow root. */
export interface ContainerProps {
  readonly container?: ShadowRoot;
}

/** What the components may ask of their host element. */
export interface WidgetHost extends HTMLElement {
  /** console.warn, once per distinct message and element. */
  warnOnce(message: string): void;
  /** Sets the element's `lang` from its own UI and dispatches `voice-lang-change` with `source: 'toggle'`. */
  setLang(lang: Lang): void;
}

/** The host element of a widget component, from the `container` prop r2wc passes. */
export function hostOf<T extends WidgetHost>(container: ShadowRoot | undefined): T {
  if (!container) throw new Error('[voice-widgets] component rendered outside its custom element');
  return container.host as T;
}

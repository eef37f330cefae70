/** What a widget's React component knows of its host element (`widget-element.ts`). */
import type { Lang } from '../../core/lang.ts';

/** Props every widget component receives from r2wc: its shadow root. */
export interface ContainerProps {
  readonly container?: ShadowRoot;
}

/** What the components may ask of their host element. */
export interface WidgetHost extends HTMLElement {
  /** console.warn, once per distinct message and element. */
  warnOnce(message: string): void;
  /** Sets `lang` from the element's own UI (`voice-lang-change` with `source: 'toggle'`). */
  setLang(lang: Lang): void;
}

/** The host element of a widget component, from the `container` prop r2wc passes. */
export function hostOf<T extends WidgetHost>(container: ShadowRoot | undefined): T {
  if (!container) throw new Error('[voice-widgets] component rendered outside its custom element');
  return container.host as T;
}

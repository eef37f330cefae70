/**
 * The base of every widget element: an r2wc-wrapped React component with an open shadow root and
 * the attribute fixes r2wc lacks (docs/contributing.md "Measured: r2wc and custom elements").
 */
import r2wc from '@r2wc/core';
import { adoptPrerenderedRoot, reactRenderer } from './react-renderer.ts';
import type { ComponentType } from 'react';
import { dispatchVoiceEvent } from '../events.ts';
import { onceWarner } from './element-life.ts';
import { sheetFor } from './styles.ts';
import type { WidgetHost, ContainerProps } from './widget-host.ts';
import { dirOf, parseLang, type Lang } from '../../core/lang.ts';

// r2wc keeps its props and render function under these global symbols.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

/** The lifecycle r2wc's class implements. */
export interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
}

/** Elements whose shadow root is styled by its prerendered `<style>` elements, not by the shared sheets. */
const prerenderedStyles = new WeakSet<HTMLElement>();

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * Wraps `component` as a custom-element class (not yet defined) with string-attribute props, each
 * observed, so a change after hydration renders again. Unlike bare r2wc: removing an attribute
 * clears the prop, adding or removing a bare boolean one renders, a `lang` change dispatches `voice-lang-change`,
 * and a prerendered root is hydrated with its own `<style>`s instead of the shared `css` sheets.
 * `readLang` gives the language a `lang` value renders in (the demo site's elements speak only
 * es and he), so `voice-lang-change` names the language really shown.
 */
export function widgetElement<P extends ContainerProps>(
  component: ComponentType<P>,
  propNames: readonly (keyof P & string)[],
  css: readonly string[],
  readLang: (value: string | null) => Lang = (value) => parseLang(value, () => {}),
): new () => R2wcElement & WidgetHost {
  const props = Object.fromEntries(propNames.map((p) => [p, 'string'])) as Record<string, 'string'>;
  const Base = r2wc(
    component as ComponentType<object>,
    { shadow: 'open', props },
    reactRenderer,
  ) as unknown as new () => R2wcElement;

  return class WidgetElement extends Base implements WidgetHost {
    private readonly warned = onceWarner();
    private langSource: 'toggle' | 'attribute' = 'attribute';
    private effectiveLang: Lang | undefined;

    /** Keeps a prerendered (declarative) root, to be hydrated, instead of emptying it. */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      // Called from r2wc's constructor, before this class's fields exist: hence the module's set.
      const adopted = adoptPrerenderedRoot(this);
      if (adopted) prerenderedStyles.add(this);
      return adopted ?? super.attachShadow(init);
    }

    constructor() {
      super();
      const root = this.shadowRoot;
      if (root && !prerenderedStyles.has(this) && 'adoptedStyleSheets' in root)
        root.adoptedStyleSheets = css.map(sheetFor);
    }

    warnOnce(message: string): void {
      this.warned(message);
    }

    setLang(lang: Lang): void {
      this.langSource = 'toggle';
      try {
        this.setAttribute('lang', lang);
      } finally {
        this.langSource = 'attribute';
      }
    }

    override connectedCallback(): void {
      this.effectiveLang ??= readLang(this.getAttribute('lang'));
      super.connectedCallback();
    }

    override attributeChangedCallback(
      name: string,
      oldValue: string | null,
      newValue: string | null,
    ): void {
      if (newValue === null || newValue === '') {
        const prop = propNames.find((p) => kebab(p) === name);
        const self = this as unknown as Record<symbol, unknown>;
        const store = self[R2WC_PROPS] as Record<string, unknown> | undefined;
        // A bare boolean attribute (`feedback`) added or removed leaves the prop undefined, but the
        // component reads its presence (`booleanAttribute`): render for that change too.
        const presence = (oldValue === null) !== (newValue === null);
        if (prop && store && (store[prop] !== undefined || presence)) {
          store[prop] = undefined;
          (self[R2WC_RENDER] as () => void).call(this);
        }
      } else {
        super.attributeChangedCallback(name, oldValue, newValue);
      }
      if (name === 'lang') this.langChanged(newValue);
    }

    private langChanged(value: string | null): void {
      const lang = readLang(value);
      const previous = this.effectiveLang;
      if (previous === undefined || previous === lang) return;
      this.effectiveLang = lang;
      // A widget nested in another widget follows its parent, which announced the change.
      const root = this.getRootNode();
      if (
        root instanceof ShadowRoot &&
        typeof (root.host as Partial<WidgetHost>).setLang === 'function'
      )
        return;
      dispatchVoiceEvent(this, 'voice-lang-change', {
        lang,
        dir: dirOf(lang),
        source: this.langSource,
      });
    }
  };
}

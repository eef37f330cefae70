/**
 * The React renderer behind every widget element (r2wc's `mount` / `update` / `unmount`). A
 * prerendered (declarative) shadow root is hydrated (docs/prerendering.md "Hydration"); any other
 * root, and a prerendered one mounted again after a move, renders with `createRoot`.
 */
import {
  createElement,
  Fragment,
  startTransition,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { HYDRATING, HYDRATION_HOOK, type HookedHost } from './hydration-hook.ts';

/** Shadow roots from the page's HTML still to be hydrated. */
const prerendered = new WeakSet<Node>();

/** The CSS texts of a prerendered root's leading `<style>`s, rendered again after a move. */
const prerenderedCss = new WeakMap<Node, readonly string[]>();

/** The User Timing mark of a hydration's commit: `voice-widgets:hydrated:<tag>`. */
const HYDRATED_MARK = 'voice-widgets:hydrated:';

/**
 * Takes over the declarative shadow root of `host` (null without one) and marks it for hydration
 * by the next `mount`; `attachShadow` would empty it. Its leading `<style>`s are read to be
 * rendered ahead of the component (docs/prerendering.md "Styles and the CSP").
 */
export function adoptPrerenderedRoot(host: HTMLElement): ShadowRoot | null {
  const root = host.shadowRoot;
  if (!root) return null;
  const css: string[] = [];
  for (const child of root.children) {
    if (child.localName !== 'style') break;
    css.push(child.textContent ?? '');
  }
  prerendered.add(root);
  prerenderedCss.set(root, css);
  return root;
}

/** What r2wc keeps per mounted element. */
export interface Mounted {
  /** The React root; for a prerendered one, set in the task after the upgrade. */
  root: Root | undefined;
  readonly component: ComponentType<object>;
  /** The tag whose hydration is marked, for a hydrated root; undefined for a rendered one. */
  readonly hydratedTag: string | undefined;
  /** A prerendered root's CSS, rendered as `<style>`s ahead of the component; else empty. */
  readonly css: readonly string[];
  readonly onHydrated?: () => void;
  /** The pending start of a prerendered root's hydration, cancelled by an unmount before it. */
  timer?: ReturnType<typeof setTimeout> | undefined;
  /** A prerendered root's host, flagged {@link HYDRATING} until its hydration starts. */
  readonly host?: HookedHost;
}

/**
 * The component after a prerendered root's `<style>`s, under the same wrapper on every render (a
 * different root type would remount); marks a hydration's commit once.
 */
function Island({
  hydratedTag,
  onHydrated,
  css,
  children,
}: {
  readonly hydratedTag: string | undefined;
  readonly onHydrated?: (() => void) | undefined;
  readonly css: readonly string[];
  readonly children?: ReactNode;
}) {
  useEffect(() => {
    if (!hydratedTag) return;
    performance.mark(`${HYDRATED_MARK}${hydratedTag}`);
    onHydrated?.();
  }, [hydratedTag, onHydrated]);
  // Text children, as the parser made them: the same text hydrates with no mismatch.
  return [
    ...css.map((text, i) => createElement('style', { key: `css${i}` }, text)),
    createElement(Fragment, { key: 'component' }, children),
  ];
}

function island(mounted: Omit<Mounted, 'root'>, props: object) {
  return createElement(
    Island,
    { hydratedTag: mounted.hydratedTag, onHydrated: mounted.onHydrated, css: mounted.css },
    createElement(mounted.component, props),
  );
}

/** Whether two prop objects hold the same values (r2wc reuses one props object). */
function sameProps(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  return [...keys].every((key) => Object.is(x[key], y[key]));
}

/**
 * Updates that arrive before a hydration commits, rendered after it (an early update makes React
 * give up hydrating); those equal to the hydrated props are dropped.
 */
const heldUpdates = new WeakMap<
  Mounted,
  { readonly hydrated: object; latest: object | undefined; done: boolean }
>();

/**
 * r2wc's renderer: hydrates a prerendered root once, in a task of its own after the upgrade
 * (docs/prerendering.md "Hydration"), calling the host's {@link HYDRATION_HOOK} around it.
 */
export const reactRenderer = {
  mount(
    container: HTMLElement | ShadowRoot,
    component: ComponentType<object>,
    props: object,
  ): Mounted {
    const css = prerenderedCss.get(container) ?? [];
    if (prerendered.delete(container)) {
      const host = (container as ShadowRoot).host as HookedHost;
      const held = { hydrated: { ...props }, latest: undefined as object | undefined, done: false };
      const mounted: Mounted = {
        root: undefined,
        component,
        host,
        hydratedTag: host.localName,
        css,
        onHydrated: () => {
          held.done = true;
          if (held.latest && !sameProps(held.latest, held.hydrated))
            mounted.root?.render(island(mounted, held.latest));
        },
      };
      heldUpdates.set(mounted, held);
      // Until the timer runs the loader catches presses here, to replay them through the hook.
      host[HYDRATING] = true;
      mounted.timer = setTimeout(() => {
        mounted.timer = undefined;
        // Cleared first: the hook's replayed click must reach React, not the loader again.
        delete host[HYDRATING];
        const hook = host[HYDRATION_HOOK];
        delete host[HYDRATION_HOOK];
        hook?.before();
        // A transition time-slices the hydration instead of one long task.
        startTransition(() => {
          mounted.root = hydrateRoot(
            container as unknown as Element,
            island(mounted, held.hydrated),
          );
        });
        hook?.after();
      }, 0);
      return mounted;
    }
    const mounted: Mounted = {
      root: createRoot(container as unknown as Element),
      component,
      hydratedTag: undefined,
      css,
    };
    mounted.root!.render(island(mounted, props));
    return mounted;
  },
  update(mounted: Mounted, props: object): void {
    const held = heldUpdates.get(mounted);
    if (held && !held.done) {
      held.latest = { ...props };
      return;
    }
    mounted.root?.render(island(mounted, props));
  },
  unmount(mounted: Mounted): void {
    clearTimeout(mounted.timer);
    if (mounted.host) delete mounted.host[HYDRATING];
    mounted.root?.unmount();
  },
};

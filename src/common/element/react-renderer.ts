/**
 * The React renderer behind every widget element (r2wc's `mount` / `update` /
 * `unmount`, `@r2wc/core`), with hydration of prerendered shadow roots
 * (docs/prerendering.md).
 *
 * An element whose page HTML already holds its shadow root (declarative shadow
 * DOM, `<template shadowrootmode="open">`, written by the prerenderer,
 * `src/prerender/`) is hydrated: React adopts the existing nodes
 * (`hydrateRoot`) instead of rendering new ones, so nothing flashes, nothing
 * shifts, and a native control the visitor already used (the demo's
 * `<audio>`) keeps playing. Any other element, and a prerendered one mounted a
 * second time (after a move), renders with `createRoot`.
 */
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/** Shadow roots that came from the page's HTML and are still to be hydrated (see {@link adoptPrerenderedRoot}). */
const prerendered = new WeakSet<Node>();

/** The User Timing mark set when an element's prerendered shadow root is hydrated: `voice-widgets:hydrated:<tag>`. */
export const HYDRATED_MARK = 'voice-widgets:hydrated:';

/**
 * Takes over the declarative shadow root the parser attached to `host` (null
 * when it has none): its prerendered `<style>` elements are removed, since the
 * element adopts the same CSS as constructable sheets in the same task (no
 * unstyled frame), and the root is marked for hydration by the next `mount`.
 *
 * Needed because `attachShadow` on an element with a declarative root empties
 * that root (HTML's "attach a shadow root" steps): the elements call this
 * instead (`widget-element.ts`).
 */
export function adoptPrerenderedRoot(host: HTMLElement): ShadowRoot | null {
  const root = host.shadowRoot;
  if (!root) return null;
  for (const style of [...root.children]) if (style.localName === 'style') style.remove();
  prerendered.add(root);
  return root;
}

/** What r2wc keeps per mounted element. */
export interface Mounted {
  readonly root: Root;
  readonly component: ComponentType<object>;
  /** The tag whose hydration is marked, for a hydrated root; undefined for a rendered one. */
  readonly hydratedTag: string | undefined;
  /** Called once the hydration has committed. */
  readonly onHydrated?: () => void;
}

/**
 * The element's component under a wrapper with no DOM of its own, the same on
 * every render of a root (a different root type would remount the tree); on a
 * hydrated root it marks the hydration's commit once (a User Timing mark the
 * hydration benchmark and tests read).
 */
function Island({ hydratedTag, onHydrated, children }: { readonly hydratedTag: string | undefined; readonly onHydrated?: (() => void) | undefined; readonly children?: ReactNode }) {
  useEffect(() => {
    if (!hydratedTag) return;
    performance.mark(`${HYDRATED_MARK}${hydratedTag}`);
    onHydrated?.();
  }, [hydratedTag, onHydrated]);
  return children;
}

function island(mounted: Omit<Mounted, 'root'>, props: object) {
  return createElement(Island, { hydratedTag: mounted.hydratedTag, onHydrated: mounted.onHydrated }, createElement(mounted.component, props));
}

/** Whether two prop objects hold the same values (r2wc passes its one props object, re-parsed per attribute). */
function sameProps(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  return [...keys].every((key) => Object.is(x[key], y[key]));
}

/**
 * An update that arrives before a hydration has committed is held and
 * rendered after it: React would otherwise give up hydrating and render the
 * whole root again ("received an early update"). r2wc sends one per
 * attribute while the element upgrades, all with the props it hydrates with,
 * so those are dropped.
 */
const heldUpdates = new WeakMap<Root, { readonly hydrated: object; latest: object | undefined; done: boolean }>();

/** r2wc's renderer: hydrates a prerendered root once, renders otherwise. */
export const reactRenderer = {
  mount(container: HTMLElement | ShadowRoot, component: ComponentType<object>, props: object): Mounted {
    if (prerendered.delete(container)) {
      const held = { hydrated: { ...props }, latest: undefined as object | undefined, done: false };
      const shape = {
        component,
        hydratedTag: (container as ShadowRoot).host.localName,
        onHydrated: () => {
          held.done = true;
          if (held.latest && !sameProps(held.latest, held.hydrated)) mounted.root.render(island(shape, held.latest));
        },
      };
      // In a transition, the hydration is time-sliced: React yields to the browser every few
      // milliseconds instead of hydrating the shell in one task (docs/prerendering.md "Hydration").
      // A mismatch is reported by React (console.error) and that root renders on the client instead.
      let root: Root | undefined;
      startTransition(() => {
        root = hydrateRoot(container as unknown as Element, island(shape, props));
      });
      const mounted: Mounted = { ...shape, root: root as Root };
      heldUpdates.set(mounted.root, held);
      return mounted;
    }
    const shape = { component, hydratedTag: undefined };
    const root = createRoot(container as unknown as Element);
    root.render(island(shape, props));
    return { ...shape, root };
  },
  update(mounted: Mounted, props: object): void {
    const held = heldUpdates.get(mounted.root);
    if (held && !held.done) {
      held.latest = { ...props };
      return;
    }
    mounted.root.render(island(mounted, props));
  },
  unmount({ root }: Mounted): void {
    root.unmount();
  },
};

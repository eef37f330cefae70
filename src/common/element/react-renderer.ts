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
import {
  createElement,
  Fragment,
  startTransition,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { HYDRATION_HOOK, type HookedHost } from './hydration-hook.ts';

/** Shadow roots that came from the page's HTML and are still to be hydrated (see {@link adoptPrerenderedRoot}). */
const prerendered = new WeakSet<Node>();

/**
 * The CSS texts of a prerendered shadow root's leading `<style>` elements, in
 * order, kept for the root's life: React owns those elements from the
 * hydration on, and renders them again after a move.
 */
const prerenderedCss = new WeakMap<Node, readonly string[]>();

/** The User Timing mark set when an element's prerendered shadow root is hydrated: `voice-widgets:hydrated:<tag>`. */
const HYDRATED_MARK = 'voice-widgets:hydrated:';

/**
 * Takes over the declarative shadow root the parser attached to `host` (null
 * when it has none), and marks it for hydration by the next `mount`.
 *
 * The prerendered root opens with its `<style>` elements, so that whatever
 * the parser has attached when the browser paints mid-page is already styled
 * (a shadow root is filled while its HTML streams in). The renderer renders
 * the same `<style>`s, with the texts read here, ahead of the component:
 * hydration adopts them like any other node, so the element has no CSS to
 * parse again and the page no restyle (`widget-element.ts` adopts no sheets
 * for it), and a fresh render after a move writes them again (the page's
 * CSP allows them by hash).
 *
 * Needed because `attachShadow` on an element with a declarative root empties
 * that root (HTML's "attach a shadow root" steps): the elements call this
 * instead (`widget-element.ts`).
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
  /** The React root; for a prerendered one, set in the task after the upgrade (see {@link reactRenderer}). */
  root: Root | undefined;
  readonly component: ComponentType<object>;
  /** The tag whose hydration is marked, for a hydrated root; undefined for a rendered one. */
  readonly hydratedTag: string | undefined;
  /** A prerendered root's CSS, rendered as `<style>` elements ahead of the component; empty for any other root. */
  readonly css: readonly string[];
  /** Called once the hydration has committed. */
  readonly onHydrated?: () => void;
  /** The pending start of a prerendered root's hydration, cancelled by an unmount before it. */
  timer?: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The element's component under a wrapper with no DOM of its own, the same on
 * every render of a root (a different root type would remount the tree),
 * after a prerendered root's `<style>` elements (see
 * {@link adoptPrerenderedRoot}); on a hydrated root it marks the hydration's
 * commit once (a User Timing mark the hydration benchmark and tests read).
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
const heldUpdates = new WeakMap<
  Mounted,
  { readonly hydrated: object; latest: object | undefined; done: boolean }
>();

/**
 * r2wc's renderer: hydrates a prerendered root once, renders otherwise.
 *
 * A prerendered root's hydration starts in a task of its own, after the
 * element's upgrade: defining the elements upgrades all of them in the task
 * that defines them, and creating a hydration root (React's listeners on the
 * root, its fiber root) per element there made that one task long
 * (docs/prerendering.md "Hydration"). Around that start the renderer calls
 * the host's {@link HYDRATION_HOOK}, left by the page's loader for a press
 * made before hydration.
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
        hydratedTag: host.localName,
        css,
        onHydrated: () => {
          held.done = true;
          if (held.latest && !sameProps(held.latest, held.hydrated))
            mounted.root?.render(island(mounted, held.latest));
        },
      };
      heldUpdates.set(mounted, held);
      mounted.timer = setTimeout(() => {
        mounted.timer = undefined;
        const hook = host[HYDRATION_HOOK];
        delete host[HYDRATION_HOOK];
        hook?.before();
        // In a transition, the hydration is time-sliced: React yields to the browser every few
        // milliseconds instead of hydrating the shell in one task. A mismatch is reported by React
        // (console.error) and that root renders on the client instead.
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
    mounted.root?.unmount();
  },
};

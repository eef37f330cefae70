/**
 * The orb (part `orb`, docs/elements/voice-widget.md "The orb") as a call's flow sees it: a
 * watcher in the page keeps every `data-state` the orb takes in an element's shadow root, in
 * order, and `gone` when it leaves the DOM, so the flow reads the states the call went through
 * without timing any of them.
 */
import type { EnginePage } from '../page.ts';

declare global {
  interface Window {
    /** The orb's states so far, by the watcher of {@link watchOrb}. */
    __orbStates?: string[];
  }
}

/** Starts keeping the orb's states in the shadow root of `host` (a `find` path), before the call starts. */
export function watchOrb(page: EnginePage, host: string): Promise<void> {
  return page.run((h) => {
    const root = window.__engine.find(h)!.shadowRoot!;
    const states: string[] = [];
    window.__orbStates = states;
    const isOrb = (node: Node): node is Element =>
      node instanceof Element && node.matches('[part~="orb"]');
    const push = (state: string): void => {
      if (states.at(-1) !== state) states.push(state);
    };
    // Each change's old value, in order: states a batch of mutations went through are kept too.
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && isOrb(r.target)) push(r.oldValue ?? '');
        for (const node of r.type === 'childList' ? r.removedNodes : []) {
          const orb = isOrb(node)
            ? node
            : node instanceof Element && node.querySelector('[part~="orb"]');
          if (orb) push(orb.getAttribute('data-state') ?? '');
          if (orb) push('gone');
        }
      }
      const orb = root.querySelector('[part~="orb"]');
      if (orb) push(orb.getAttribute('data-state') ?? '');
    }).observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
      attributeOldValue: true,
    });
  }, host);
}

/** The orb's states kept so far (repeats folded; `gone`: no orb). */
export function orbStates(page: EnginePage): Promise<string[]> {
  return page.run(() => window.__orbStates ?? []);
}

/**
 * The prerendered page's loader (`dist/hydrate.js`, docs/prerendering.md "Hydration"): the only
 * script before `load`. It loads the elements in stages after `load` when idle, or at the first
 * interaction, and replays presses made before (docs/prerendering.md "A press before hydration").
 */
import { CONNECTING_LABEL_ATTRIBUTE, paintConnecting } from '../voice-call-button/pending-press.ts';
import type { HydrationHook } from '../common/element/hydration-hook.ts';
import { HYDRATING, HYDRATION_HOOK } from './hook-key.ts';

/** The tags this bundle defines; a press inside one not hydrated yet is replayed after hydration. */
const TAGS = ['voice-demo', 'demo-transcript', 'voice-call-button', 'voice-widget'] as const;

/** How long after `load` the idle callback may wait, ms. */
const IDLE_TIMEOUT_MS = 2000;

/** The stages, in order: each a chunk, evaluated in its own task. */
const STAGES: readonly (() => Promise<unknown>)[] = [
  () => import('./react-island.ts'),
  // `<voice-widget>` by the partner entry, so partner pages' chunks stay as they are.
  () => import('../widget-entry.ts'),
  () => import('../index.ts'),
];

/** Resolves in a later task: the browser may paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Each stage in turn; presses on elements defined without hydrating are replayed after the last. */
async function loadStages(): Promise<void> {
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
  // A press on an element whose hydration is still to start waits for its hook instead.
  for (const press of pending.filter((p) => !unhydratedHost(p.button))) {
    pending.splice(pending.indexOf(press), 1);
    press.restore();
    press.button.click();
  }
}

let loading: Promise<void> | undefined;

/** Presses to replay once their element hydrates: the button, and the paint to undo first. */
const pending: { readonly button: HTMLButtonElement; readonly restore: () => void }[] = [];

/** Loads and runs the elements' code once, in stages, replaying the presses it saw. */
function hydrate(): Promise<void> {
  loading ??= loadStages().catch((error: unknown) => {
    loading = undefined;
    for (const { restore } of pending.splice(0)) restore();
    console.error(
      '[voice-widgets] the elements could not load; the page stays readable without them.',
      error,
    );
  });
  return loading;
}

/**
 * The element (of {@link TAGS}) whose shadow root holds `node`, if it is not hydrated yet: not
 * defined, or defined with its hydration still to start (the renderer's {@link HYDRATING} flag).
 */
function unhydratedHost(node: Node): HTMLElement | undefined {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot)) return undefined;
  const host = root.host as HTMLElement & { [HYDRATING]?: true };
  if (!(TAGS as readonly string[]).includes(host.localName)) return undefined;
  return !customElements.get(host.localName) || host[HYDRATING] ? host : undefined;
}

function onClick(event: MouseEvent): void {
  const button = event
    .composedPath()
    .find((node): node is HTMLButtonElement => node instanceof HTMLButtonElement);
  // A submit button or a link keeps its native action (the contact form opens the mail client).
  if (!button || button.type !== 'button') return;
  const host = unhydratedHost(button);
  if (!host) return;
  event.preventDefault();
  event.stopPropagation();
  if (pending.some((p) => p.button === button)) return;
  const label =
    host.localName === 'voice-call-button' ? host.getAttribute(CONNECTING_LABEL_ATTRIBUTE) : null;
  const press = { button, restore: label ? paintConnecting(button, label) : () => {} };
  pending.push(press);
  // One hook per host: its presses, undone and replayed in order.
  const hooked = host as unknown as Record<symbol, HydrationHook>;
  const presses = pending.filter((p) => p.button.getRootNode() === button.getRootNode());
  hooked[HYDRATION_HOOK] = {
    before: () => presses.forEach((p) => p.restore()),
    after: () => {
      for (const p of presses) {
        const at = pending.indexOf(p);
        if (at < 0) continue;
        pending.splice(at, 1);
        p.button.click();
      }
    },
  };
  void hydrate();
}

function onIntent(event: Event): void {
  if (
    event
      .composedPath()
      .some(
        (node) =>
          node instanceof HTMLElement && (TAGS as readonly string[]).includes(node.localName),
      )
  )
    void hydrate();
}

function whenIdle(): void {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(() => void hydrate(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(() => void hydrate(), 1);
}

document.addEventListener('click', onClick, true);
for (const type of ['pointerdown', 'keydown', 'focusin'] as const)
  document.addEventListener(type, onIntent, { capture: true, passive: true });
if (document.readyState === 'complete') whenIdle();
else addEventListener('load', whenIdle, { once: true });
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && document.readyState === 'complete') void hydrate();
});

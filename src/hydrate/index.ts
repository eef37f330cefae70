/**
 * The prerendered demo page's loader (`dist/hydrate.js`, docs/prerendering.md):
 * the only script the page runs before its `load` event. The page paints from
 * its HTML (declarative shadow roots), so the elements' bundle
 * (`voice-widgets.js`, React and all) is fetched and run off the critical
 * path, in stages, whichever comes first:
 * - the browser is idle after `load` (`requestIdleCallback`, at most 2 s later);
 * - the visitor first interacts with an element (pointer down, key down, focus);
 * - the page becomes visible after loading hidden (`visibilitychange`).
 *
 * The bundle comes in stages, one task each, with a yield to the browser
 * between them, so no task of hydration is long (docs/prerendering.md
 * "Hydration"): React first, then the elements' entry (defining them
 * hydrates them, `src/common/element/react-renderer.ts`, in slices).
 * A button pressed before that is not lost: the press is replayed on the
 * hydrated button (React hydrates its root at once for it), and a press on
 * the live button is painted 'Conectando…' at once, in its own frame
 * (`src/voice-call-button/pending-press.ts`).
 *
 * On a page that is not prerendered it simply loads the bundle the same way:
 * the elements then render on the client.
 */
import { CONNECTING_LABEL_ATTRIBUTE, paintConnecting } from '../voice-call-button/pending-press.ts';
import type { HydrationHook } from '../common/element/hydration-hook.ts';
import { HYDRATION_HOOK } from './hook-key.ts';

/** The tags this bundle defines; a press inside one that is not defined yet is replayed after hydration. */
const TAGS = ['voice-demo', 'demo-transcript', 'voice-call-button', 'voice-widget'] as const;

/** How long after `load` the idle callback may wait, ms. */
const IDLE_TIMEOUT_MS = 2000;

/** The stages, in order: each a chunk, evaluated in its own task. */
const STAGES: readonly (() => Promise<unknown>)[] = [
  () => import('./react-island.ts'),
  // `<voice-widget>` (the page's floating assistant, rendered on the client) by the partner entry
  // (`voice-widget.js`): the file partner pages load, so no module moves and no chunk grows. Its
  // upgrade is a task of its own; the entry's `defineVoiceWidget` then finds it defined.
  () => import('../widget-entry.ts'),
  // The public entry (`voice-widgets.js`): importing it defines the other three elements. Partner
  // pages' chunks stay as they are (a stage per element of the entry split the launcher's chunk in four).
  () => import('../index.ts'),
];

/** Resolves in a later task: the browser may paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Each stage in turn. A press seen inside an element is replayed when that
 * element's hydration starts, by the hook the renderer calls in that task
 * (`src/common/element/hydration-hook.ts`): the paint is undone just before
 * (hydration must find the server's markup), and the click dispatched just
 * after: React hydrates that root synchronously for the click, so the button
 * goes from the loader's 'Conectando...' to its own without a frame in
 * between. A press on an element that was defined without hydrating (not
 * prerendered) is replayed after the last stage.
 */
async function loadStages(): Promise<void> {
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
  for (const press of pending.splice(0)) {
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

/** The not-yet-defined element (of {@link TAGS}) whose shadow root holds `node`, if any. */
function undefinedHost(node: Node): HTMLElement | undefined {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot)) return undefined;
  const host = root.host as HTMLElement;
  return (TAGS as readonly string[]).includes(host.localName) && !customElements.get(host.localName)
    ? host
    : undefined;
}

function onClick(event: MouseEvent): void {
  const button = event
    .composedPath()
    .find((node): node is HTMLButtonElement => node instanceof HTMLButtonElement);
  // A submit button or a link keeps its native action (the contact form opens the mail client).
  if (!button || button.type !== 'button') return;
  const host = undefinedHost(button);
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
  const presses = pending.filter((p) => undefinedHost(p.button) === host);
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

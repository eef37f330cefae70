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

/** The tags this bundle defines; a press inside one that is not defined yet is replayed after hydration. */
const TAGS = ['voice-demo', 'demo-transcript', 'voice-call-button', 'voice-widget'] as const;

/** How long after `load` the idle callback may wait, ms. */
const IDLE_TIMEOUT_MS = 2000;

/** The stages, in order: each a chunk, evaluated in its own task, and the tags its `define` defines. */
const STAGES: readonly { readonly load: () => Promise<unknown>; readonly tags: readonly string[] }[] = [
  { load: () => import('./react-island.ts'), tags: [] },
  // The public entry (`voice-widgets.js`): importing it defines the four elements. Partner pages'
  // chunks stay as they are (a stage per element split the launcher's chunk in four).
  { load: () => import('../index.ts'), tags: TAGS },
];

/** Resolves in a later task: the browser may paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Each stage in turn. The presses seen inside the elements a stage defines
 * are unpainted once it has defined them, before their hydration renders
 * (it must find the server's markup), and replayed at once, in the same
 * task: React hydrates that root synchronously for the click, so the button
 * goes from the loader's 'Conectando...' to its own without a frame in between.
 */
async function loadStages(): Promise<void> {
  for (const stage of STAGES) {
    await stage.load();
    // The elements are defined now, and their hydration is scheduled, not yet run (a transition
    // renders in a later task): this continuation runs first, so hydration reads the unpainted button.
    const presses = pending.filter((p) => stage.tags.includes(p.host));
    for (const press of presses) press.restore();
    for (const press of presses) {
      pending.splice(pending.indexOf(press), 1);
      press.button.click();
    }
    await nextTask();
  }
}

let loading: Promise<void> | undefined;

/** Presses to replay once their element is defined: the button, its element's tag, and the paint to undo first. */
const pending: { readonly button: HTMLButtonElement; readonly host: string; readonly restore: () => void }[] = [];

/** Loads and runs the elements' code once, in stages, replaying the presses it saw. */
function hydrate(): Promise<void> {
  loading ??= loadStages().catch(
    (error: unknown) => {
      loading = undefined;
      for (const { restore } of pending.splice(0)) restore();
      console.error('[voice-widgets] the elements could not load; the page stays readable without them.', error);
    },
  );
  return loading;
}

/** The not-yet-defined element (of {@link TAGS}) whose shadow root holds `node`, if any. */
function undefinedHost(node: Node): HTMLElement | undefined {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot)) return undefined;
  const host = root.host as HTMLElement;
  return (TAGS as readonly string[]).includes(host.localName) && !customElements.get(host.localName) ? host : undefined;
}

function onClick(event: MouseEvent): void {
  const button = event.composedPath().find((node): node is HTMLButtonElement => node instanceof HTMLButtonElement);
  // A submit button or a link keeps its native action (the contact form opens the mail client).
  if (!button || button.type !== 'button') return;
  const host = undefinedHost(button);
  if (!host) return;
  event.preventDefault();
  event.stopPropagation();
  if (pending.some((p) => p.button === button)) return;
  const label = host.localName === 'voice-call-button' ? host.getAttribute(CONNECTING_LABEL_ATTRIBUTE) : null;
  pending.push({ button, host: host.localName, restore: label ? paintConnecting(button, label) : () => {} });
  void hydrate();
}

function onIntent(event: Event): void {
  if (event.composedPath().some((node) => node instanceof HTMLElement && (TAGS as readonly string[]).includes(node.localName))) void hydrate();
}

function whenIdle(): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void hydrate(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(() => void hydrate(), 1);
}

document.addEventListener('click', onClick, true);
for (const type of ['pointerdown', 'keydown', 'focusin'] as const) document.addEventListener(type, onIntent, { capture: true, passive: true });
if (document.readyState === 'complete') whenIdle();
else addEventListener('load', whenIdle, { once: true });
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && document.readyState === 'complete') void hydrate();
});

/**
 * The calls alive on this page, shared by every copy of the bundle: one live call per page
 * (docs/elements/voice-widget.md "One live call per page"), each ended or kept on `pagehide`.
 */

/** What the page needs of a call's controller (`controller.ts`). */
export interface PageCall {
  /** Ends the call because another element of the page started one. */
  supersede(): void;
  /** The page is being left: keep the call for the next page, or end it. */
  pageHide(): unknown;
}

/** The page's live calls (one `Set` per page, whatever the number of bundle copies). */
export function pageCalls(): Set<PageCall> {
  const key = Symbol.for('voice-widgets.live-calls');
  const g = globalThis as unknown as Record<symbol, Set<PageCall> | undefined>;
  let calls = g[key];
  if (!calls) {
    const created = new Set<PageCall>();
    calls = g[key] = created;
    // A closed or left tab ends its call at once, instead of leaving it to the platform's silence timeout.
    if (typeof addEventListener === 'function')
      addEventListener('pagehide', () => [...created].forEach((c) => c.pageHide()));
  }
  return calls;
}

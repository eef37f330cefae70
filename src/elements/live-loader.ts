/**
 * Loads the live conversation panel's chunk (`src/ui/conversation/index.ts`)
 * once per page: its store, its components and its stylesheet. The dynamic
 * `import()` keeps all of it out of the initial bundle (budget ≤ 75 KB gzip).
 */
import type * as PanelModule from '../ui/conversation/index.ts';

/** The panel chunk's exports. */
export type LivePanelModule = typeof PanelModule;

let loading: Promise<LivePanelModule> | undefined;

/** The panel chunk; a failed load is not cached (the next call retries). */
export function loadLivePanel(): Promise<LivePanelModule> {
  loading ??= import('../ui/conversation/index.ts');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

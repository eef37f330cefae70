/**
 * Loads the live conversation panel's chunk (`src/common/live-panel/index.ts`)
 * once per page: its store, its components and its stylesheet. The dynamic
 * `import()` keeps all of it out of the initial bundle (budget ≤ 75 KB gzip).
 */
import { lazyChunk } from '../common/element/lazy-chunk.ts';
import type * as PanelModule from '../common/live-panel/index.ts';

/** The panel chunk's exports. */
export type LivePanelModule = typeof PanelModule;

/** The panel chunk; a failed load is not cached (the next call retries). */
export const loadLivePanel: () => Promise<LivePanelModule> = lazyChunk(
  () => import('../common/live-panel/index.ts'),
);

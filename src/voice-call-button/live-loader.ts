/** Loads the live panel's chunk once per page, keeping it out of the initial bundle. */
import { lazyChunk } from '../common/element/lazy-chunk.ts';
import type * as PanelModule from '../common/live-panel/index.ts';

/** The panel chunk's exports. */
export type LivePanelModule = typeof PanelModule;

/** The panel chunk; a failed load is not cached (the next call retries). */
export const loadLivePanel: () => Promise<LivePanelModule> = lazyChunk(
  () => import('../common/live-panel/index.ts'),
);

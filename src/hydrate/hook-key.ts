/** The loader's copy of the renderer's hook symbol (`src/common/element/hydration-hook.ts` says why). */
export const HYDRATION_HOOK = Symbol.for('voice-widgets.hydration-hook');

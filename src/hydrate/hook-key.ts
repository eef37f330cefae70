/** The loader's copy of the renderer's hook symbol (`src/common/element/hydration-hook.ts` says why). */
export const HYDRATION_HOOK = Symbol.for('voice-widgets.hydration-hook');

/** The loader's copy of the renderer's "defined, not hydrated yet" flag (`hydration-hook.ts`). */
export const HYDRATING = Symbol.for('voice-widgets.hydrating');

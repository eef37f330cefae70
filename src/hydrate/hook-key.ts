/**
 * The loader's copy of the renderer's hook symbol
 * (`src/common/element/hydration-hook.ts` says why it is repeated, not
 * imported; `tests/common/element/hydration-hook.test.ts` holds the two equal).
 */
export const HYDRATION_HOOK = Symbol.for('voice-widgets.hydration-hook');

/**
 * First stage of the prerendered page's loader (`./index.ts`): React and
 * ReactDOM alone (the `react` chunk, `vite.config.ts`). Evaluating them is
 * the largest single piece of hydration, so it gets a task of its own.
 */
import 'react-dom/client';

/** Nothing to define: loading the chunk was the stage's work. */
export function define(): void {}

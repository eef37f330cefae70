/** The loader's first stage: React alone, the largest single piece of hydration, in its own task. */
import 'react-dom/client';

/** Nothing to define: loading the chunk was the stage's work. */
export function define(): void {}

/**
 * Mounting custom elements in the unit tests' DOM (happy-dom): the markup is
 * parsed and connected inside React's `act()`, since r2wc renders on
 * attribute changes even before connection.
 */
import { act } from 'react';
import { afterEach, beforeAll } from 'vitest';

import { preloadTexts } from './texts.ts';

/** Parses `html` into a new `<div>` appended to `<body>`, inside `act()`; returns the div's first element. */
export async function mountHtml<T extends Element = HTMLElement>(html: string): Promise<T> {
  const wrap = document.createElement('div');
  await act(async () => {
    wrap.innerHTML = html;
    document.body.append(wrap);
  });
  return wrap.firstElementChild as T;
}

/**
 * In the calling file or `describe` block: the elements, the live panel's chunk and the es/he
 * texts are loaded before the tests (so a press starts a call within one `act()`, whichever test
 * runs first), and `<body>` is emptied inside `act()` after each test.
 */
export function useMountedElements(): void {
  beforeAll(async () => {
    await import('../../src/index.ts');
    await import('../../src/common/live-panel/index.ts');
    await preloadTexts('es', 'he');
  });
  afterEach(async () => {
    await act(async () => document.body.replaceChildren());
  });
}

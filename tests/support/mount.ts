/**
 * Mounting custom elements in the unit tests' DOM (happy-dom): the markup is
 * parsed and connected inside React's `act()`, since r2wc renders on
 * attribute changes even before connection.
 */
import { act } from 'react';

/** Parses `html` into a new `<div>` appended to `<body>`, inside `act()`; returns the div's first element. */
export async function mountHtml<T extends Element = HTMLElement>(html: string): Promise<T> {
  const wrap = document.createElement('div');
  await act(async () => {
    wrap.innerHTML = html;
    document.body.append(wrap);
  });
  return wrap.firstElementChild as T;
}

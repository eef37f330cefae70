/**
 * The demo host's `show_solution` tool (`demo-host/host.js`, docs/voice-client.md "Tools"): registered on both `<voice-demo>` and `<voice-widget>`, it
 * maps each of the local assistant's solutions to an advantage card, shows it
 * with `showAdvantage()` and answers `{ shown: title }`; an unknown solution
 * answers `{ error: 'unknown solution' }` and shows nothing.
 */
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type ShowSolution = (args: { solution?: unknown }) => unknown;
type Tooled = HTMLElement & { clientTools?: { show_solution?: ShowSolution } };

let demo: Tooled;
let widget: Tooled;

beforeAll(async () => {
  await import('../../src/index.ts');
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  await act(async () => {
    document.body.innerHTML =
      '<voice-demo lang="es"></voice-demo><voice-widget lang="es"></voice-widget>';
  });
  demo = document.querySelector('voice-demo')!;
  widget = document.querySelector('voice-widget')!;
  // A plain JS module served as is; a variable specifier keeps it out of the type check.
  const host = '../../demo-host/host.js';
  await import(/* @vite-ignore */ host);
});
afterAll(async () => {
  await act(async () => document.body.replaceChildren());
  vi.unstubAllGlobals();
});

const cards = () => [...demo.shadowRoot!.querySelectorAll<HTMLElement>('li.advantage')];
const titleOf = (index: number) => cards()[index]!.querySelector('h3')!.textContent;
const shownIndex = () => cards().findIndex((c) => c.getAttribute('aria-current') === 'true');

describe('demo-host show_solution', () => {
  it('is registered on the demo and the widget (the same tool)', () => {
    expect(typeof demo.clientTools?.show_solution).toBe('function');
    expect(widget.clientTools?.show_solution).toBe(demo.clientTools?.show_solution);
  });

  it.each([
    ['call-automation', 0],
    ['virtual-number', 1],
    ['call-forwarding', 1],
    ['sip-extension', 2],
    ['business-messaging', 3],
  ] as const)('%s shows card %i and answers its title', (solution, index) => {
    for (const card of cards()) card.scrollIntoView = () => {};
    expect(widget.clientTools!.show_solution!({ solution })).toEqual({ shown: titleOf(index) });
    expect(shownIndex()).toBe(index);
  });

  it('an unknown solution answers an error and leaves the shown card as it was', () => {
    for (const card of cards()) card.scrollIntoView = () => {};
    demo.clientTools!.show_solution!({ solution: 'sip-extension' });
    for (const solution of ['fax', 'toString', '__proto__', undefined, 2]) {
      expect(demo.clientTools!.show_solution!({ solution })).toEqual({ error: 'unknown solution' });
    }
    expect(shownIndex()).toBe(2);
  });
});

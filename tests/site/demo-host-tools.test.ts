/**
 * The demo host's `show_solution` tool (`demo-host/host.js`, docs/voice-client.md "Tools"): registered on both `<voice-demo>` and `<voice-widget>`, it
 * maps each of the local assistant's solutions to an advantage card, shows it
 * with `showAdvantage()` and answers `{ shown: title }`; an unknown solution
 * answers `{ error: 'unknown solution' }` and shows nothing.
 */
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { useActEnvironment } from '../support/act-environment.ts';

useActEnvironment();

type ShowSolution = (args: { solution?: unknown }) => unknown;
type Tooled = HTMLElement & { clientTools?: { show_solution?: ShowSolution } };

let demo: Tooled;
let widget: Tooled;

/**
 * Takes back what `demo-host/host.js` did to the page: its `voice-lang-change` listener (which
 * would otherwise set `<html lang dir>`, the title and `?lang=` for every later language change in
 * the same page, as test files run without isolation share one) and those page settings.
 */
let undoHost = (): void => {};

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
  const html = document.documentElement;
  const page = {
    lang: html.getAttribute('lang'),
    dir: html.getAttribute('dir'),
    title: document.querySelector('title') ? document.title : undefined,
    url: location.href,
  };
  const listen = vi.spyOn(document, 'addEventListener');
  // A plain JS module served as is; a variable specifier keeps it out of the type check.
  const host = '../../demo-host/host.js';
  await import(/* @vite-ignore */ host);
  const listeners = [...listen.mock.calls];
  listen.mockRestore();
  undoHost = () => {
    for (const [type, listener, options] of listeners)
      document.removeEventListener(type, listener, options);
    for (const name of ['lang', 'dir'] as const) {
      const value = page[name];
      if (value === null) html.removeAttribute(name);
      else html.setAttribute(name, value);
    }
    if (page.title === undefined) document.querySelector('title')?.remove();
    else document.title = page.title;
    history.replaceState(history.state, '', page.url);
  };
});
afterAll(async () => {
  await act(async () => document.body.replaceChildren());
  undoHost();
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

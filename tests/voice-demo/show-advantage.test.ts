/**
 * `<voice-demo>`'s `showAdvantage()` (docs/voice-client.md "Tools"): the
 * demo's `show_solution` tool highlights one advantage card — outline,
 * translated badge, `aria-current`, `part="advantage-highlighted"` — scrolled
 * into view (instantly under reduced motion), without moving focus, until
 * another card is shown or the language changes.
 */
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { useActEnvironment } from '../support/act-environment.ts';
import { mountHtml } from '../support/mount.ts';

useActEnvironment();

beforeAll(async () => {
  await import('../../src/index.ts');
});
afterEach(async () => {
  // Inside act(): r2wc unmounts React on disconnection.
  await act(async () => document.body.replaceChildren());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Demo = HTMLElement & { showAdvantage(index: number): { title: string } | undefined };

const mount = (lang: 'es' | 'he'): Promise<Demo> =>
  mountHtml<Demo>(`<voice-demo lang="${lang}"></voice-demo>`);

const cards = (el: Demo) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('li.advantage')];
const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));

describe('<voice-demo> showAdvantage()', () => {
  it.each([
    ['es', 'Integración con su centralita', 'Recomendado para usted'],
    ['he', undefined, 'מומלץ עבורך'],
  ] as const)(
    '%s: highlights one card at a time and returns its title; the badge is translated',
    async (lang, title, badge) => {
      reducedMotion(false);
      const el = await mount(lang);
      const scrolled: unknown[] = [];
      for (const card of cards(el))
        card.scrollIntoView = (options?: unknown) => void scrolled.push(options);
      const shown = el.showAdvantage(2);
      expect(shown?.title).toBe(cards(el)[2]!.querySelector('h3')!.textContent);
      if (title) expect(shown?.title).toBe(title);
      expect(cards(el).map((c) => c.getAttribute('part'))).toEqual([
        'advantage',
        'advantage',
        'advantage advantage-highlighted',
        'advantage',
      ]);
      expect(cards(el)[2]!.getAttribute('aria-current')).toBe('true');
      expect(cards(el)[2]!.querySelector('.advantage-badge')!.textContent).toBe(badge);
      expect(scrolled).toEqual([{ behavior: 'smooth', block: 'center' }]);
      el.showAdvantage(0);
      expect(cards(el).map((c) => c.getAttribute('aria-current'))).toEqual([
        'true',
        null,
        null,
        null,
      ]);
    },
  );

  it('an index that is not a card changes nothing; reduced motion scrolls instantly; focus stays where it was', async () => {
    reducedMotion(true);
    const el = await mount('es');
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const scrolled: unknown[] = [];
    for (const card of cards(el))
      card.scrollIntoView = (options?: unknown) => void scrolled.push(options);
    for (const bad of [-1, 4, 1.5, Number.NaN]) expect(el.showAdvantage(bad)).toBeUndefined();
    expect(cards(el).some((c) => c.hasAttribute('aria-current'))).toBe(false);
    el.showAdvantage(3);
    // Nor does it clear a card already shown, or scroll again.
    for (const bad of [-1, 4, 1.5, Number.NaN]) expect(el.showAdvantage(bad)).toBeUndefined();
    expect(cards(el).map((c) => c.getAttribute('aria-current'))).toEqual([
      null,
      null,
      null,
      'true',
    ]);
    expect(scrolled).toEqual([{ behavior: 'auto', block: 'center' }]);
    expect(document.activeElement).toBe(button);
  });

  it("a language change clears the highlight; the next card shown has the new language's title and badge", async () => {
    reducedMotion(false);
    const el = await mount('es');
    for (const card of cards(el)) card.scrollIntoView = () => {};
    expect(el.showAdvantage(1)?.title).toBe(cards(el)[1]!.querySelector('h3')!.textContent);
    await act(async () => el.setAttribute('lang', 'he'));
    expect(cards(el).map((c) => [c.getAttribute('part'), c.getAttribute('aria-current')])).toEqual(
      Array(4).fill(['advantage', null]),
    );
    for (const card of cards(el)) card.scrollIntoView = () => {};
    const shown = el.showAdvantage(1);
    expect(shown?.title).toBe(cards(el)[1]!.querySelector('h3')!.textContent);
    expect(shown?.title).not.toBe('Respuesta inmediata');
    expect(cards(el)[1]!.querySelector('.advantage-badge')!.textContent).toBe('מומלץ עבורך');
  });
});

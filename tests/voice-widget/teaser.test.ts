/**
 * `<voice-widget>`'s teaser bubble (docs/elements/voice-widget.md "Teaser"): its triggers (`load`
 * after `teaser-delay`, `scroll:N`, `exit`, `idle:N`, a bad value read as `load` with a warning),
 * the dismissal kept as `history` allows, `showTeaser()` / `hideTeaser()` and their events, never
 * shown while the sheet is open, its text as text.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { defineVoiceWidget } from '../../src/voice-widget/define.ts';
import { teaserText } from '../../src/voice-widget/teaser/teaser.ts';
import { parseTrigger } from '../../src/voice-widget/teaser/trigger.ts';
import type { VoiceWidgetElement } from '../../src/voice-widget/voice-widget.ts';

defineVoiceWidget();

/** The sheet's chunk is not needed here: a session that does nothing. */
vi.mock('../../src/voice-widget/sheet/index.ts', () => import('../support/sheet-stub.ts'));

/** Mounts the element and waits for the chunks it asks for (the teaser's, with a `teaser`). */
async function mount(attrs: Record<string, string>): Promise<VoiceWidgetElement> {
  const el = document.createElement('voice-widget') as VoiceWidgetElement;
  el.setAttribute('assistant-id', 'sofia');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await vi.dynamicImportSettled();
  return el;
}

const bubble = (el: HTMLElement): HTMLElement =>
  el.shadowRoot!.querySelector<HTMLElement>('[part="teaser"]')!;
/** No bubble yet (its chunk not asked for) reads as not shown. */
const shown = (el: HTMLElement): boolean =>
  el.shadowRoot!.querySelector<HTMLElement>('[part="teaser"]')?.hidden === false;
const events = (el: HTMLElement, name: string): unknown[] => {
  const seen: unknown[] = [];
  el.addEventListener(name, (e) => seen.push((e as CustomEvent).detail));
  return seen;
};

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(async () => {
  // An opened sheet loads its chunks: let them settle before the environment goes.
  await vi.dynamicImportSettled();
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('teaser-trigger', () => {
  it('parses each form; a bad value warns naming the attribute and reads as load', () => {
    const warn = vi.fn();
    expect(parseTrigger(null, warn)).toEqual({ kind: 'load', n: 0 });
    expect(parseTrigger('scroll:50', warn)).toEqual({ kind: 'scroll', n: 50 });
    expect(parseTrigger('exit', warn)).toEqual({ kind: 'exit', n: 0 });
    expect(parseTrigger('idle:20', warn)).toEqual({ kind: 'idle', n: 20 });
    expect(warn).not.toHaveBeenCalled();
    for (const bad of ['hover', 'scroll:150', 'idle:0', 'scroll'])
      expect(parseTrigger(bad, warn)).toEqual({ kind: 'load', n: 0 });
    expect(warn).toHaveBeenCalledTimes(4);
    expect(String(warn.mock.calls[0]![0])).toContain('teaser-trigger="hover"');
  });

  it('load: shows after teaser-delay seconds (default 3) and fires voice-teaser-show', async () => {
    const el = await mount({ teaser: '¿Te ayudo?' });
    const seen = events(el, 'voice-teaser-show');
    vi.advanceTimersByTime(2900);
    expect(shown(el)).toBe(false);
    vi.advanceTimersByTime(200);
    expect(shown(el)).toBe(true);
    expect(seen).toEqual([{ text: '¿Te ayudo?', trigger: 'load' }]);
    const delayed = await mount({ teaser: 'Hola', 'teaser-delay': '10' });
    vi.advanceTimersByTime(9000);
    expect(shown(delayed)).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(shown(delayed)).toBe(true);
  });

  it('a bad trigger warns once and shows as load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = await mount({ teaser: 'Hola', 'teaser-trigger': 'sometimes', 'teaser-delay': '1' });
    vi.advanceTimersByTime(1000);
    expect(shown(el)).toBe(true);
    expect(warn.mock.calls.filter(([m]) => String(m).includes('teaser-trigger'))).toHaveLength(1);
  });

  it('scroll:N: shows once N % of the page is scrolled', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: innerHeight + 1000,
    });
    const el = await mount({ teaser: 'Hola', 'teaser-trigger': 'scroll:50' });
    vi.advanceTimersByTime(5000);
    window.scrollY = 400;
    window.dispatchEvent(new Event('scroll'));
    expect(shown(el)).toBe(false);
    window.scrollY = 500;
    window.dispatchEvent(new Event('scroll'));
    expect(shown(el)).toBe(true);
    window.scrollY = 0;
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  it('exit: shows when the pointer leaves through the top of the window', async () => {
    const seen: unknown[] = [];
    document.addEventListener('voice-teaser-show', (e) => seen.push((e as CustomEvent).detail));
    const el = await mount({ teaser: 'Hola', 'teaser-trigger': 'exit' });
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 300 }));
    expect(shown(el)).toBe(false);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2 }));
    expect(shown(el)).toBe(true);
    expect(seen.at(-1)).toEqual({ text: 'Hola', trigger: 'exit' });
  });

  it('idle:N: shows after N seconds without input; input starts the count again', async () => {
    const el = await mount({ teaser: 'Hola', 'teaser-trigger': 'idle:5' });
    vi.advanceTimersByTime(4000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(4000);
    expect(shown(el)).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(shown(el)).toBe(true);
  });
});

describe('teaser text', () => {
  it('is the attribute, or its language from a JSON object (else en, else the first)', () => {
    const warn = vi.fn();
    expect(teaserText('Hola', 'he', warn)).toBe('Hola');
    const json = '{"es":"¿Te ayudo?","en":"Can I help?"}';
    expect(teaserText(json, 'es', warn)).toBe('¿Te ayudo?');
    expect(teaserText(json, 'fr', warn)).toBe('Can I help?');
    expect(teaserText('{"he":"שלום"}', 'fr', warn)).toBe('שלום');
    expect(warn).not.toHaveBeenCalled();
    expect(teaserText('{oops', 'es', warn)).toBe('');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('is rendered as text, never HTML', async () => {
    const el = await mount({ teaser: '<img src=x onerror=alert(1)>', 'teaser-delay': '0' });
    vi.advanceTimersByTime(0);
    expect(bubble(el).querySelector('img')).toBeNull();
    expect(bubble(el).textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('says the text once in a polite live region, outside the bubble', async () => {
    const el = await mount({ teaser: 'Hola', 'teaser-delay': '0' });
    vi.advanceTimersByTime(0);
    const live = el.shadowRoot!.querySelector('[role="status"]')!;
    expect(live.textContent).toBe('Hola');
    expect(bubble(el).contains(live)).toBe(false);
  });
});

describe('dismissal and the open sheet', () => {
  const close = (el: HTMLElement): void =>
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="teaser-close"]')!.click();

  it.each([
    ['session', () => sessionStorage],
    ['local', () => localStorage],
  ] as const)('the close button dismisses it, kept in %s storage', async (history, storage) => {
    const el = await mount({ teaser: 'Hola', 'teaser-delay': '0', history });
    const seen = events(el, 'voice-teaser-dismiss');
    vi.advanceTimersByTime(0);
    close(el);
    expect(shown(el)).toBe(false);
    expect(seen).toEqual([{ reason: 'close' }]);
    expect(storage().length).toBe(1);
    el.remove();
    vi.runAllTicks();
    const again = await mount({ teaser: 'Hola', 'teaser-delay': '0', history });
    vi.advanceTimersByTime(5000);
    expect(shown(again)).toBe(false);
  });

  it('history="none" keeps nothing: a new page shows it again', async () => {
    const el = await mount({ teaser: 'Hola', 'teaser-delay': '0', history: 'none' });
    vi.advanceTimersByTime(0);
    close(el);
    expect(sessionStorage.length + localStorage.length).toBe(0);
    document.body.replaceChildren();
    const again = await mount({ teaser: 'Hola', 'teaser-delay': '0', history: 'none' });
    vi.advanceTimersByTime(0);
    expect(shown(again)).toBe(true);
  });

  it('a click on the bubble opens the sheet, which dismisses it (reason open)', async () => {
    const el = await mount({ teaser: 'Hola', 'teaser-delay': '0' });
    const seen = events(el, 'voice-teaser-dismiss');
    vi.advanceTimersByTime(0);
    bubble(el).querySelector<HTMLButtonElement>('button')!.click();
    expect(el.open).toBe(true);
    expect(shown(el)).toBe(false);
    expect(seen).toEqual([{ reason: 'open' }]);
  });

  it('never shows while the sheet is open, by trigger or by method', async () => {
    const el = await mount({ teaser: 'Hola', 'teaser-delay': '1', open: '' });
    vi.advanceTimersByTime(2000);
    expect(shown(el)).toBe(false);
    el.showTeaser('Hola');
    await vi.dynamicImportSettled();
    expect(shown(el)).toBe(false);
  });

  it('showTeaser(text) and hideTeaser(): events, and a hide that is not kept', async () => {
    const el = await mount({ 'teaser-delay': '0' });
    const show = events(el, 'voice-teaser-show');
    const dismiss = events(el, 'voice-teaser-dismiss');
    vi.advanceTimersByTime(5000);
    expect(shown(el)).toBe(false); // no `teaser`: no bubble by itself
    el.showTeaser('Una pregunta?');
    await vi.dynamicImportSettled();
    expect(shown(el)).toBe(true);
    expect(bubble(el).textContent).toContain('Una pregunta?');
    expect(show).toEqual([{ text: 'Una pregunta?', trigger: 'method' }]);
    el.hideTeaser();
    expect(shown(el)).toBe(false);
    expect(dismiss).toEqual([{ reason: 'method' }]);
    expect(sessionStorage.length).toBe(0);
    el.hideTeaser();
    expect(dismiss).toHaveLength(1);
  });

  it('attributes are live: a teaser set later arms its trigger; a new text replaces the shown one', async () => {
    const el = await mount({ 'teaser-delay': '1' });
    vi.advanceTimersByTime(2000);
    el.setAttribute('teaser', 'Hola');
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(1000);
    expect(shown(el)).toBe(true);
    el.setAttribute('teaser', 'Adiós');
    expect(bubble(el).textContent).toContain('Adiós');
  });
});

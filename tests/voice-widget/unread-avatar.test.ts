/**
 * `<voice-widget>`'s launcher: the unread badge (assistant messages completed while the sheet is
 * collapsed count, opening clears, `voice-unread-change` on each change, the launcher's name says
 * the count with plurals) and the avatar (`avatar` checked; `alt` the assistant's name; the name's
 * initial when the image fails).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { WidgetSessionHost } from '../../src/voice-widget/session-types.ts';
import type { VoiceWidgetElement } from '../../src/voice-widget/voice-widget.ts';
import { SHEET_HOST_EVENT } from '../support/sheet-stub.ts';

/** A sheet that only hands over its host, which the real sheet calls on each assistant message. */
vi.mock('../../src/voice-widget/sheet/index.ts', () => import('../support/sheet-stub.ts'));

/** This file's own tag for the element. */
const TAG = 'voice-widget-unread-test';

beforeAll(async () => {
  // The unit files share their modules (isolate: false): another file may already have loaded the
  // real sheet into the launcher's module. A fresh module graph loads this file's stand-in.
  vi.resetModules();
  const { VoiceWidgetElement: Fresh } = await import('../../src/voice-widget/voice-widget.ts');
  if (!customElements.get(TAG)) customElements.define(TAG, class extends Fresh {});
});

async function mount(attrs: Record<string, string> = {}): Promise<VoiceWidgetElement> {
  const el = document.createElement(TAG) as VoiceWidgetElement;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await vi.waitFor(() => expect(launcher(el).getAttribute('aria-label')).toBeTruthy());
  // With `avatar`, the launcher's optional chunk (the avatar's code) loads too.
  await vi.dynamicImportSettled();
  return el;
}

const launcher = (el: HTMLElement): HTMLButtonElement =>
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part="launcher"]')!;
const badge = (el: HTMLElement): HTMLElement | null =>
  el.shadowRoot!.querySelector<HTMLElement>('[part="badge"]');

afterEach(async () => {
  await vi.dynamicImportSettled();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('unread badge', () => {
  /** Opens and closes the sheet so its (mock) session exists; returns its host. */
  async function withSession(el: VoiceWidgetElement): Promise<WidgetSessionHost> {
    const host = new Promise<WidgetSessionHost>((resolve) =>
      el.addEventListener(SHEET_HOST_EVENT, (e) => resolve((e as CustomEvent).detail), {
        once: true,
      }),
    );
    el.open = true;
    const given = await host;
    el.open = false;
    return given;
  }

  it('counts assistant messages while collapsed, fires voice-unread-change on each change, and opening clears it', async () => {
    const el = await mount({ lang: 'en', 'assistant-name': 'Ana', mode: 'chat' });
    const counts: number[] = [];
    el.addEventListener('voice-unread-change', (e) =>
      counts.push((e as CustomEvent<{ count: number }>).detail.count),
    );
    const host = await withSession(el);
    expect(badge(el)!.hidden).toBe(true);
    host.assistantMessage();
    host.assistantMessage();
    expect(badge(el)!.hidden).toBe(false);
    expect(badge(el)!.textContent).toBe('2');
    expect(counts).toEqual([1, 2]);
    await vi.waitFor(() =>
      expect(launcher(el).getAttribute('aria-label')).toBe('Message Ana, 2 new messages'),
    );
    el.open = true;
    expect(counts).toEqual([1, 2, 0]);
    expect(badge(el)!.hidden).toBe(true);
    expect(launcher(el).getAttribute('aria-label')).toBe('Message Ana');
  });

  it('does not count while the sheet is open', async () => {
    const el = await mount({ lang: 'en' });
    const host = await withSession(el);
    el.open = true;
    const counts: number[] = [];
    el.addEventListener('voice-unread-change', (e) =>
      counts.push((e as CustomEvent<{ count: number }>).detail.count),
    );
    host.assistantMessage();
    expect(counts).toEqual([]);
    expect(badge(el)!.hidden).toBe(true);
  });

  it('says the count with the language plural rules', async () => {
    const el = await mount({ lang: 'en', 'assistant-name': 'Ana', mode: 'chat' });
    const host = await withSession(el);
    host.assistantMessage();
    await vi.waitFor(() =>
      expect(launcher(el).getAttribute('aria-label')).toBe('Message Ana, 1 new message'),
    );
    el.setAttribute('lang', 'he');
    await vi.waitFor(() =>
      expect(launcher(el).getAttribute('aria-label')).toMatch(/, הודעה חדשה אחת$/),
    );
    host.assistantMessage();
    await vi.waitFor(() =>
      expect(launcher(el).getAttribute('aria-label')).toMatch(/, 2 הודעות חדשות$/),
    );
  });
});

describe('avatar on the launcher', () => {
  const avatar = (el: HTMLElement): HTMLElement | null =>
    el.shadowRoot!.querySelector<HTMLElement>('[part="avatar"]');

  it('shows an accepted URL with the assistant name as alt, not in the launcher name', async () => {
    const el = await mount({ lang: 'en', 'assistant-name': 'Ana', avatar: '/img/ana.svg' });
    const img = avatar(el) as HTMLImageElement;
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/img/ana.svg');
    expect(img.alt).toBe('Ana');
    expect(launcher(el).getAttribute('aria-label')).toBe('Talk to Ana');
  });

  it('refuses another scheme with a warning naming the attribute', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = await mount({ lang: 'en', avatar: 'javascript:alert(1)' });
    expect(avatar(el)).toBeNull();
    expect(warn.mock.calls.some(([m]) => String(m).includes('avatar="javascript:'))).toBe(true);
  });

  it("shows the name's initial when the image fails to load", async () => {
    const el = await mount({ lang: 'he', avatar: 'https://cdn.example.com/missing.png' });
    avatar(el)!.dispatchEvent(new Event('error'));
    const fallback = avatar(el)!;
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('ס'); // סופיה, the Hebrew default name
  });

  it('is live: removing the attribute removes the image', async () => {
    const el = await mount({ lang: 'en', avatar: 'data:image/svg+xml,%3Csvg%2F%3E' });
    expect(avatar(el)).not.toBeNull();
    el.removeAttribute('avatar');
    expect(avatar(el)).toBeNull();
  });
});

describe('a press before the sheet is in', () => {
  it('is kept: the sheet opens once its chunk arrives (aria-expanded, voice-widget-toggle), and the next press closes it', async () => {
    const el = await mount({ lang: 'en' });
    const toggles: unknown[] = [];
    el.addEventListener('voice-widget-toggle', (e) => toggles.push((e as CustomEvent).detail));
    launcher(el).click();
    expect(el.open).toBe(true);
    // Nothing of the sheet exists yet for this element: its controller comes with the chunk.
    expect(launcher(el).getAttribute('aria-expanded')).toBe('false');
    await vi.waitFor(() => expect(launcher(el).getAttribute('aria-expanded')).toBe('true'));
    expect(toggles).toEqual([{ open: true }]);
    launcher(el).click();
    expect(el.open).toBe(false);
    expect(launcher(el).getAttribute('aria-expanded')).toBe('false');
    expect(toggles).toEqual([{ open: true }, { open: false }]);
  });
});

/**
 * `<voice-widget>` in other languages on the partner page (docs/translations.md): a French and an
 * Arabic widget (the Arabic one mirrored, `dir="rtl"`), `lang="auto"` with the browser's languages
 * German first (`navigator.languages` set in the page: the engines are not launched with another
 * locale), a `texts` override of the launcher, a bad `texts` value (the element keeps its texts),
 * and a switch of language inside a chat: the texts switch at once, `voice-language-change` fires,
 * the next `/chat/web` request carries `assistantOverrides.variableValues.language` = `en`, and
 * the local assistant's reply to it is English.
 */
import { expect } from 'vitest';

import { DIALOGUE_LINES } from '../../../server/dialogue/lines.ts';
import * as ar from '../../../src/common/i18n/langs/ar.ts';
import * as de from '../../../src/common/i18n/langs/de.ts';
import * as en from '../../../src/common/i18n/langs/en.ts';
import * as fr from '../../../src/common/i18n/langs/fr.ts';
import type { Section } from '../../../src/common/i18n/texts.ts';
import type { EnginePage } from '../page.ts';
import { recordRequestBodies, requestBodies } from './request-bodies.ts';

const label = (l: Section<'launcher'>): string =>
  l.launcherHybrid.replace('{assistant}', l.assistantName);

/** The launcher's text and the frame's `lang`/`dir` of the widget `id`, once it has a label. */
const launcherOf = (page: EnginePage, id: string) =>
  page.until(
    `#${id}'s launcher label`,
    10_000,
    (i: string) => {
      const root = document.getElementById(i)?.shadowRoot;
      const text = root?.querySelector('[part~="launcher"]')?.textContent ?? '';
      const frame = root?.querySelector<HTMLElement>('[part~="root"]');
      return text && frame ? { text, lang: frame.lang, dir: frame.dir } : undefined;
    },
    id,
  );

/** The whole flow; see the module comment. */
export async function languagesFlow(page: EnginePage): Promise<void> {
  await page.goto('partner.html');
  await page.waitVisible('voice-widget >>> [part~="launcher"]');
  await page.run(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['de-DE', 'de', 'en'] });
    const add = (id: string, attrs: Record<string, string>): void => {
      const el = document.createElement('voice-widget');
      el.id = id;
      const all = {
        'public-key': 'local-demo-key',
        'assistant-id': 'sofia',
        'api-url': '/api',
        position: 'inline',
        ...attrs,
      };
      for (const [k, v] of Object.entries(all)) el.setAttribute(k, v);
      document.body.append(el);
    };
    add('w-fr', { lang: 'fr' });
    add('w-ar', { lang: 'ar-EG' });
    add('w-auto', { lang: 'auto' });
    add('w-texts', { lang: 'fr', texts: '{"launcherHybrid": "Parlez avec nous"}' });
    add('w-bad', { lang: 'fr', texts: '{not json' });
    add('w-switch', { lang: 'es', languages: 'es en', mode: 'chat', history: 'none' });
  });
  expect(await launcherOf(page, 'w-fr')).toEqual({
    text: label(fr.launcher),
    lang: 'fr',
    dir: 'ltr',
  });
  expect(await launcherOf(page, 'w-ar')).toEqual({
    text: label(ar.launcher),
    lang: 'ar',
    dir: 'rtl',
  });
  expect(await launcherOf(page, 'w-auto')).toEqual({
    text: label(de.launcher),
    lang: 'de',
    dir: 'ltr',
  });
  expect((await launcherOf(page, 'w-texts')).text).toBe('Parlez avec nous');
  expect((await launcherOf(page, 'w-bad')).text).toBe(label(fr.launcher));

  // The switch, in a chat: record the chat requests, open the sheet, choose English.
  await recordRequestBodies(page, '/chat/web');
  await page.click('#w-switch >>> [part~="launcher"]');
  await page.waitVisible('#w-switch >>> [part~="language-select"]');
  await page.run((lang: string) => {
    const select = document
      .getElementById('w-switch')!
      .shadowRoot!.querySelector<HTMLSelectElement>('[part~="language-select"]')!;
    select.value = lang;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, 'en');
  await page.until(
    'the English placeholder',
    5000,
    (text: string) => {
      const input = document
        .getElementById('w-switch')!
        .shadowRoot!.querySelector('[part~="message-input"]');
      return input?.getAttribute('placeholder') === text;
    },
    en.sheet.chatPlaceholder,
  );
  const changes = (await page.events('voice-language-change')).map((e) => e.detail);
  expect(changes).toEqual([{ lang: 'en', previous: 'es' }]);
  await page.fill('#w-switch >>> [part~="message-input"]', 'My name is John');
  await page.click('#w-switch >>> [part~="message-send"]');
  await expect
    .poll(async () => (await requestBodies(page)).length, { timeout: 10_000 })
    .toBeGreaterThan(0);
  const [body] = await requestBodies(page);
  expect(body).toMatchObject({
    assistantOverrides: { variableValues: { language: 'en' } },
  });
  // The local assistant answers in English from this turn on ("Nice to meet you, John. …").
  await page.until(
    'the English reply',
    15_000,
    (text: string) => {
      const lines = document
        .getElementById('w-switch')!
        .shadowRoot!.querySelectorAll('[part~="live-line-assistant"]:not([part~="greeting"])');
      const last = lines[lines.length - 1]?.textContent ?? '';
      return last.includes(text) ? last : undefined;
    },
    `${DIALOGUE_LINES.en.askPhone.text.split('{name}')[0]!}John`,
  );
}

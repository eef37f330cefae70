/**
 * The widget starts the conversation (docs/elements/voice-widget.md "Teaser", "Starter
 * suggestions", "Quick replies"), on a partner page of another origin made of the embed
 * configurator's snippet with a teaser (`teaser-delay` 0), suggestions and an avatar, chatting
 * with the local assistant, nothing mocked:
 *
 * - es: the bubble (part `teaser`) shows by its `load` trigger (`voice-teaser-show`), axe finds
 *   nothing; a click on it opens the sheet, the bubble goes (`voice-teaser-dismiss` `open`) and
 *   nothing covers the sheet where it was; the chips (part `suggestion`) show, axe finds nothing;
 *   the chat reaches the read-back, whose quick replies (part `quick-reply`) are 'Sí' and 'No',
 *   axe finds nothing; a click on 'Sí' is the visitor's turn, the replies go and the lead is
 *   captured, as after a typed 'Sí'.
 * - he (a new tab's storage): the bubble mirrors (the launcher at the left, the close button at
 *   the bubble's left), its close button (part `teaser-close`) dismisses it
 *   (`voice-teaser-dismiss` `close`); the read-back offers 'כן' and 'לא', and 'לא' starts again
 *   from the name.
 */
import { expect } from 'vitest';

// @ts-expect-error plain ES module of the demo site (no typings)
import { embedSnippet, normalizeChoices } from '../../../demo-host/embed-snippet.js';
import { type PartnerOrigin, startPartnerOrigin } from '../../support/partner-origin.ts';
import type { EnginePage } from '../page.ts';
import { replies, untilReplies } from './chat-replies.ts';
import { axeOnPage } from './no-script.ts';

const W = 'voice-widget >>> ';

/** Per language: the page's teaser and chips, the turns up to the read-back, its replies. */
const CASES = {
  es: {
    teaser: '¡Hola! ¿Quieres reservar una revisión?',
    close: 'Cerrar',
    suggestions: ['¿Cuánto cuesta una revisión?', 'Quiero reservar una cita'],
    turns: ['Me llamo Ana', '612 345 678', 'Necesito un número virtual'],
    replies: ['Sí', 'No'],
  },
  he: {
    teaser: 'שלום! רוצים לקבוע תור לבדיקה?',
    close: 'סגירה',
    suggestions: ['כמה עולה בדיקה?', 'אני רוצה לקבוע תור'],
    turns: ['שמי דני', '052-555-0147', 'אני צריך מספר וירטואלי'],
    replies: ['כן', 'לא'],
  },
} as const;

type Lang = keyof typeof CASES;

/** The partner origin: `/es` and `/he`, each the configurator's snippet in a plain page. */
async function partnerServer(platformUrl: string): Promise<PartnerOrigin> {
  const integrity = (await (await fetch(new URL('cdn/integrity.json', platformUrl))).json()) as {
    path: string;
    files: Record<string, string>;
  };
  const page = (lang: Lang): string => {
    const c = CASES[lang];
    const choices = normalizeChoices({
      publicKey: 'local-demo-key',
      assistantId: 'sofia',
      apiUrl: new URL('api', platformUrl).href,
      lang,
      theme: 'light',
      teaser: c.teaser,
      teaserDelay: '0',
      suggestions: c.suggestions.join('\n'),
      // Relative: the partner origin serves the platform's files under the same paths.
      avatar: 'avatar.svg',
    });
    const snippet = embedSnippet({ base: platformUrl, integrity, choices }) as string;
    const dir = lang === 'he' ? 'rtl' : 'ltr';
    return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>Partner</title><script src="${platformUrl}engine-recorder.js"></script></head><body><main><h1>Partner</h1><p>${c.teaser}</p></main>\n${snippet}\n</body></html>`;
  };
  return startPartnerOrigin(platformUrl, () => ({ '/es': page('es'), '/he': page('he') }));
}

/** The labels of the quick replies shown now. */
const quickReplies = (page: EnginePage): Promise<string[]> =>
  page.run(
    (p) => window.__engine.findAll(p).map((b) => (b as HTMLElement).innerText.trim()),
    `${W}[part~="quick-reply"]`,
  );

/**
 * axe's violations once the widget's finite animations are over: it would read the contrast of a
 * bubble or a sheet still fading in.
 */
async function axeSettled(page: EnginePage): Promise<string[]> {
  await page.run(async () => {
    const root = document.querySelector('voice-widget')!.shadowRoot!;
    const finite = root
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  return axeOnPage(page);
}

/** Waits for the assistant's first chat message after the visitor's `text`; returns its text. */
const replyTo = (page: EnginePage, text: string): Promise<string> =>
  page.until(
    `the reply to '${text}'`,
    30_000,
    (t) => {
      const chat = window.__engine.events
        .filter((e) => e.type === 'voice-chat-message')
        .map((e) => e.detail as { role: string; text: string });
      const mine = chat.findLastIndex((d) => d.role === 'user' && d.text === t);
      return mine < 0 ? null : chat.slice(mine + 1).find((d) => d.role === 'assistant')?.text;
    },
    text,
  );

/** The teaser shown by its `load` trigger in `lang`, its text and close label; returns its box. */
async function teaserShown(
  page: EnginePage,
  lang: Lang,
): Promise<{ x: number; y: number; width: number; height: number }> {
  await page.waitVisible(`${W}[part~="teaser"]`);
  const shown = await page.until('voice-teaser-show', 5000, () =>
    window.__engine.events.find((e) => e.type === 'voice-teaser-show'),
  );
  expect(shown.detail).toEqual({ text: CASES[lang].teaser, trigger: 'load' });
  expect(await page.text(`${W}[part~="teaser"]`)).toContain(CASES[lang].teaser);
  expect(await page.attribute(`${W}[part~="teaser-close"]`, 'aria-label')).toBe(CASES[lang].close);
  return page.box(`${W}[part~="teaser"]`);
}

/**
 * Types the turns up to the read-back and returns the quick replies then shown. The page has no
 * `show_solution` handler: the widget answers 'could not show' and the assistant says so in one
 * more line, offering the replies again; the visitor clicks once that line is in.
 */
async function toReadBack(page: EnginePage, lang: Lang): Promise<string[]> {
  let count = (await replies(page)).length;
  for (const turn of CASES[lang].turns) {
    await page.fill(`${W}[part~="message-input"]`, turn);
    await page.press('Enter');
    await untilReplies(page, ++count, 30_000);
  }
  await untilReplies(page, count + 1, 30_000);
  return page.until(
    'the quick replies',
    10_000,
    (p) => {
      const labels = window.__engine.findAll(p).map((b) => (b as HTMLElement).innerText.trim());
      return labels.length > 0 ? labels : null;
    },
    `${W}[part~="quick-reply"]`,
  );
}

/** Waits until no quick reply shows (answered: they go). */
const repliesGone = (page: EnginePage): Promise<unknown> =>
  page.until(
    'the quick replies to go',
    5000,
    (p) => window.__engine.findAll(p).length === 0,
    `${W}[part~="quick-reply"]`,
  );

/** Clicks the quick reply labelled `label`. */
async function clickReply(page: EnginePage, label: string): Promise<void> {
  const index = (await quickReplies(page)).indexOf(label);
  expect(index, `a quick reply '${label}'`).toBeGreaterThanOrEqual(0);
  await page.click(`${W}[part~="quick-reply"]:nth-of-type(${index + 1})`);
}

/** The es half; see the module comment. */
async function spanish(page: EnginePage, url: string): Promise<void> {
  await page.goto(url);
  const bubble = await teaserShown(page, 'es');
  const close = await page.box(`${W}[part~="teaser-close"]`);
  expect(close.x + close.width / 2, 'the close button at the end').toBeGreaterThan(
    bubble.x + bubble.width / 2,
  );
  expect(await axeSettled(page), 'axe with the teaser shown').toEqual([]);

  // A click on the bubble (its middle is its text: the close button is in a corner) opens the sheet.
  await page.click(`${W}[part~="teaser"]`);
  await page.waitVisible(`${W}[part~="sheet"]`);
  expect(await page.visible(`${W}[part~="teaser"]`)).toBe(false);
  expect((await page.events('voice-teaser-dismiss')).map((e) => e.detail)).toEqual([
    { reason: 'open' },
  ]);
  // Where the bubble was, inside the sheet (clear of its rounded corners), a click reaches the sheet.
  const where = await page.run(
    (b, sheetPath) => {
      const sheet = window.__engine.find(sheetPath)!;
      const s = sheet.getBoundingClientRect();
      const inside = (x: number, y: number) =>
        x > s.left + 16 && x < s.right - 16 && y > s.top + 16 && y < s.bottom - 16;
      const points = [
        [b.x + 2, b.y + 2],
        [b.x + b.width / 2, b.y + b.height / 2],
        [b.x + b.width - 2, b.y + b.height - 2],
      ].filter(([x, y]) => inside(x!, y!));
      const covered = points.filter(([x, y]) => {
        let hit = document.elementFromPoint(x!, y!);
        while (hit?.shadowRoot) {
          const inner = hit.shadowRoot.elementFromPoint(x!, y!);
          if (!inner || inner === hit) break;
          hit = inner;
        }
        return !hit || !sheet.contains(hit);
      });
      return { checked: points.length, covered };
    },
    bubble,
    `${W}[part~="sheet"]`,
  );
  expect(where.checked, 'the sheet spans where the bubble was').toBeGreaterThan(0);
  expect(where.covered, 'points of the sheet where the bubble was, covered').toEqual([]);

  // The chips of the empty conversation.
  await page.waitVisible(`${W}[part~="suggestion"]`);
  expect(
    await page.run(
      (p) => window.__engine.findAll(p).map((b) => (b as HTMLElement).innerText.trim()),
      `${W}[part~="suggestion"]`,
    ),
  ).toEqual(CASES.es.suggestions);
  expect(await axeSettled(page), 'axe with the chips shown').toEqual([]);

  // The read-back offers 'Sí' and 'No'; 'Sí' clicked is the visitor's turn, as if typed.
  expect(await toReadBack(page, 'es')).toEqual(CASES.es.replies);
  expect(await page.visible(`${W}[part~="suggestion"]`)).toBe(false);
  expect(await axeSettled(page), 'axe with the quick replies shown').toEqual([]);
  await clickReply(page, 'Sí');
  await replyTo(page, 'Sí');
  const mine = (await page.events('voice-chat-message'))
    .map((e) => e.detail as { role: string; text: string })
    .filter((d) => d.role === 'user')
    .map((d) => d.text);
  expect(mine).toEqual([...CASES.es.turns, 'Sí']);
  await repliesGone(page);
  const lead = await page.until('capture_lead', 10_000, () =>
    window.__engine.events.find(
      (e) => e.type === 'voice-tool-call' && (e.detail as { name: string }).name === 'capture_lead',
    ),
  );
  expect((lead.detail as { arguments: unknown }).arguments).toMatchObject({
    name: 'Ana',
    phone: '+34612345678',
  });
}

/** The he half; see the module comment. */
async function hebrew(page: EnginePage, url: string): Promise<void> {
  // A new tab's storage: the es half's dismissal is kept for the tab.
  await page.run(() => sessionStorage.clear());
  await page.goto(url);
  const bubble = await teaserShown(page, 'he');
  // Mirrored: the launcher at the left (the end of a right-to-left line), the close button at the bubble's left.
  const launcher = await page.box(`${W}[part~="launcher"]`);
  expect(launcher.x + launcher.width / 2).toBeLessThan(
    (await page.run(() => window.innerWidth)) / 2,
  );
  const close = await page.box(`${W}[part~="teaser-close"]`);
  expect(close.x + close.width / 2).toBeLessThan(bubble.x + bubble.width / 2);

  await page.click(`${W}[part~="teaser-close"]`);
  await page.until('voice-teaser-dismiss', 5000, () =>
    window.__engine.events.some((e) => e.type === 'voice-teaser-dismiss'),
  );
  expect((await page.events('voice-teaser-dismiss')).map((e) => e.detail)).toEqual([
    { reason: 'close' },
  ]);
  expect(await page.visible(`${W}[part~="teaser"]`)).toBe(false);
  expect(await page.events('voice-widget-toggle')).toEqual([]); // closing it opens nothing

  await page.click(`${W}[part~="launcher"]`);
  await page.waitVisible(`${W}[part~="message-input"]`);
  expect(await toReadBack(page, 'he')).toEqual(CASES.he.replies);
  await clickReply(page, 'לא');
  expect(await replyTo(page, 'לא')).toBe('בסדר, נתחיל מחדש. מה שמך?');
  await repliesGone(page);
}

/** The whole flow; see the module comment. */
export async function startersFlow(page: EnginePage, platformUrl: string): Promise<void> {
  const partner = await partnerServer(platformUrl);
  try {
    await spanish(page, `${partner.url}es`);
    await hebrew(page, `${partner.url}he`);
    expect(await page.events('voice-error')).toEqual([]);
  } finally {
    await partner.close();
  }
}

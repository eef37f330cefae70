/**
 * The contact section (docs/behaviour.md §2 items 8–9, §3 "Contact form", §5, §7 "Contact
 * form submit" and "Messaging button") driven like a visitor would.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { type Tab, useHarness } from '../support/harness.ts';

const h = useHarness();

const HOSTILE_NAME = 'x&bcc=evil@example.com';
const EMAIL = 'ana@example.com';
const MESSAGE = 'Quiero una demo? #urgente & gracias';

async function formValues(tab: Tab) {
  return tab.inDemo('form.contact-form').evaluate((form: HTMLFormElement) => ({
    name: (form.elements.namedItem('name') as HTMLInputElement).value,
    email: (form.elements.namedItem('email') as HTMLInputElement).value,
    message: (form.elements.namedItem('message') as HTMLTextAreaElement).value,
  }));
}

async function fillForm(tab: Tab, name: string, email: string, message: string): Promise<void> {
  const form = tab.inDemo('form.contact-form');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="email"]').fill(email);
  await form.locator('textarea[name="message"]').fill(message);
}

/** Lets the page run one animation frame (events of a click are synchronous; React commits in a microtask). */
function nextFrame(tab: Tab): Promise<void> {
  return tab.page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
}

/** Checks a contact mailto URL: one recipient, the Spanish subject and three labelled body lines. */
function expectMailto(href: string, name: string, email: string, message: string): void {
  expect(href.startsWith('mailto:contacto@telenova.example?subject=')).toBe(true);
  expect(href).not.toContain('&bcc=');
  expect(href).not.toContain('#');
  const url = new URL(href);
  expect(url.protocol).toBe('mailto:');
  expect(url.pathname).toBe('contacto@telenova.example');
  expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
  // Decode by hand too (URLSearchParams would turn '+' into spaces).
  const raw = Object.fromEntries(
    url.search
      .slice(1)
      .split('&')
      .map((kv) => kv.split('=') as [string, string]),
  );
  expect(decodeURIComponent(raw['subject']!)).toBe('Mensaje desde el sitio web');
  expect(decodeURIComponent(raw['body']!).split('\r\n')).toEqual([
    `Nombre: ${name}`,
    `Correo electrónico: ${email}`,
    `Mensaje: ${message}`,
  ]);
}

describe('contact form', () => {
  it('requires every field: an empty or partial submit sends nothing', async () => {
    const tab = await h.open();
    const form = tab.inDemo('form.contact-form');
    const submit = form.locator('button[type="submit"]');
    expect(await submit.textContent()).toBe('Enviar mensaje');
    for (const field of ['input[name="name"]', 'input[name="email"]', 'textarea[name="message"]']) {
      expect(await form.locator(field).evaluate((el: HTMLInputElement) => el.required)).toBe(true);
    }
    expect(await form.locator('input[name="email"]').getAttribute('type')).toBe('email');
    expect(await form.locator('textarea[name="message"]').getAttribute('rows')).toBe('4');

    await submit.click();
    await nextFrame(tab);
    expect(await tab.events('voice-contact-submit')).toEqual([]);
    expect(
      await form
        .locator('input[name="name"]')
        .evaluate((el: HTMLInputElement) => el.matches(':invalid')),
    ).toBe(true);

    // A malformed e-mail address is refused too.
    await fillForm(tab, 'Ana', 'not-an-email', 'Hola');
    await submit.click();
    await nextFrame(tab);
    expect(await tab.events('voice-contact-submit')).toEqual([]);
    expect(await tab.inDemo('.toast').count()).toBe(0);
    expect(await formValues(tab)).toEqual({ name: 'Ana', email: 'not-an-email', message: 'Hola' });
  });

  it('fires a cancelable voice-contact-submit with a safe mailto link, shows the toast and clears the form', async () => {
    const tab = await h.open();
    const mailtoRequests: string[] = [];
    tab.page.on('request', (r: Request) => {
      if (r.url().startsWith('mailto:')) mailtoRequests.push(r.url());
    });
    // The host sends the message itself: cancel the widget's default (opening the mail client).
    await tab.page.evaluate(() =>
      document.addEventListener('voice-contact-submit', (e) => e.preventDefault()),
    );
    const before = tab.page.url();

    await fillForm(tab, HOSTILE_NAME, EMAIL, MESSAGE);
    await tab.inDemo('form.contact-form button[type="submit"]').click();

    await expect.poll(async () => (await tab.events('voice-contact-submit')).length).toBe(1);
    const [event] = await tab.events('voice-contact-submit');
    expect(event!.cancelable).toBe(true);
    expect(event!.target).toBe('voice-demo');
    const detail = event!.detail as { name: string; email: string; message: string; href: string };
    expect(detail).toMatchObject({ name: HOSTILE_NAME, email: EMAIL, message: MESSAGE });
    expectMailto(detail.href, HOSTILE_NAME, EMAIL, MESSAGE);

    const toast = tab.inDemo('.toast').filter({ hasText: 'Mensaje enviado' });
    await expect.poll(() => toast.count()).toBe(1);
    expect(await toast.locator('.toast-title').textContent()).toBe('Mensaje enviado');
    expect(await toast.locator('.toast-description').textContent()).toBe(
      'Tu mensaje se ha enviado correctamente',
    );
    await expect.poll(() => formValues(tab)).toEqual({ name: '', email: '', message: '' });

    await nextFrame(tab);
    expect(mailtoRequests).toEqual([]);
    expect(tab.page.url()).toBe(before);
    expect(tab.console.filter((m) => m.text.includes('mailto:'))).toEqual([]);
  });

  it('opens the mail client when nobody cancels: Chromium hands the mailto URL to an external handler and stays on the page', async () => {
    const tab = await h.open();
    const before = tab.page.url();
    const mailto = tab.page.waitForRequest((r) => r.url().startsWith('mailto:'));
    const navigations: string[] = [];
    tab.page.on('framenavigated', (f) => navigations.push(f.url()));

    await fillForm(tab, 'Ana López', EMAIL, 'Hola');
    await tab.inDemo('form.contact-form button[type="submit"]').click();

    const request = await mailto;
    expectMailto(request.url(), 'Ana López', EMAIL, 'Hola');
    const [event] = await tab.events('voice-contact-submit');
    expect((event!.detail as { href: string }).href).toBe(request.url());
    // The mailto URL went to the browser's external-protocol handling (the request above). Whether
    // Chromium then logs 'Launched external handler' depends on the machine: with xdg-utils
    // installed (firefox-esr, which the engine suite needs, pulls it in) it hands the URL to
    // xdg-open without that log, so the test checks the request, not the log.

    // The page itself did not navigate away: same URL, widget still there, toast shown, form cleared.
    expect(tab.page.url()).toBe(before);
    expect(navigations).toEqual([]);
    await expect
      .poll(() => tab.inDemo('.toast').filter({ hasText: 'Mensaje enviado' }).count())
      .toBe(1);
    await expect.poll(() => formValues(tab)).toEqual({ name: '', email: '', message: '' });
    expect(await tab.inDemo('h1.main-title').textContent()).toContain('Sofía');
  });

  it("'Ir al formulario' moves focus to the name field", async () => {
    const tab = await h.open();
    await tab.inDemo('.contact-card button').filter({ hasText: 'Ir al formulario' }).click();
    await expect.poll(() => tab.deepActiveElement()).toBe('voice-demo > input');
    expect(
      await tab.page.evaluate(() =>
        document.querySelector('voice-demo')!.shadowRoot!.activeElement?.getAttribute('name'),
      ),
    ).toBe('name');
    // …and the form is scrolled into view.
    await tab.page.waitForFunction(() => {
      const r = document
        .querySelector('voice-demo')!
        .shadowRoot!.querySelector('form.contact-form')!
        .getBoundingClientRect();
      return r.top >= 0 && r.top < innerHeight;
    });
  });
});

describe('messaging button', () => {
  for (const [lang, greeting, toastTitle, button] of [
    [
      'es',
      'Hola, me gustaría recibir más información sobre sus servicios.',
      'Abriendo WhatsApp',
      'Abrir WhatsApp',
    ],
    ['he', 'שלום, אשמח לקבל מידע נוסף על השירותים שלכם.', 'פותחים את WhatsApp', 'פתיחת WhatsApp'],
  ] as const) {
    it(`opens the WhatsApp chat in a new tab with the ${lang} greeting`, async () => {
      const tab = await h.open(lang === 'he' ? '?lang=he' : '');
      const opened = tab.context.waitForEvent('page');
      const messaging = tab.inDemo('a.button--messaging');
      expect(await messaging.textContent()).toBe(button);
      await messaging.click();

      const popup = await opened;
      await popup.waitForLoadState('domcontentloaded');
      const url = new URL(popup.url());
      expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/34612345678');
      expect([...url.searchParams.keys()]).toEqual(['text']);
      expect(url.searchParams.get('text')).toBe(greeting);
      expect(h.externalRequests).toContain(popup.url());
      // noopener: the chat tab cannot reach back into the demo page.
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      expect(tab.page.url()).toMatch(lang === 'he' ? /\?lang=he$/ : /\/$/);

      const events = await tab.events('voice-messaging-open');
      expect(events).toHaveLength(1);
      expect(events[0]!.cancelable).toBe(true);
      expect((events[0]!.detail as { href: string }).href).toBe(popup.url());

      const toast = tab.inDemo('.toast').filter({ hasText: toastTitle });
      await expect.poll(() => toast.count()).toBe(1);
      if (lang === 'es')
        expect(await toast.locator('.toast-description').textContent()).toBe(
          'Te estamos redirigiendo...',
        );
    });
  }
});

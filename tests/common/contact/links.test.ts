import { describe, expect, it } from 'vitest';

import {
  buildChatLink,
  buildMailto,
  ContactConfigError,
} from '../../../src/common/contact/links.ts';
import { DICTIONARIES } from '../../../src/common/demo/dictionary.ts';

const texts = (lang: 'es' | 'he') => ({
  subject: DICTIONARIES[lang].mailSubject,
  nameLabel: DICTIONARIES[lang].formName,
  emailLabel: DICTIONARIES[lang].formEmail,
  messageLabel: DICTIONARIES[lang].formMessage,
});

/** Parses a mailto: URL the way a mail client does. */
function parseMailto(href: string) {
  const url = new URL(href);
  expect(url.protocol).toBe('mailto:');
  return { to: url.pathname, params: [...url.searchParams.entries()] };
}

describe('buildMailto (docs/behaviour.md §7 contact form submit)', () => {
  it('addresses the contact address with the per-language subject and three labelled lines', () => {
    const href = buildMailto(
      'contacto@telenova.example',
      { name: 'Ana Pérez', email: 'ana@example.com', message: 'Hola' },
      texts('es'),
    );
    const { to, params } = parseMailto(href);
    expect(to).toBe('contacto@telenova.example');
    expect(params).toEqual([
      ['subject', 'Mensaje desde el sitio web'],
      ['body', 'Nombre: Ana Pérez\r\nCorreo electrónico: ana@example.com\r\nMensaje: Hola'],
    ]);
  });

  it('uses the Hebrew subject and labels in Hebrew', () => {
    const { params } = parseMailto(
      buildMailto('a@b.co', { name: 'דנה', email: 'd@e.co', message: 'שלום' }, texts('he')),
    );
    expect(params[0]).toEqual(['subject', 'הודעה מהאתר']);
    expect(params[1]![1]).toBe('שם: דנה\r\nדואר אלקטרוני: d@e.co\r\nהודעה: שלום');
  });

  it('keeps hostile field values inside the body: no added headers, recipients or fragments', () => {
    const hostile = {
      name: 'x&bcc=evil@example.com&subject=pwned',
      email: 'a@b.co?cc=evil@example.com',
      message: 'line1\r\nBcc: evil@example.com\n#frag %0A%0D 100%',
    };
    const href = buildMailto('contacto@telenova.example', hostile, texts('es'));
    expect(href).not.toMatch(/[\r\n#]/);
    const { to, params } = parseMailto(href);
    expect(to).toBe('contacto@telenova.example');
    expect(params.map(([k]) => k)).toEqual(['subject', 'body']);
    expect(params[0]![1]).toBe('Mensaje desde el sitio web');
    expect(params[1]![1]).toBe(
      `Nombre: ${hostile.name}\r\nCorreo electrónico: ${hostile.email}\r\nMensaje: ${hostile.message}`,
    );
  });

  it.each([
    '',
    'not-an-address',
    'a@b.co,evil@example.com',
    'a@b.co?cc=x@y.z',
    'a b@c.de',
    'a@b.co&bcc=x@y.z',
  ])('rejects the configured address %j with a clear error', (to) => {
    expect(() =>
      buildMailto(to, { name: 'a', email: 'b@c.de', message: 'm' }, texts('es')),
    ).toThrowError(ContactConfigError);
    try {
      buildMailto(to, { name: 'a', email: 'b@c.de', message: 'm' }, texts('es'));
    } catch (e) {
      expect((e as ContactConfigError).code).toBe('invalid-contact-email');
    }
  });
});

describe('buildChatLink (docs/behaviour.md §7 messaging button)', () => {
  it('strips separators from the phone and encodes the greeting', () => {
    const href = buildChatLink('+34 612 345 678', DICTIONARIES.es.chatGreeting);
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://wa.me/34612345678');
    expect(url.searchParams.get('text')).toBe(
      'Hola, me gustaría recibir más información sobre sus servicios.',
    );
    expect(buildChatLink('(972) 52-555.0147', 'x')).toBe('https://wa.me/972525550147?text=x');
  });

  it('carries the Hebrew greeting in Hebrew', () => {
    const url = new URL(buildChatLink('+972 52 555 0147', DICTIONARIES.he.chatGreeting));
    expect(url.searchParams.get('text')).toBe(DICTIONARIES.he.chatGreeting);
  });

  it.each(['', '123', '+1234567890123456', '+34 612 abc 678', '34612345678?text=evil'])(
    'rejects the phone %j',
    (phone) => {
      expect(() => buildChatLink(phone, 'x')).toThrowError(
        expect.objectContaining({ code: 'invalid-messaging-phone' }),
      );
    },
  );
});

/**
 * Links that the contact section opens (`docs/elements/voice-demo.md`: contact form
 * submit and messaging button). Pure functions, no DOM.
 */

import { VoiceWidgetsError } from '../../core/errors.ts';

/** The contact form's fields (`docs/elements/voice-demo.md`): all plain text. */
export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

/** Labels and subject used to build the mail, per language. */
export interface MailTexts {
  readonly subject: string;
  readonly nameLabel: string;
  readonly emailLabel: string;
  readonly messageLabel: string;
}

/**
 * Thrown when a configured address or phone number cannot form a safe link
 * (`docs/elements/voice-demo.md`). A `VoiceWidgetsError`, no `cause`.
 */
export class ContactConfigError extends VoiceWidgetsError {
  override readonly name = 'ContactConfigError';
  /** Stable string code: `invalid-contact-email` or `invalid-messaging-phone`. */
  declare readonly code: 'invalid-contact-email' | 'invalid-messaging-phone';

  /**
   * @param code which setting is wrong.
   * @param message human-readable text, English, naming the bad value.
   */
  constructor(code: ContactConfigError['code'], message: string) {
    super(code, message);
  }
}

// One addr-spec, no separators that would add recipients or headers.
const EMAIL_RE = /^[^\s@,;?&#%<>"()]+@[^\s@,;?&#%<>"()]+\.[^\s@,;?&#%<>"()]+$/;

/**
 * Builds the `mailto:` URL for a contact form submission (`docs/elements/voice-demo.md`).
 *
 * The body has three lines, `label: value`, joined with CRLF. Subject and
 * body are percent-encoded with `encodeURIComponent`, so no field can add a
 * header (`&cc=`, `&bcc=`), a new query (`?`) or a fragment (`#`): every such
 * character arrives as text inside the body.
 *
 * @param to the company's contact address; must be a single plain address.
 * @throws ContactConfigError `invalid-contact-email` when `to` is not one plain address.
 */
export function buildMailto(to: string, msg: ContactMessage, texts: MailTexts): string {
  const address = to.trim();
  if (!EMAIL_RE.test(address)) {
    throw new ContactConfigError(
      'invalid-contact-email',
      `Contact address "${to}" is not a single plain e-mail address.`,
    );
  }
  const body = [
    `${texts.nameLabel}: ${msg.name}`,
    `${texts.emailLabel}: ${msg.email}`,
    `${texts.messageLabel}: ${msg.message}`,
  ].join('\r\n');
  return `mailto:${address}?subject=${encodeURIComponent(texts.subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * Builds the messaging-app (WhatsApp) chat link with a prefilled greeting
 * (`docs/elements/voice-demo.md`): `https://wa.me/<digits>?text=<greeting>`.
 *
 * @param phone international number; spaces, dashes, dots, parentheses and a
 *   leading `+` are allowed and stripped.
 * @throws ContactConfigError `invalid-messaging-phone` when fewer than 7 or more
 *   than 15 digits remain (E.164 allows at most 15), or other characters appear.
 */
export function buildChatLink(phone: string, greeting: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(greeting)}`;
}

/** The digits of an international number (see {@link buildChatLink} for what is accepted). @throws ContactConfigError `invalid-messaging-phone`. */
function phoneDigits(phone: string): string {
  const trimmed = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) {
    throw new ContactConfigError(
      'invalid-messaging-phone',
      `Messaging phone "${phone}" has characters other than digits and separators.`,
    );
  }
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) {
    throw new ContactConfigError(
      'invalid-messaging-phone',
      `Messaging phone "${phone}" must have 7 to 15 digits.`,
    );
  }
  return digits;
}

/**
 * The `tel:` link of the messaging number (`docs/prerendering.md`: the contact
 * card's call link, which works without JavaScript): `tel:+<digits>`.
 * @throws ContactConfigError `invalid-messaging-phone`, as {@link buildChatLink}.
 */
export function buildTelLink(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

/**
 * The plain `mailto:` address link with a subject, `mailto:<address>?subject=…`:
 * the contact card's e-mail link, and the contact form's `action` without
 * JavaScript (the browser then writes the fields into the mail body itself).
 * @throws ContactConfigError `invalid-contact-email`, as {@link buildMailto}.
 */
export function buildMailtoAddress(to: string, subject: string): string {
  const address = to.trim();
  if (!EMAIL_RE.test(address)) {
    throw new ContactConfigError(
      'invalid-contact-email',
      `Contact address "${to}" is not a single plain e-mail address.`,
    );
  }
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

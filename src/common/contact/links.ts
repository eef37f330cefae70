/** Links that `<voice-demo>`'s contact section opens (`docs/elements/voice-demo.md`). */

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

/** Thrown when a configured address or phone number cannot form a safe link. */
export class ContactConfigError extends VoiceWidgetsError {
  override readonly name = 'ContactConfigError';
  /** Stable string code: `invalid-contact-email` or `invalid-messaging-phone`. */
  declare readonly code: 'invalid-contact-email' | 'invalid-messaging-phone';

  /** @param message English, naming the bad value. */
  constructor(code: ContactConfigError['code'], message: string) {
    super(code, message);
  }
}

// One addr-spec, no separators that would add recipients or headers.
const EMAIL_RE = /^[^\s@,;?&#%<>"()]+@[^\s@,;?&#%<>"()]+\.[^\s@,;?&#%<>"()]+$/;

/**
 * The `mailto:` URL of a contact form submission: `label: value` lines, percent-encoded so no
 * field can add a header (`&cc=`), a query or a fragment.
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
 * The WhatsApp chat link with a prefilled greeting: `https://wa.me/<digits>?text=<greeting>`.
 * @param phone international number; separators and a leading `+` are stripped.
 * @throws ContactConfigError `invalid-messaging-phone` unless 7 to 15 digits (E.164) remain.
 */
export function buildChatLink(phone: string, greeting: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(greeting)}`;
}

/** The digits of an international number, as {@link buildChatLink} accepts it. */
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
 * The contact card's `tel:+<digits>` link (works without JavaScript).
 * @throws ContactConfigError `invalid-messaging-phone`, as {@link buildChatLink}.
 */
export function buildTelLink(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

/**
 * `mailto:<address>?subject=…`: the contact card's link and the form's no-JavaScript `action`.
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

/**
 * The demo page's contact part (docs/behaviour.md §2 items 8–9): the contact cards and the
 * contact form. The links work without JavaScript too (prerendered page): a WhatsApp link,
 * mailto:, tel:. With JavaScript a press dispatches `voice-messaging-open` or
 * `voice-contact-submit` from the element (cancelable: the page may handle it) and shows a toast.
 */
import { useRef } from 'react';
import {
  buildChatLink,
  buildMailto,
  buildMailtoAddress,
  buildTelLink,
  type ContactMessage,
} from '../common/contact/links.ts';
import { dispatchVoiceEvent } from '../common/events.ts';
import { scrollBehavior } from '../common/hooks.ts';
import type { Dictionary } from '../common/demo/dictionary.ts';
import { ContactForm } from './ContactForm.tsx';
import { ContactCards, type ContactLinks } from './Sections.tsx';
import type { ToastStore } from './toasts.ts';

export interface ContactSectionProps {
  readonly dict: Dictionary;
  /** The `<voice-demo>` element: the events come from it. */
  readonly host: HTMLElement;
  readonly toasts: ToastStore;
  readonly contactEmail: string;
  readonly messagingPhone: string;
}

/** A contact link, or undefined when its attribute cannot form one (a press then logs why: `openMessaging`, `submitContact`). */
function contactLink(build: () => string): string | undefined {
  try {
    return build();
  } catch {
    return undefined;
  }
}

/** See the module comment. */
export function ContactSection({
  dict,
  host,
  toasts,
  contactEmail,
  messagingPhone,
}: ContactSectionProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const links: ContactLinks = {
    chat: contactLink(() => buildChatLink(messagingPhone, dict.chatGreeting)),
    tel: contactLink(() => buildTelLink(messagingPhone)),
    phone: messagingPhone,
    mail: contactLink(() => buildMailtoAddress(contactEmail, dict.mailSubject)),
    email: contactEmail,
  };

  const openMessaging = () => {
    let href: string;
    try {
      href = buildChatLink(messagingPhone, dict.chatGreeting);
    } catch (err) {
      console.error('[voice-widgets] messaging-phone:', err);
      return;
    }
    if (dispatchVoiceEvent(host, 'voice-messaging-open', { href }))
      window.open(href, '_blank', 'noopener,noreferrer');
    toasts.show(dict.toastMessaging);
  };

  const submitContact = (msg: ContactMessage): boolean => {
    let href: string;
    try {
      href = buildMailto(contactEmail, msg, {
        subject: dict.mailSubject,
        nameLabel: dict.formName,
        emailLabel: dict.formEmail,
        messageLabel: dict.formMessage,
      });
    } catch (err) {
      console.error('[voice-widgets] contact-email:', err);
      return false;
    }
    if (dispatchVoiceEvent(host, 'voice-contact-submit', { ...msg, href }))
      window.location.href = href;
    toasts.show(dict.toastContact);
    return true;
  };

  const goToForm = () => {
    const form = formRef.current;
    form?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    form?.querySelector('input')?.focus({ preventScroll: true });
  };

  return (
    <>
      <ContactCards dict={dict} links={links} onMessaging={openMessaging} onForm={goToForm} />
      <ContactForm dict={dict} formRef={formRef} action={links.mail} onSubmit={submitContact} />
    </>
  );
}

/**
 * The contact form (docs/behaviour.md §2 item 9, §3 "Contact form", §5): name, email
 * (type email) and message (4 rows), all required, checked by the browser's
 * own constraint validation. A valid submit calls `onSubmit` and clears the
 * form (unless `onSubmit` reports a failure: then nothing is lost); no HTTP
 * call is made (docs/behaviour.md §7).
 */
import { useState, type FormEvent, type Ref } from 'react';
import type { ContactMessage } from '../common/contact/links.ts';
import type { Dictionary } from '../common/demo/dictionary.ts';

export interface ContactFormProps {
  readonly dict: Dictionary;
  readonly formRef: Ref<HTMLFormElement>;
  /** The form's `action` where JavaScript is off: the contact address's `mailto:` link; the browser writes the fields into the mail (docs/prerendering.md). */
  readonly action: string | undefined;
  /** Handles a valid submission; returns false when it could not be sent (the form then keeps its values). */
  readonly onSubmit: (msg: ContactMessage) => boolean;
}

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

export function ContactForm({ dict, formRef, action, onSubmit }: ContactFormProps) {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const set = (key: keyof ContactMessage) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!e.currentTarget.checkValidity()) return;
    if (onSubmit(values)) setValues(EMPTY);
  };
  return (
    <section className="card form-card" part="form" aria-labelledby="form-title">
      <h2 id="form-title" className="section-title">
        {dict.formTitle}
      </h2>
      <form
        className="contact-form"
        ref={formRef}
        onSubmit={submit}
        action={action}
        method="post"
        encType="text/plain"
      >
        <label className="field">
          <span className="field-label">{dict.formName}</span>
          <input
            name="name"
            type="text"
            autoComplete="name"
            required
            value={values.name}
            onChange={set('name')}
          />
        </label>
        <label className="field">
          <span className="field-label">{dict.formEmail}</span>
          <input
            name="email"
            type="email"
            autoComplete="email"
            dir="ltr"
            required
            value={values.email}
            onChange={set('email')}
          />
        </label>
        <label className="field">
          <span className="field-label">{dict.formMessage}</span>
          <textarea
            name="message"
            rows={4}
            required
            value={values.message}
            onChange={set('message')}
          />
        </label>
        <button type="submit" className="button button--primary" part="submit">
          {dict.formSubmit}
        </button>
      </form>
    </section>
  );
}

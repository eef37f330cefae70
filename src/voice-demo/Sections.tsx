/**
 * The static sections of the demo page (docs/behaviour.md §2 items 5–8 and "After playback
 * ends"): call results, call summary, the speak-with-the-assistant card, the
 * advantages and the contact cards.
 */
import type { ReactNode, Ref } from 'react';
import type { Dictionary } from '../common/demo/dictionary.ts';

/** Call-results card (docs/behaviour.md §2 item 5, §3 "Call result"). */
export function CallResult({ dict }: { readonly dict: Dictionary }) {
  const keys = ['date', 'time', 'phone', 'status', 'followUp', 'notes'] as const;
  return (
    <section className="card results" part="results" aria-labelledby="results-title">
      <h2 id="results-title" className="section-title">
        {dict.resultsTitle}
      </h2>
      <dl className="results-grid">
        {keys.map((k) => (
          <div key={k} className={`result result--${k}`}>
            <dt>{dict.resultLabels[k]}</dt>
            <dd dir={k === 'phone' || k === 'date' || k === 'time' ? 'ltr' : undefined}>
              {dict.result[k]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export interface SummaryProps {
  readonly dict: Dictionary;
  readonly pulse?: boolean;
  readonly sectionRef?: Ref<HTMLElement>;
  /** The 'try again' button's action; without it (the page without JavaScript) there is no button. */
  readonly onTryAgain?: () => void;
}

/** Call summary shown after the countdown (docs/behaviour.md §2 "After playback ends"), and at once where JavaScript is off. */
export function Summary({ dict, pulse = false, sectionRef, onTryAgain }: SummaryProps) {
  return (
    <section
      className={`card summary${pulse ? ' summary--pulse' : ''}`}
      part="summary"
      ref={sectionRef}
      aria-labelledby="summary-title"
      tabIndex={onTryAgain ? -1 : undefined}
    >
      <h2 id="summary-title" className="section-title">
        {dict.summaryTitle}
      </h2>
      <p className="result-badge">{dict.summaryBadge}</p>
      <p>{dict.summaryText}</p>
      <h3 className="subsection-title">{dict.nextStepsTitle}</h3>
      <ol className="next-steps">
        {dict.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {onTryAgain && (
        <button type="button" className="button button--primary" onClick={onTryAgain}>
          {dict.tryAgain}
        </button>
      )}
    </section>
  );
}

/** The speak-with-the-assistant card (docs/behaviour.md §2 item 6). `children` is the live voice button. */
export function AssistantCard({
  title,
  text,
  children,
}: {
  readonly title: string;
  readonly text: string;
  readonly children?: ReactNode;
}) {
  return (
    <section className="card assistant-card" part="assistant" aria-labelledby="assistant-title">
      <h2 id="assistant-title" className="section-title">
        {title}
      </h2>
      <p>{text}</p>
      {children}
    </section>
  );
}

/** The four advantages (docs/behaviour.md §2 item 7). */
export function Advantages({ dict }: { readonly dict: Dictionary }) {
  return (
    <section className="advantages" part="advantages" aria-labelledby="advantages-title">
      <h2 id="advantages-title" className="section-title">
        {dict.advantagesTitle}
      </h2>
      <ul className="advantage-list">
        {dict.advantages.map((a) => (
          <li key={a.title} className="card advantage" part="advantage">
            {/* Shown only on the card `showAdvantage` highlights (aria-current), as text, not colour alone. */}
            <span className="advantage-badge">{dict.advantageShown}</span>
            <h3 className="subsection-title">{a.title}</h3>
            <p>{a.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The contact section's links; a link is undefined when its attribute cannot form one. */
export interface ContactLinks {
  /** The WhatsApp chat link (`https://wa.me/…`). */
  readonly chat: string | undefined;
  /** `tel:+…` of the messaging number, and the number as written. */
  readonly tel: string | undefined;
  readonly phone: string;
  /** `mailto:…?subject=…` of the contact address, and the address. */
  readonly mail: string | undefined;
  readonly email: string;
}

export interface ContactCardsProps {
  readonly dict: Dictionary;
  readonly links: ContactLinks;
  readonly onMessaging: () => void;
  readonly onForm: () => void;
}

/**
 * The contact section's two cards (docs/behaviour.md §2 item 8): messaging app and form,
 * with the number (`tel:`) and the address (`mailto:`) as links. Every link
 * works without JavaScript (docs/prerendering.md); with it, the WhatsApp link
 * goes through the cancelable `voice-messaging-open`.
 */
export function ContactCards({ dict, links, onMessaging, onForm }: ContactCardsProps) {
  return (
    <section className="contact" part="contact" aria-labelledby="contact-title">
      <h2 id="contact-title" className="section-title">
        {dict.contactTitle}
      </h2>
      <div className="contact-cards">
        <div className="card contact-card">
          <h3 className="subsection-title">{dict.messagingCard.title}</h3>
          <p>{dict.messagingCard.text}</p>
          {links.tel && (
            <p className="contact-line">
              {dict.messagingCard.phoneLabel}:{' '}
              <a href={links.tel} dir="ltr">
                {links.phone}
              </a>
            </p>
          )}
          <a
            href={links.chat}
            target="_blank"
            rel="noopener noreferrer"
            className="button button--messaging"
            part="messaging-button"
            onClick={(event) => {
              event.preventDefault();
              onMessaging();
            }}
          >
            {dict.messagingCard.button}
          </a>
        </div>
        <div className="card contact-card">
          <h3 className="subsection-title">{dict.formCard.title}</h3>
          <p>{dict.formCard.text}</p>
          {links.mail && (
            <p className="contact-line">
              {dict.formCard.emailLabel}:{' '}
              <a href={links.mail} dir="ltr">
                {links.email}
              </a>
            </p>
          )}
          {/* Scrolls and focuses the form: JavaScript only (hidden without it, where the form is just below). */}
          <button type="button" className="button button--secondary needs-script" onClick={onForm}>
            {dict.formCard.button}
          </button>
        </div>
      </div>
    </section>
  );
}

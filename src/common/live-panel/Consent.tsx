/** The `consent` dialog (`require-consent`): focus moves into it; Escape declines. */
import { useEffect, useRef } from 'react';

export interface ConsentProps {
  readonly title: string;
  readonly text: string;
  readonly acceptLabel: string;
  readonly declineLabel: string;
  readonly onAccept: () => void;
  readonly onDecline: () => void;
}

export function Consent({
  title,
  text,
  acceptLabel,
  declineLabel,
  onAccept,
  onDecline,
}: ConsentProps) {
  const acceptRef = useRef<HTMLButtonElement>(null);
  useEffect(() => acceptRef.current?.focus(), []);
  return (
    <div
      className="live-consent"
      part="consent"
      role="alertdialog"
      aria-modal="false"
      aria-labelledby="live-consent-title"
      aria-describedby="live-consent-text"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onDecline();
        }
      }}
    >
      <h3 id="live-consent-title" className="live-consent-title">
        {title}
      </h3>
      <p id="live-consent-text">{text}</p>
      <div className="live-actions">
        <button
          ref={acceptRef}
          type="button"
          className="live-primary"
          part="consent-accept"
          onClick={onAccept}
        >
          {acceptLabel}
        </button>
        <button type="button" className="live-secondary" part="consent-decline" onClick={onDecline}>
          {declineLabel}
        </button>
      </div>
    </div>
  );
}

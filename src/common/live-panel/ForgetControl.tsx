/**
 * The 'Forget this conversation' button and its confirmation (docs/elements/voice-widget.md
 * "Stored data and forgetting"); what forgetting does is `onForget`'s.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../icons/CallIcons.tsx';
import type { PrivacyStrings } from './strings.ts';

export interface ForgetControlProps {
  readonly strings: PrivacyStrings;
  /** Forgets (after the visitor confirmed). */
  readonly onForget: () => void;
  /** An icon-only button (the sheet's header) instead of a labelled one (the panel). */
  readonly compact?: boolean;
  readonly disabled?: boolean;
}

/** The `forget` button, asking first. */
export function ForgetControl({
  strings: t,
  onForget,
  compact = false,
  disabled = false,
}: ForgetControlProps) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const forgetRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) forgetRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  return (
    <>
      <button
        ref={forgetRef}
        type="button"
        className={compact ? 'vw-icon-button' : 'live-secondary'}
        part="forget"
        aria-label={compact ? t.forget : undefined}
        title={t.forget}
        aria-expanded={asking}
        disabled={disabled}
        onClick={() => {
          setDone(false);
          setAsking(true);
        }}
      >
        <Icon name="trash" />
        {!compact && <span>{t.forget}</span>}
      </button>
      <span className="visually-hidden" role="status">
        {done ? t.forgotten : ''}
      </span>
      {asking && (
        <div
          className="live-consent live-forget"
          role="alertdialog"
          aria-modal="false"
          aria-labelledby={`${id}-q`}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              setAsking(false);
            }
          }}
        >
          <p id={`${id}-q`}>{t.forgetQuestion}</p>
          <div className="live-actions">
            <button
              ref={confirmRef}
              type="button"
              className="live-primary"
              part="forget-confirm"
              onClick={() => {
                setAsking(false);
                setDone(true);
                onForget();
              }}
            >
              {t.forgetConfirm}
            </button>
            <button
              type="button"
              className="live-secondary"
              part="forget-cancel"
              onClick={() => setAsking(false)}
            >
              {t.forgetCancel}
            </button>
          </div>
        </div>
      )}
    </>
  );
}

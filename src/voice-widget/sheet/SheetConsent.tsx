/**
 * The sheet's consent dialog (`require-consent`), before a call or a first chat message: its text
 * and accept label say which one waits.
 */
import { Consent } from '../../common/live-panel/Consent.tsx';
import type { Lang } from '../../core/lang.ts';
import type { Pending } from './sheet-actions.ts';
import { useTexts } from '../../common/i18n/texts-context.ts';

export interface SheetConsentProps {
  /** What waits for the answer. */
  readonly pending: Pending;
  readonly lang: Lang;
  /** `consent-text`, overriding the language's default. */
  readonly consentText: string | undefined;
  readonly onAccept: (pending: Pending) => void;
  readonly onDecline: () => void;
}

/** See the module comment. */
export function SheetConsent({ pending, consentText, onAccept, onDecline }: SheetConsentProps) {
  const { texts } = useTexts();
  const t = texts.sheet;
  const p = texts.panel;
  return (
    <Consent
      title={p.consentTitle}
      text={consentText ?? (pending.kind === 'call' ? p.consentText : t.consentChat)}
      acceptLabel={pending.kind === 'call' ? p.accept : t.acceptChat}
      declineLabel={p.decline}
      onAccept={() => onAccept(pending)}
      onDecline={onDecline}
    />
  );
}

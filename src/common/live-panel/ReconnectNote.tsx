/**
 * The `reconnect-status` line while the call resumes. `announce` makes it a live region (the
 * panel's button announces already); the fast-changing attempt number is never announced.
 */
import type { Reconnecting } from '../conversation/live-state.ts';
import type { PanelStrings } from './strings.ts';
import { formatText } from '../i18n/format.ts';
import { useLang } from '../i18n/texts-context.ts';

export interface ReconnectNoteProps {
  readonly reconnecting: Reconnecting;
  readonly strings: PanelStrings;
  readonly announce: boolean;
}

export function ReconnectNote({ reconnecting, strings, announce }: ReconnectNoteProps) {
  const lang = useLang();
  return (
    <p
      className="live-reconnecting"
      part="reconnect-status"
      data-reason={reconnecting.reason}
      {...(announce ? { role: 'status', 'aria-live': 'polite' } : {})}
    >
      <span className="live-reconnecting-dot" aria-hidden="true" />
      <span>{strings.reconnecting}</span>
      <span className="live-reconnecting-attempt" aria-hidden="true">
        {formatText(strings.reconnectAttempt, lang, { n: reconnecting.attempt })}
      </span>
    </p>
  );
}

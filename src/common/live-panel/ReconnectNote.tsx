/**
 * The `reconnect-status` line of the live panel and the widget's sheet while
 * the call's connection is being resumed: 'Reconectando…' and the attempt
 * number. The call, its timer and its transcript go on meanwhile.
 *
 * `announce` makes it a polite live region (the sheet's); the panel leaves
 * the announcement to its button's `call-status` region, so it is not said
 * twice. The attempt number is never announced (it changes every few
 * hundred milliseconds at first).
 */
import type { Reconnecting } from '../conversation/live-state.ts';
import { format, type PanelStrings } from './strings.ts';

export interface ReconnectNoteProps {
  readonly reconnecting: Reconnecting;
  readonly strings: PanelStrings;
  readonly announce: boolean;
}

export function ReconnectNote({ reconnecting, strings, announce }: ReconnectNoteProps) {
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
        {format(strings.reconnectAttempt, { n: String(reconnecting.attempt) })}
      </span>
    </p>
  );
}

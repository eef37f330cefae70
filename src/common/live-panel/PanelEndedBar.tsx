/**
 * The live panel's bar once the call has ended: how it ended (failed, ended or connection lost)
 * with its duration, and the dismiss button.
 */
import type { LiveCall } from '../conversation/live-call.ts';
import type { LiveSnapshot } from '../conversation/live-state.ts';
import { formatClock } from '../conversation/recap.ts';
import { useLang } from '../i18n/texts-context.ts';
import { Icon } from '../icons/CallIcons.tsx';
import type { PanelStrings } from './strings.ts';

export interface PanelEndedBarProps {
  readonly live: LiveCall;
  readonly snap: LiveSnapshot;
  readonly strings: PanelStrings;
}

/** See the module comment. */
export function PanelEndedBar({ live, snap, strings: t }: PanelEndedBarProps) {
  const lang = useLang();
  return (
    <div className="live-bar live-bar--ended">
      <span className="live-ended">
        {snap.startedAt === undefined
          ? t.statusFailed
          : `${snap.problem === 'connection-lost' ? t.statusLost : t.statusEnded} · ${formatClock(live.elapsedS(), lang)}`}
      </span>
      <button
        type="button"
        className="live-dismiss"
        aria-label={t.dismiss}
        title={t.dismiss}
        onClick={() => live.dismiss()}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}

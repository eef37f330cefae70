/**
 * The 'tap to continue' control (`resume-audio`) of the live panel and the
 * widget's sheet (docs/voice-client.md "Reconnect policy"): shown while the browser holds
 * the call's audio back (autoplay policy: a page the visitor has not touched
 * yet, e.g. the one a `persist-call` call moved to). The call goes on
 * meanwhile; the tap starts its audio, and the control goes once it plays.
 * In a polite live region, so screen readers hear that the call waits for a tap.
 */
import type { LiveCall } from '../conversation/live-call.ts';
import { Icon } from '../icons/CallIcons.tsx';

export function ResumeAudio({ live, label }: { readonly live: LiveCall; readonly label: string }) {
  return (
    <div className="live-resume-audio" role="status" aria-live="polite">
      <button
        type="button"
        className="live-primary"
        part="resume-audio"
        onClick={() => void live.resumeAudio()}
      >
        <Icon name="speaker" />
        <span>{label}</span>
      </button>
    </div>
  );
}

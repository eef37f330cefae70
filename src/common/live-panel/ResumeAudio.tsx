/**
 * The 'tap to continue' control (`resume-audio`), while the browser holds the call's audio back
 * (autoplay policy); in a polite live region.
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
        onClick={() => void live.controls.resumeAudio()}
      >
        <Icon name="speaker" />
        <span>{label}</span>
      </button>
    </div>
  );
}

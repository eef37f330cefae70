/**
 * The level meters, `call-timer` and `mic-hint`, animated by one frame loop that writes the DOM
 * directly: no React render per frame, and `transform` so no layout shift.
 */
import { useEffect, useRef, useState } from 'react';
import type { LiveCall } from '../conversation/live-call.ts';
import { formatClock } from '../conversation/recap.ts';
import { useLang } from '../i18n/texts-context.ts';
import { formatText } from '../i18n/format.ts';
import type { PanelStrings } from './strings.ts';

/** Silence at the microphone, in ms of a running unmuted call, before the 'we can't hear you' hint. */
const MIC_SILENCE_HINT_MS = 8000;
/** A microphone level above this counts as sound (0..1). */
const MIC_SOUND_LEVEL = 0.02;
/** `aria-valuenow` is rounded to this step and updated at most this often (ms), so screen readers are not flooded. */
const ARIA_INTERVAL_MS = 250;

export interface MetersProps {
  readonly live: LiveCall;
  /** The call is connected (timer and hint run). */
  readonly running: boolean;
  /** The call is held: the timer says so (`onHold`). */
  readonly held?: boolean;
  readonly muted: boolean;
  /** The panel's texts, in the page's language (labels and the hint). */
  readonly strings: PanelStrings;
  readonly assistantName: string;
}

export function Meters({
  live,
  running,
  held = false,
  muted,
  strings,
  assistantName,
}: MetersProps) {
  const lang = useLang();
  const outRef = useRef<HTMLDivElement>(null);
  const micRef = useRef<HTMLDivElement>(null);
  const timerRef = useRef<HTMLSpanElement>(null);
  const [hint, setHint] = useState(false);
  useEffect(() => {
    let frame = 0;
    let silentSince = performance.now();
    let ariaAt = 0;
    let shown = false;
    let second = -1;
    const tick = (now: number): void => {
      const out = running ? live.controls.outputLevel() : 0;
      const mic = running ? live.controls.inputLevel() : 0;
      paint(outRef.current, out, now - ariaAt >= ARIA_INTERVAL_MS);
      paint(micRef.current, mic, now - ariaAt >= ARIA_INTERVAL_MS);
      if (now - ariaAt >= ARIA_INTERVAL_MS) ariaAt = now;
      // A text written each frame would lay out and repaint the panel 60 times a second.
      const elapsed = Math.floor(live.elapsedS());
      if (elapsed !== second && timerRef.current) {
        second = elapsed;
        timerRef.current.textContent = held ? strings.onHold : formatClock(elapsed, lang);
      }
      if (mic > MIC_SOUND_LEVEL || muted || held || !running) silentSince = now;
      const silent = now - silentSince >= MIC_SILENCE_HINT_MS;
      if (silent !== shown) {
        shown = silent;
        setHint(silent);
      }
      if (running) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [live, running, held, muted, lang, strings.onHold]);
  return (
    <>
      <div className="live-meters">
        <Meter
          meterRef={outRef}
          part="level-assistant"
          label={formatText(strings.levelAssistant, lang, { assistant: assistantName })}
        />
        <Meter meterRef={micRef} part="level-mic" label={strings.levelMic} />
        <span
          className="live-timer"
          part="call-timer"
          aria-label={strings.timerLabel}
          role="timer"
          aria-live="off"
          data-held={held || undefined}
        >
          <span ref={timerRef}>{held ? strings.onHold : formatClock(live.elapsedS(), lang)}</span>
        </span>
      </div>
      {hint && (
        <p className="live-hint" part="mic-hint" role="status">
          {strings.micHint}
        </p>
      )}
    </>
  );
}

function Meter({
  meterRef,
  part,
  label,
}: {
  meterRef: React.RefObject<HTMLDivElement>;
  part: string;
  label: string;
}) {
  return (
    <div
      ref={meterRef}
      className="live-meter"
      part={part}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={1}
      aria-valuenow={0}
    >
      <span className="live-meter-label">{label}</span>
      <span className="live-meter-track">
        <span className="live-meter-bar" />
      </span>
    </div>
  );
}

/** The scale last written to each bar (a read of `style.transform` comes back normalised). */
const PAINTED = new WeakMap<HTMLElement, string>();

/** Writes a meter's bar and, when `aria`, its value; only what changed, so a silent line costs no paint. */
function paint(meter: HTMLDivElement | null, level: number, aria: boolean): void {
  if (!meter) return;
  const v = Math.max(0, Math.min(1, level));
  const bar = meter.querySelector<HTMLElement>('.live-meter-bar');
  const scale = v.toFixed(3);
  if (bar && PAINTED.get(bar) !== scale) {
    PAINTED.set(bar, scale);
    bar.style.transform = `scaleX(${scale})`;
  }
  const now = v.toFixed(2);
  if (aria && meter.getAttribute('aria-valuenow') !== now) meter.setAttribute('aria-valuenow', now);
}

/** Small React hooks shared by the widget components. */
import { useState, useSyncExternalStore } from 'react';
import type { ButtonStatus } from './call/button-state.ts';
import type { CallController } from './call/controller.ts';
import type { DemoPlayback, PlaybackState } from './demo/playback.ts';

/** The playback snapshot of `playback`, re-rendering on every change. */
export function usePlayback(playback: DemoPlayback): PlaybackState {
  return useSyncExternalStore(
    (cb) => playback.on('change', cb),
    () => playback.state,
    () => playback.state,
  );
}

/** The button status of `call`, re-rendering on every change. */
export function useCallStatus(call: CallController): ButtonStatus {
  return useSyncExternalStore(
    (cb) => call.subscribe(cb),
    () => call.status,
    () => call.status,
  );
}

/**
 * What the call's `aria-live` region says: `reconnecting` while resuming, then `connected` for the
 * rest of the call (announced once), else nothing.
 */
export function useReconnectAnnouncement(
  status: ButtonStatus,
): 'reconnecting' | 'connected' | undefined {
  const [seen, setSeen] = useState(status);
  const [back, setBack] = useState(false);
  if (seen !== status) {
    // Derived from the previous status during render (React's documented pattern for it).
    setSeen(status);
    setBack(status !== 'idle' && (back || seen === 'reconnecting'));
  }
  if (status === 'reconnecting') return 'reconnecting';
  return back && status !== 'idle' ? 'connected' : undefined;
}

/** True when the visitor asked for reduced motion. */
function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** `smooth`, or `auto` under reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/** Small React hooks shared by the widget components. */
import { useSyncExternalStore } from 'react';
import type { CallStatus } from '../call/button-state.ts';
import type { CallController } from '../call/controller.ts';
import type { DemoPlayback, PlaybackState } from '../demo/playback.ts';

/** The playback snapshot of `playback`, re-rendering on every change. */
export function usePlayback(playback: DemoPlayback): PlaybackState {
  return useSyncExternalStore(
    (cb) => playback.on('change', cb),
    () => playback.state,
    () => playback.state,
  );
}

/** The button status of `call`, re-rendering on every change. */
export function useCallStatus(call: CallController): CallStatus {
  return useSyncExternalStore(
    (cb) => call.subscribe(cb),
    () => call.status,
    () => call.status,
  );
}

/** True when the visitor asked for reduced motion (SPEC-independent accessibility rule). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** `smooth`, or `auto` under reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

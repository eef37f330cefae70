/**
 * What `<voice-widget>`'s sheet shows for a mode and the call's state (docs/elements/voice-widget.md
 * "Typing during a call"), pure so the switching rules are tested apart from React.
 */
import type { Problem } from '../common/conversation/guidance.ts';
import type { WidgetMode } from './placement.ts';

/** The call's state as the sheet needs it. */
export interface CallState {
  /** Connecting or in a call. */
  readonly active: boolean;
  /** Connected (`call-start` seen) and not yet ended: typed text can go in. */
  readonly connected: boolean;
  /** The call's visible problem, if any. */
  readonly problem: Problem | undefined;
}

/** What to render. */
export interface SheetView {
  readonly callControls: boolean;
  /** Where typed text goes; `none` hides the field. */
  readonly composer: 'call' | 'chat' | 'none';
  /** The field is shown but waits (a call is connecting). */
  readonly composerWaiting: boolean;
  /** The call error offers 'write instead'. */
  readonly writeInstead: boolean;
}

/** The sheet's view: the text field goes into a running call, else to the chat (`chat`, `hybrid`). */
export function sheetView(mode: WidgetMode, call: CallState): SheetView {
  const callControls = mode !== 'chat';
  let composer: SheetView['composer'];
  if (mode === 'chat') composer = 'chat';
  else if (call.active) composer = 'call';
  else composer = mode === 'hybrid' ? 'chat' : 'none';
  return {
    callControls,
    composer,
    composerWaiting: composer === 'call' && !call.connected,
    writeInstead:
      mode === 'hybrid' && (call.problem === 'mic-denied' || call.problem === 'mic-missing'),
  };
}

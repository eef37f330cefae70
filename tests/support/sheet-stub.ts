/**
 * A stand-in for `<voice-widget>`'s sheet chunk (`src/voice-widget/sheet/index.ts`) in the
 * launcher's unit tests: a session that does nothing, its host handed to the test by an event.
 */
import type {
  LauncherView,
  SheetControl,
  WidgetSession,
  WidgetSessionHost,
} from '../../src/voice-widget/session-types.ts';
import { controlSheet as control } from '../../src/voice-widget/sheet-control.ts';

/**
 * Fired on the element with the host as `detail` when its session is created. An event, not a
 * list in this module: across files the launcher may hold another instance of this module.
 */
export const SHEET_HOST_EVENT = 'test-sheet-host';

/** Hands `host` to the test (`SHEET_HOST_EVENT`) and returns a session that renders nothing. */
export function createWidgetSession(host: WidgetSessionHost): WidgetSession {
  host.element.dispatchEvent(new CustomEvent(SHEET_HOST_EVENT, { detail: host }));
  return {
    render() {},
    setOpen() {},
    dispose() {},
    send: () => Promise.resolve(),
    precheck: () => Promise.reject(new Error('no pre-call check in the sheet stand-in')),
    hold: () => false,
    resume: () => false,
  };
}

/** The launcher's real controller (opening, closing, unread) with the session above. */
export function controlSheet(view: LauncherView): SheetControl {
  return control(view, createWidgetSession);
}

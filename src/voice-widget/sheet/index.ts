/**
 * `<voice-widget>`'s sheet chunk: loaded on the launcher's first hover, focus or press
 * (`widget-launcher.ts`), never in a partner page's initial script. Its chunk keeps the name
 * `widget` (vite.config.ts `PUBLISHED_CHUNK_NAMES`).
 */
import type { LauncherView, SheetControl } from '../session-types.ts';
import { controlSheet as control } from '../sheet-control.ts';
import { createWidgetSession } from './widget-session.tsx';

export { createWidgetSession, FULL_SCREEN_BELOW_PX } from './widget-session.tsx';

/** The launcher's controller (opening, closing, unread) with this chunk's sheet. */
export function controlSheet(view: LauncherView): SheetControl {
  return control(view, createWidgetSession);
}

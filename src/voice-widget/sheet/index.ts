/**
 * `<voice-widget>`'s sheet chunk: loaded on the launcher's first hover, focus or press
 * (`widget-launcher.ts`), never in a partner page's initial script. Its chunk keeps the name
 * `widget` (vite.config.ts `PUBLISHED_CHUNK_NAMES`).
 */
export { createWidgetSession, FULL_SCREEN_BELOW_PX } from './widget-session.tsx';
// The launcher's unread badge comes with the sheet, which alone brings messages.
export { Unread } from '../unread.ts';

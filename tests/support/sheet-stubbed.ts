/**
 * Unit files that replace `<voice-widget>`'s sheet chunk with `tests/support/sheet-stub.ts`
 * (`vi.mock`). `unit` shares one page per worker, and its custom-element registry outlives a file:
 * the first file to define `<voice-widget>` fixes the launcher that keeps the chunk it loaded, so
 * the stand-in would stay the sheet of every later file in that worker. These run in
 * `unit-isolated` (vite.config.ts), a page each; `tests/voice-widget/sheet-stubbed.test.ts` checks
 * the list.
 */
export const SHEET_STUBBED: readonly string[] = [
  'tests/voice-widget/teaser.test.ts', // the teaser's triggers and dismissal, no sheet needed
  'tests/voice-widget/unread-avatar.test.ts', // the unread badge, given the session's host
];

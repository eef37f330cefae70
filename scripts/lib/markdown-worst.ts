/**
 * The Markdown renderer's worst inputs (docs/elements/voice-widget.md "Markdown in replies"), one
 * table for the unit tests, which check what each renders to, and `npm run bench:markdown`, which
 * times them.
 */

/** 10 KB of one unclosed construct each: `[name, source]`. */
export const UNCLOSED_10KB: readonly (readonly [string, string])[] = [
  ['**', '**' + 'a'.repeat(10_240)],
  ['_', '_' + 'palabra '.repeat(1280)],
  ['`', '`' + 'x'.repeat(10_240)],
  ['```', '```\n' + 'línea\n'.repeat(1700)],
  ['[', '['.repeat(10_240)],
  ['*a', '*a'.repeat(5120)],
  ['a_', 'a_'.repeat(5120)],
  ['<div', '<div '.repeat(2048)],
  ['> ', '> '.repeat(5120) + 'hondo'],
  ['1. ', '1. '.repeat(3400) + 'hondo'],
];

/** 10 KB of an unclosed `**`, as it streams. */
export const STREAMING_10KB = '**' + 'a'.repeat(10_240);

/** 100 KB of delimiter runs each, for the streaming completion (`mendMarkdown`). */
export const DELIMITER_RUNS_100KB = {
  /** Mixed openers: its trailing ' `' is held back, the code span left open is closed. */
  mixed: '**a _b `'.repeat(12_500),
  /** Emphasis pairs that each close: kept as they are. */
  pairs: '*a'.repeat(50_000),
} as const;

/**
 * sox effect arguments shared by the scripts that make audio from espeak-ng
 * (docs/contributing.md "Demo audio" recipe).
 */

/** Trims silence at both ends: the effect run forwards, reversed, run again, reversed back. */
export const TRIM_SILENCE = [
  'silence',
  '1',
  '0.02',
  '0.5%',
  'reverse',
  'silence',
  '1',
  '0.02',
  '0.5%',
  'reverse',
] as const;

/** `<voice-widget>`'s `position`, `theme` and `mode` (docs/elements/voice-widget.md); unknown values warn. */
import { dirOf, type Lang } from '../core/lang.ts';
import { ignoring } from '../core/util/ignoring.ts';

/** The `position` attribute. */
export type WidgetPosition = 'bottom-end' | 'bottom-start' | 'bottom-center' | 'inline';
/** The `theme` attribute. */
export type WidgetTheme = 'light' | 'dark' | 'auto';
/** The `mode` attribute: voice only, text chat only, or both. */
export type WidgetMode = 'voice' | 'chat' | 'hybrid';

const POSITIONS: readonly WidgetPosition[] = [
  'bottom-end',
  'bottom-start',
  'bottom-center',
  'inline',
];
const THEMES: readonly WidgetTheme[] = ['light', 'dark', 'auto'];
const MODES: readonly WidgetMode[] = ['voice', 'chat', 'hybrid'];

function pick<T extends string>(name: string, allowed: readonly T[], fallback: T) {
  return (value: string | null | undefined, warn: (message: string) => void): T => {
    if (value === null || value === undefined || value.trim() === '') return fallback;
    const v = value.trim().toLowerCase() as T;
    if (allowed.includes(v)) return v;
    warn(ignoring(name, value, fallback));
    return fallback;
  };
}

/** Parses `position` (default `bottom-end`). */
export const parsePosition = pick<WidgetPosition>('position', POSITIONS, 'bottom-end');
/** Parses `theme` (default `auto`: follows `prefers-color-scheme`). */
export const parseTheme = pick<WidgetTheme>('theme', THEMES, 'auto');
/** Parses `mode` (default `hybrid`). */
export const parseMode = pick<WidgetMode>('mode', MODES, 'hybrid');

/** The physical place of the launcher and sheet: a screen side, the centre, or in the page's flow. */
export type WidgetSide = 'left' | 'right' | 'center' | 'inline';

/** Where `position` puts the widget: `start`/`end` follow the language's direction. */
export function sideOf(position: WidgetPosition, lang: Lang): WidgetSide {
  if (position === 'inline') return 'inline';
  if (position === 'bottom-center') return 'center';
  const rtl = dirOf(lang) === 'rtl';
  const end = position === 'bottom-end';
  return end !== rtl ? 'right' : 'left';
}

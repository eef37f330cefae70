/**
 * The texts of the `tool-status` line (docs/elements/voice-widget.md "Tool progress"), per
 * language. `{tool}` is the partner's label (`clientToolLabels`) or {@link ToolStatusStrings.task}.
 */

/** The `tool-status` line's texts in one language. */
export interface ToolStatusStrings {
  /** While the tool works; said once to screen readers. */
  readonly running: string;
  /** The mark once it answered. */
  readonly done: string;
  /** The mark once it failed or did not answer in time. */
  readonly failed: string;
  /** The neutral word for a tool without a label. */
  readonly task: string;
}

/** Per language (`es`, `he`, `en`). */
const TOOL_STATUS_STRINGS: Readonly<Record<'es' | 'he' | 'en', ToolStatusStrings>> = {
  es: {
    running: 'Trabajando en ello: {tool}…',
    done: 'Hecho',
    failed: 'No se pudo completar',
    task: 'una consulta',
  },
  he: {
    running: 'עובדת על זה: {tool}…',
    done: 'בוצע',
    failed: 'לא הושלם',
    task: 'בקשה',
  },
  en: {
    running: 'Working on it: {tool}…',
    done: 'Done',
    failed: 'Could not be completed',
    task: 'a request',
  },
};

/** The texts for `lang` (Spanish for a language without its own). */
export function toolStatusStrings(lang: string): ToolStatusStrings {
  return lang === 'he' || lang === 'en' ? TOOL_STATUS_STRINGS[lang] : TOOL_STATUS_STRINGS.es;
}

/** The texts `<voice-widget>` needs before its sheet loads, apart so the partner entry stays tiny. */
import type { Lang } from '../core/lang.ts';
import type { Strings } from '../common/i18n/strings.ts';
import type { WidgetMode } from './placement.ts';

const es = {
  /** The launcher's visible name per mode; `{assistant}` is the assistant's name. */
  labels: {
    voice: 'Llamar a {assistant}',
    chat: 'Escribir a {assistant}',
    hybrid: 'Hablar con {assistant}',
  } satisfies Readonly<Record<WidgetMode, string>>,
  /** The launcher's name while a resumed call's audio waits for a tap. */
  tapToContinue: 'Toca para continuar la llamada',
  /** Shown when the sheet's code cannot load (offline, blocked). */
  loadFailed: 'No se pudo abrir el asistente. Comprueba tu conexión y pulsa de nuevo.',
} as const;

/** The launcher's texts: the Spanish table's keys, each text a string. */
export type LauncherStrings = Strings<typeof es>;

const he: LauncherStrings = {
  labels: {
    voice: 'להתקשר ל{assistant}',
    chat: 'לכתוב ל{assistant}',
    hybrid: 'לדבר עם {assistant}',
  },
  tapToContinue: 'הקישו כדי להמשיך את השיחה',
  loadFailed: 'לא הצלחנו לפתוח את העוזרת. בדקו את החיבור ולחצו שוב.',
};

/** The launcher's texts per language. */
export const LAUNCHER_STRINGS: Readonly<Record<Lang, LauncherStrings>> = { es, he };

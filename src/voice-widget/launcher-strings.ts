/**
 * The few texts `<voice-widget>` needs before its sheet loads: the
 * launcher's visible name per mode (and while a call's audio waits for a
 * tap) and the load-failure alert (es / he).
 */
import type { Lang } from '../core/lang.ts';
import type { WidgetMode } from './placement.ts';

/** The launcher's visible name; `{assistant}` is the assistant's name. */
export const LAUNCHER_LABELS: Readonly<Record<Lang, Readonly<Record<WidgetMode, string>>>> = {
  es: { voice: 'Llamar a {assistant}', chat: 'Escribir a {assistant}', hybrid: 'Hablar con {assistant}' },
  he: { voice: 'להתקשר ל{assistant}', chat: 'לכתוב ל{assistant}', hybrid: 'לדבר עם {assistant}' },
};

/** The launcher's name while a resumed call's audio waits for a tap (the press expands the sheet and starts the audio). */
export const TAP_TO_CONTINUE: Readonly<Record<Lang, string>> = {
  es: 'Toca para continuar la llamada',
  he: 'הקישו כדי להמשיך את השיחה',
};

/** Shown when the sheet's code cannot load (offline, blocked). */
export const LOAD_FAILED: Readonly<Record<Lang, string>> = {
  es: 'No se pudo abrir el asistente. Comprueba tu conexión y pulsa de nuevo.',
  he: 'לא הצלחנו לפתוח את העוזרת. בדקו את החיבור ולחצו שוב.',
};

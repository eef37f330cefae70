/**
 * `<voice-widget>`'s sheet texts in Spanish and Hebrew. The call
 * and error texts are the live panel's ({@link PANEL_STRINGS}); these are
 * the sheet's own. The Spanish table is the key set; the Hebrew one is typed
 * by it (`src/common/i18n/strings.ts`), so a missing or extra text fails `tsc`.
 */
import type { Strings } from '../../common/i18n/strings.ts';
import type { Lang } from '../../core/lang.ts';

const es = {
  greeting:
    'Hola, soy {assistant}. Escríbeme o pulsa «Llamar» para hablar conmigo. ¿En qué te ayudo?',
  close: 'Cerrar',
  newConversation: 'Nueva conversación',
  logLabel: 'Conversación con {assistant}',
  call: 'Llamar',
  hangUp: 'Colgar',
  connecting: 'Conectando...',
  inCall: 'En llamada',
  chatPlaceholder: 'Escribe un mensaje…',
  callPlaceholder: 'Escribe durante la llamada…',
  waitingPlaceholder: 'Conectando la llamada…',
  interrupted: 'Respuesta interrumpida.',
  notSent: 'No enviado.',
  writeInstead: 'Escribir en su lugar',
  byVoice: 'en la llamada',
  typing: '{assistant} está escribiendo…',
  consentChat:
    'Tus mensajes se procesan para atenderte. ¿Aceptas escribir con el asistente virtual?',
  acceptChat: 'Aceptar',
  retry: 'Reintentar',
  /** The recap's title after a chat (a call's keeps the panel's). */
  chatRecapTitle: 'Resultado de tu conversación',
} as const;

/** The sheet's own texts (`docs/elements/voice-widget.md`): the Spanish table's keys, each a string; `{assistant}` is the assistant's name. */
export type SheetStrings = Strings<typeof es>;

const he: SheetStrings = {
  greeting: 'שלום, אני {assistant}. כתבו לי או לחצו על "להתקשר" כדי לדבר איתי. איך אפשר לעזור?',
  close: 'סגירה',
  newConversation: 'שיחה חדשה',
  logLabel: 'שיחה עם {assistant}',
  call: 'להתקשר',
  hangUp: 'ניתוק',
  connecting: 'מתחבר...',
  inCall: 'בשיחה',
  chatPlaceholder: 'כתבו הודעה…',
  callPlaceholder: 'כתבו במהלך השיחה…',
  waitingPlaceholder: 'מחבר את השיחה…',
  interrupted: 'התשובה נקטעה.',
  notSent: 'לא נשלח.',
  writeInstead: 'לכתוב במקום',
  byVoice: 'בשיחה',
  typing: '{assistant} כותבת…',
  consentChat: 'ההודעות שלך מעובדות כדי לטפל בפנייה. האם את/ה מסכים/ה לכתוב עם העוזרת הווירטואלית?',
  acceptChat: 'מסכים/ה',
  retry: 'ניסיון חוזר',
  chatRecapTitle: 'תוצאות השיחה בכתב',
};

/** The sheet's texts per language. */
export const SHEET_STRINGS: Readonly<Record<Lang, SheetStrings>> = { es, he };

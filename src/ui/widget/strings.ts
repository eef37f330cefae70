/**
 * `<voice-widget>`'s sheet texts in Spanish and Hebrew (issue 10). The call
 * and error texts are the live panel's ({@link PANEL_STRINGS}); these are
 * the sheet's own.
 */
import type { Lang } from '../../i18n/lang.ts';

/** The sheet's own texts; `{assistant}` is the assistant's name. */
export interface SheetStrings {
  readonly greeting: string;
  readonly close: string;
  readonly newConversation: string;
  readonly logLabel: string;
  readonly call: string;
  readonly hangUp: string;
  readonly connecting: string;
  readonly inCall: string;
  readonly chatPlaceholder: string;
  readonly callPlaceholder: string;
  readonly waitingPlaceholder: string;
  readonly interrupted: string;
  readonly notSent: string;
  readonly writeInstead: string;
  readonly byVoice: string;
  readonly typing: string;
  readonly consentChat: string;
  readonly acceptChat: string;
  readonly retry: string;
  /** The recap's title after a chat (a call's keeps the panel's). */
  readonly chatRecapTitle: string;
  /** Why the text was not sent. */
  readonly input: Readonly<Record<'empty' | 'too-long' | 'not-configured' | 'no-call', string>>;
}

const es: SheetStrings = {
  greeting: 'Hola, soy {assistant}. Escríbeme o pulsa «Llamar» para hablar conmigo. ¿En qué te ayudo?',
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
  consentChat: 'Tus mensajes se procesan para atenderte. ¿Aceptas escribir con el asistente virtual?',
  acceptChat: 'Aceptar',
  retry: 'Reintentar',
  chatRecapTitle: 'Resultado de tu conversación',
  input: {
    empty: 'Escribe algo antes de enviar.',
    'too-long': 'El mensaje es demasiado largo: acórtalo a {max} caracteres como máximo.',
    'not-configured': 'Este sitio aún no ha configurado el asistente (falta la clave pública). Avisa al propietario del sitio.',
    'no-call': 'La llamada ya no está activa: tu mensaje no se envió.',
  },
};

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
  input: {
    empty: 'כתבו משהו לפני השליחה.',
    'too-long': 'ההודעה ארוכה מדי: קצרו אותה לכל היותר ל־{max} תווים.',
    'not-configured': 'האתר עוד לא הגדיר את העוזרת (חסר מפתח ציבורי). עדכנו את בעלי האתר.',
    'no-call': 'השיחה כבר לא פעילה: ההודעה לא נשלחה.',
  },
};

/** The sheet's texts per language. */
export const SHEET_STRINGS: Readonly<Record<Lang, SheetStrings>> = { es, he };

/**
 * The translated text for a typed-text problem: the chat's code, or the
 * call's English message (`VoiceClient.sendText`). `max` is the limit of
 * where the text was going (2000 characters for the chat, 1000 in a call).
 */
export function inputErrorText(strings: SheetStrings, problem: string | undefined, max: number): string | undefined {
  if (problem === undefined) return undefined;
  const tooLong = strings.input['too-long'].replace('{max}', String(max));
  if (problem === 'empty' || problem === 'not-configured') return strings.input[problem];
  if (problem === 'too-long' || /character|long/i.test(problem)) return tooLong;
  if (/empty/i.test(problem)) return strings.input.empty;
  return strings.input['no-call'];
}

/** The live panel's texts, loaded with the panel (typed as `src/common/i18n/strings.ts` says). */
import type { Browser, Problem } from '../conversation/guidance.ts';
import type { Strings } from '../i18n/strings.ts';
import type { Lang } from '../../core/lang.ts';

const es = {
  panelLabel: 'Conversación en directo',
  transcriptLabel: 'Transcripción de la llamada',
  you: 'Tú',
  empty: 'La transcripción aparecerá aquí.',
  mute: 'Silenciar micrófono',
  unmute: 'Activar micrófono',
  inputLabel: 'Escribe un mensaje',
  inputPlaceholder: 'Escribe tu respuesta…',
  send: 'Enviar',
  levelAssistant: 'Volumen de {assistant}',
  levelMic: 'Tu micrófono',
  timerLabel: 'Duración',
  micSelect: 'Micrófono',
  speakerSelect: 'Altavoz',
  speakerDefault: 'Altavoz predeterminado',
  speakerLabelsHidden: 'Los nombres de los altavoces aparecen cuando permites el micrófono.',
  speakerLost: 'Se desconectó tu altavoz: el audio sigue por el altavoz predeterminado.',
  talkHold: 'Mantén pulsado para hablar',
  talkHeld: 'Te escucho… suelta para terminar',
  talkMode: 'Pulsar para hablar',
  micHint: 'No te oímos. Comprueba que el micrófono está conectado y no silenciado, o elige otro.',
  typedOnly: 'Este asistente sin conexión no entiende la voz: escribe tus respuestas abajo.',
  /** The call's connection dropped and is being resumed (the button says it too). */
  reconnecting: 'Reconectando…',
  /** Which resume attempt this is (`{n}`: 1, 2, …). */
  reconnectAttempt: 'intento {n}',
  /** The control that starts the call's audio the browser held back (a call resumed on a new page). */
  resumeAudio: 'Toca para continuar la llamada',
  /** A message typed while reconnecting, waiting to be sent. */
  pendingSend: 'Pendiente: se enviará al reconectar',
  /** A message typed while reconnecting that the call ended before sending. */
  notSent: 'No enviado: la llamada terminó antes de reconectar',
  consentTitle: 'Antes de empezar',
  consentText:
    'La llamada usa tu micrófono y la conversación se procesa para atenderte. ¿Aceptas hablar con el asistente virtual?',
  accept: 'Aceptar y llamar',
  decline: 'Ahora no',
  retry: 'Reintentar',
  dismiss: 'Cerrar',
  problems: {
    'mic-missing': 'No encontramos ningún micrófono. Conecta uno y pulsa Reintentar.',
    'mic-busy': 'Otra aplicación está usando el micrófono. Ciérrala y pulsa Reintentar.',
    unreachable:
      'No podemos conectar con el servicio de llamadas. Comprueba tu conexión a internet y vuelve a intentarlo.',
    'bad-key':
      'Este sitio no está autorizado para hacer llamadas (clave pública no válida). Avisa al propietario del sitio.',
    'unknown-assistant':
      'Este asistente no existe o ya no está disponible. Avisa al propietario del sitio.',
    busy: 'El servicio está ocupado en este momento. Espera un minuto y vuelve a intentarlo.',
    'join-timeout':
      'La llamada tardó demasiado en conectar. Comprueba tu conexión y vuelve a intentarlo.',
    'call-dropped': 'La llamada se cortó por un error. Puedes volver a llamar.',
    'connection-lost':
      'Se perdió la conexión con la llamada. Comprueba tu conexión a internet y vuelve a llamar.',
    'playback-blocked': 'El navegador bloqueó el audio. Pulsa Reintentar para volver a llamar.',
    'no-audio-output':
      'Tu navegador no puede reproducir sonido: no encuentra ningún altavoz ni auriculares. Conecta o activa unos altavoces o auriculares y pulsa Reintentar.',
    unknown: 'Algo salió mal con la llamada. Vuelve a intentarlo.',
  } satisfies Readonly<Record<Exclude<Problem, 'mic-denied'>, string>>,
  micDenied: {
    chromium:
      'No tenemos permiso para usar el micrófono. Pulsa el icono del candado junto a la dirección, activa «Micrófono» y pulsa Reintentar.',
    safari:
      'No tenemos permiso para usar el micrófono. En Safari, abre Ajustes de este sitio web (menú Safari), permite el micrófono y pulsa Reintentar.',
    firefox:
      'No tenemos permiso para usar el micrófono. Pulsa el icono del micrófono tachado junto a la dirección, quita el bloqueo y pulsa Reintentar.',
    other:
      'No tenemos permiso para usar el micrófono. Permite el micrófono para esta página en los ajustes del navegador y pulsa Reintentar.',
  } satisfies Readonly<Record<Browser, string>>,
  recapTitle: 'Resultado de tu llamada',
  recapLabels: {
    date: 'Fecha',
    time: 'Hora',
    duration: 'Duración',
    name: 'Nombre',
    phone: 'Teléfono',
    need: 'Necesidad',
    status: 'Estado',
  },
  statusLead: 'Datos registrados',
  statusEnded: 'Llamada finalizada',
  /** The call could not start (shown above the error). */
  statusFailed: 'No se pudo iniciar la llamada',
  /** The recap's status of a call whose connection was lost (`endedReason` `connection-lost`). */
  statusLost: 'Se perdió la conexión',
  byVoice: '—',
  download: 'Descargar transcripción (.txt)',
  transcriptHeader: 'Transcripción de la llamada con {assistant}, {date} {time}',
  /** Why typed text was not sent (`{max}`: the limit in characters). */
  input: {
    empty: 'Escribe algo antes de enviar.',
    'too-long': 'El mensaje es demasiado largo: acórtalo a {max} caracteres como máximo.',
    'not-configured':
      'Este sitio aún no ha configurado el asistente (falta la clave pública). Avisa al propietario del sitio.',
    'no-call': 'La llamada ya no está activa: tu mensaje no se envió.',
    'reconnect-queue-full':
      'Estamos reconectando la llamada y ya hay demasiados mensajes esperando. Espera a que vuelva la conexión y envía este de nuevo.',
  },
} as const;

/** Every text of the live panel; `{x}` placeholders are filled by {@link format}. */
export type PanelStrings = Strings<typeof es>;

const he: PanelStrings = {
  panelLabel: 'שיחה חיה',
  transcriptLabel: 'תמלול השיחה',
  you: 'את/ה',
  empty: 'התמלול יופיע כאן.',
  mute: 'השתקת המיקרופון',
  unmute: 'הפעלת המיקרופון',
  inputLabel: 'כתיבת הודעה',
  inputPlaceholder: 'כתבו את התשובה…',
  send: 'שליחה',
  levelAssistant: 'עוצמת הקול של {assistant}',
  levelMic: 'המיקרופון שלך',
  timerLabel: 'משך',
  micSelect: 'מיקרופון',
  speakerSelect: 'רמקול',
  speakerDefault: 'רמקול ברירת מחדל',
  speakerLabelsHidden: 'שמות הרמקולים יופיעו אחרי שתאשרו את המיקרופון.',
  speakerLost: 'הרמקול שבחרתם נותק: השמע ממשיך ברמקול ברירת המחדל.',
  talkHold: 'החזיקו כדי לדבר',
  talkHeld: 'מקשיבים… שחררו כדי לסיים',
  talkMode: 'לחיצה לדיבור',
  micHint: 'אנחנו לא שומעים אותך. בדקו שהמיקרופון מחובר ולא מושתק, או בחרו מיקרופון אחר.',
  typedOnly: 'העוזרת הלא־מקוונת לא מבינה דיבור: כתבו את התשובות למטה.',
  reconnecting: 'מתחבר מחדש…',
  reconnectAttempt: 'ניסיון {n}',
  resumeAudio: 'הקישו כדי להמשיך את השיחה',
  pendingSend: 'ממתין: יישלח כשהחיבור יחזור',
  notSent: 'לא נשלח: השיחה הסתיימה לפני שהחיבור חזר',
  consentTitle: 'לפני שמתחילים',
  consentText:
    'השיחה משתמשת במיקרופון שלך והשיחה מעובדת כדי לטפל בפנייה. האם את/ה מסכים/ה לדבר עם העוזרת הווירטואלית?',
  accept: 'מסכים/ה, להתקשר',
  decline: 'לא עכשיו',
  retry: 'ניסיון חוזר',
  dismiss: 'סגירה',
  problems: {
    'mic-missing': 'לא נמצא מיקרופון. חברו מיקרופון ולחצו על ניסיון חוזר.',
    'mic-busy': 'אפליקציה אחרת משתמשת במיקרופון. סגרו אותה ולחצו על ניסיון חוזר.',
    unreachable: 'אין חיבור לשירות השיחות. בדקו את החיבור לאינטרנט ונסו שוב.',
    'bad-key': 'האתר הזה לא מורשה לבצע שיחות (מפתח ציבורי לא תקין). עדכנו את בעלי האתר.',
    'unknown-assistant': 'העוזרת הזאת לא קיימת או לא זמינה. עדכנו את בעלי האתר.',
    busy: 'השירות עמוס כרגע. המתינו דקה ונסו שוב.',
    'join-timeout': 'החיבור לשיחה נמשך יותר מדי זמן. בדקו את החיבור ונסו שוב.',
    'call-dropped': 'השיחה נותקה בגלל שגיאה. אפשר להתקשר שוב.',
    'connection-lost': 'החיבור לשיחה אבד. בדקו את החיבור לאינטרנט והתקשרו שוב.',
    'playback-blocked': 'הדפדפן חסם את השמע. לחצו על ניסיון חוזר כדי להתקשר שוב.',
    'no-audio-output':
      'הדפדפן לא יכול להשמיע קול: לא נמצאו רמקולים או אוזניות. חברו או הפעילו רמקולים או אוזניות ולחצו על ניסיון חוזר.',
    unknown: 'משהו השתבש בשיחה. נסו שוב.',
  },
  micDenied: {
    chromium:
      'אין לנו הרשאה להשתמש במיקרופון. לחצו על סמל המנעול ליד הכתובת, אפשרו "מיקרופון" ולחצו על ניסיון חוזר.',
    safari:
      'אין לנו הרשאה להשתמש במיקרופון. ב־Safari פתחו את הגדרות האתר (תפריט Safari), אפשרו מיקרופון ולחצו על ניסיון חוזר.',
    firefox:
      'אין לנו הרשאה להשתמש במיקרופון. לחצו על סמל המיקרופון החסום ליד הכתובת, הסירו את החסימה ולחצו על ניסיון חוזר.',
    other:
      'אין לנו הרשאה להשתמש במיקרופון. אפשרו מיקרופון לדף הזה בהגדרות הדפדפן ולחצו על ניסיון חוזר.',
  },
  recapTitle: 'תוצאות השיחה שלך',
  recapLabels: {
    date: 'תאריך',
    time: 'שעה',
    duration: 'משך',
    name: 'שם',
    phone: 'טלפון',
    need: 'צורך',
    status: 'סטטוס',
  },
  statusLead: 'הפרטים נרשמו',
  statusEnded: 'השיחה הסתיימה',
  statusFailed: 'לא ניתן היה להתחיל את השיחה',
  statusLost: 'החיבור אבד',
  byVoice: '—',
  download: 'הורדת התמלול (txt.)',
  transcriptHeader: 'תמלול השיחה עם {assistant}, {date} {time}',
  input: {
    empty: 'כתבו משהו לפני השליחה.',
    'too-long': 'ההודעה ארוכה מדי: קצרו אותה לכל היותר ל־{max} תווים.',
    'not-configured': 'האתר עוד לא הגדיר את העוזרת (חסר מפתח ציבורי). עדכנו את בעלי האתר.',
    'no-call': 'השיחה כבר לא פעילה: ההודעה לא נשלחה.',
    'reconnect-queue-full':
      'אנחנו מחברים מחדש את השיחה וכבר ממתינות יותר מדי הודעות. המתינו שהחיבור יחזור ושלחו את ההודעה הזאת שוב.',
  },
};

/** The panel's texts per language. */
export const PANEL_STRINGS: Readonly<Record<Lang, PanelStrings>> = { es, he };

/** The guidance text of a problem, with the microphone help for `browser`. */
export function problemText(strings: PanelStrings, problem: Problem, browser: Browser): string {
  return problem === 'mic-denied' ? strings.micDenied[browser] : strings.problems[problem];
}

export { format } from '../i18n/strings.ts';

/** Why typed text was not sent, translated; `max` is the destination's limit in characters. */
export function inputErrorText(
  strings: PanelStrings,
  problem: keyof PanelStrings['input'] | undefined,
  max: number,
): string | undefined {
  if (problem === undefined) return undefined;
  return strings.input[problem].replace('{max}', String(max));
}

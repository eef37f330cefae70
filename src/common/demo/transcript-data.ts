/**
 * The recorded demo call (docs/behaviour.md §3 "Transcript line"); `scripts/build/gen-audio.ts`
 * synthesizes both languages' audio from it, each line inside its [startTime, endTime) slot (Hebrew
 * from the phonemes in `scripts/lib/demo-phonemes.ts`, which stay out of the bundle).
 */

/** Who speaks a transcript line: the virtual assistant or the customer ("Cliente"). */
export type Speaker = 'assistant' | 'client';

/** One line of the recorded demo call; times in s from the start of the demo audio. */
export interface TranscriptLine {
  readonly speaker: Speaker;
  /** Hebrew text as displayed; phone numbers in an LTR isolate so their digit groups keep their order. */
  readonly textHe: string;
  readonly textEs: string;
  readonly startTime: number;
  /** Exclusive. */
  readonly endTime: number;
}

/** Length of the recorded demo call, seconds (docs/behaviour.md §9 "Demo duration"); the last transcript line ends here. */
export const DEMO_DURATION_S = 124;

/** Left-to-right isolate around phone numbers inside Hebrew text (U+2066 … U+2069). */
const LTR = (s: string): string => `\u2066${s}\u2069`;

/** The 13 lines of the demo call, sorted by time and non-overlapping, from 1.44 s to 124 s. */
export const TRANSCRIPT: readonly TranscriptLine[] = [
  {
    speaker: 'assistant',
    textEs:
      'Buenos días, gracias por llamar a TeleNova, le atiende Sofía, su asistente virtual. ¿Con quién tengo el gusto de hablar?',
    textHe: 'בוקר טוב, תודה שפניתם לטלנובה, כאן סופיה, העוזרת הווירטואלית. עם מי אני מדברת?',
    startTime: 1.44,
    endTime: 10.1,
  },
  {
    speaker: 'client',
    textEs:
      'Hola, Sofía, buenos días. Me llamo Daniel y busco información sobre sus servicios de telefonía para mi empresa.',
    textHe:
      'שלום סופיה, בוקר טוב. קוראים לי דניאל, ואני מחפש מידע על שירותי הטלפוניה שלכם לעסק שלי.',
    startTime: 11,
    endTime: 20.6,
  },
  {
    speaker: 'assistant',
    textEs:
      'Encantada, Daniel. Para poder ayudarle, ¿me podría indicar un teléfono de contacto en formato internacional?',
    textHe:
      'נעים מאוד, דניאל. כדי שאוכל לעזור, תוכל למסור לי מספר טלפון ליצירת קשר בפורמט בינלאומי?',
    startTime: 21.5,
    endTime: 31.3,
  },
  {
    speaker: 'client',
    textEs: 'Sí, claro. Mi número es el +34 612 345 678.',
    textHe: `כן, בטח. המספר שלי הוא ${LTR('+972 52 555 0147')}.`,
    startTime: 32.2,
    endTime: 42.2,
  },
  {
    speaker: 'assistant',
    textEs: 'Perfecto, muchas gracias. Cuénteme, ¿qué solución necesita para su empresa?',
    textHe: 'מצוין, תודה רבה. ספר לי, איזה פתרון אתה צריך לעסק שלך?',
    startTime: 43.1,
    endTime: 50.1,
  },
  {
    speaker: 'client',
    textEs:
      'Necesitamos conectar una extensión SIP a nuestra centralita y, además, una automatización especializada para nuestros procesos de atención.',
    textHe:
      'אנחנו צריכים לחבר שלוחת SIP למרכזייה שלנו, וגם אוטומציה מותאמת אישית לתהליכי השירות שלנו.',
    startTime: 51,
    endTime: 61.6,
  },
  {
    speaker: 'assistant',
    textEs:
      'Confirmo sus datos: Daniel, teléfono +34 612 345 678, conexión de una extensión SIP a su centralita y automatización especializada. ¿Es correcto?',
    textHe: `אני מאשרת את הפרטים: דניאל, טלפון ${LTR('+972 52 555 0147')}, חיבור שלוחת SIP למרכזייה ואוטומציה מותאמת. האם הכול נכון?`,
    startTime: 62.5,
    endTime: 80.2,
  },
  {
    speaker: 'client',
    textEs: 'Sí, todo es correcto. ¿Cuál es el siguiente paso?',
    textHe: 'כן, הכול נכון. מה השלב הבא?',
    startTime: 81.1,
    endTime: 85.3,
  },
  {
    speaker: 'assistant',
    textEs:
      'Acabo de enviar sus datos a nuestro equipo de especialistas en telefonía y automatización.',
    textHe: 'שלחתי עכשיו את הפרטים שלך לצוות המומחים שלנו לטלפוניה ולאוטומציה.',
    startTime: 86.2,
    endTime: 93.3,
  },
  {
    speaker: 'client',
    textEs: 'Estupendo. ¿Cuándo se pondrán en contacto conmigo?',
    textHe: 'מצוין. מתי תחזרו אליי?',
    startTime: 94.2,
    endTime: 98.2,
  },
  {
    speaker: 'assistant',
    textEs:
      'Un representante de TeleNova le llamará hoy por la tarde para estudiar sus necesidades y prepararle una propuesta a medida.',
    textHe:
      'נציג של טלנובה יתקשר אליך היום אחר הצהריים כדי לבחון את הצרכים שלך ולהכין הצעה מותאמת.',
    startTime: 99.1,
    endTime: 109.2,
  },
  {
    speaker: 'client',
    textEs: 'Excelente, muchas gracias por su ayuda, Sofía. Hasta luego.',
    textHe: 'מעולה, תודה רבה על העזרה, סופיה. להתראות.',
    startTime: 110.1,
    endTime: 115.4,
  },
  {
    speaker: 'assistant',
    textEs:
      'Gracias a usted, Daniel, ha sido un placer atenderle. Que tenga un excelente día, ¡hasta pronto!',
    textHe: 'תודה לך, דניאל, היה לי לעונג לעזור לך. שיהיה לך יום נפלא, להתראות!',
    startTime: 116.3,
    endTime: 124,
  },
];

/**
 * The recorded demo call (docs/behaviour.md §3 "Transcript line"); `scripts/build/gen-audio.ts`
 * synthesizes both languages' audio from it, each line inside its [startTime, endTime) slot.
 */

/** Who speaks a transcript line: the virtual assistant or the customer ("Cliente"). */
export type Speaker = 'assistant' | 'client';

/** One line of the recorded demo call; times in s from the start of the demo audio. */
export interface TranscriptLine {
  readonly speaker: Speaker;
  /** Hebrew text as displayed; phone numbers in an LTR isolate so their digit groups keep their order. */
  readonly textHe: string;
  /** espeak-ng phonemes of textHe, one [[...]] block per clause (for scripts/build/gen-audio.ts). */
  readonly phonemesHe: string;
  readonly textEs: string;
  readonly startTime: number;
  /** Exclusive. */
  readonly endTime: number;
}

/** Length of the recorded demo call, seconds (docs/behaviour.md §9 "Demo duration"); the last transcript line ends here. */
export const DEMO_DURATION_S = 124;

/** Left-to-right isolate around phone numbers inside Hebrew text (U+2066 … U+2069). */
const LTR = (s: string): string => `\u2066${s}\u2069`;

/** Hebrew digits 9-7-2 5-2 5-5-5 0-1-4-7 as espeak-ng phoneme blocks, read one digit at a time. */
const PHONE_HE_PHONEMES =
  "[[pl'us t'eSa S'eva St'ajim]], [[Xam'eS St'ajim]], [[Xam'eS Xam'eS Xam'eS]], [[?'efes ?aX'at ?aQ\"b'a S'eva]]";

/** The 13 lines of the demo call, sorted by time and non-overlapping, from 1.44 s to 124 s. */
export const TRANSCRIPT: readonly TranscriptLine[] = [
  {
    speaker: 'assistant',
    textEs:
      'Buenos días, gracias por llamar a TeleNova, le atiende Sofía, su asistente virtual. ¿Con quién tengo el gusto de hablar?',
    textHe: 'בוקר טוב, תודה שפניתם לטלנובה, כאן סופיה, העוזרת הווירטואלית. עם מי אני מדברת?',
    phonemesHe:
      "[[b'okeQ\" t'ov]], [[tod'a Sepn'item letelen'ova]], [[k'an sof'ija]], [[ha?oz'eQ\"et haviQ\"tu'alit]]. [[?im m'i ?an'i medab'eQ\"et]]?",
    startTime: 1.44,
    endTime: 10.1,
  },
  {
    speaker: 'client',
    textEs:
      'Hola, Sofía, buenos días. Me llamo Daniel y busco información sobre sus servicios de telefonía para mi empresa.',
    textHe:
      'שלום סופיה, בוקר טוב. קוראים לי דניאל, ואני מחפש מידע על שירותי הטלפוניה שלכם לעסק שלי.',
    phonemesHe:
      "[[Sal'om sof'ija]], [[b'okeQ\" t'ov]]. [[koQ\"?'im l'i dani?'el]], [[va?an'i meXap'eS mejd'a ?al SeQ\"ut'ej hatelef'onja Sel'aXem la?'esek Sel'i]].",
    startTime: 11,
    endTime: 20.6,
  },
  {
    speaker: 'assistant',
    textEs:
      'Encantada, Daniel. Para poder ayudarle, ¿me podría indicar un teléfono de contacto en formato internacional?',
    textHe:
      'נעים מאוד, דניאל. כדי שאוכל לעזור, תוכל למסור לי מספר טלפון ליצירת קשר בפורמט בינלאומי?',
    phonemesHe:
      "[[na?'im me?'od]], [[dani?'el]]. [[k'edej Se?uX'al la?az'oQ\"]], [[tuX'al lims'oQ\" l'i misp'aQ\" t'elefon litsiQ\"'at k'eSeQ\" befoQ\"m'at bejnle?um'i]]?",
    startTime: 21.5,
    endTime: 31.3,
  },
  {
    speaker: 'client',
    textEs: 'Sí, claro. Mi número es el +34 612 345 678.',
    textHe: `כן, בטח. המספר שלי הוא ${LTR('+972 52 555 0147')}.`,
    phonemesHe: `[[k'en]], [[b'etaX]]. [[hamisp'aQ" Sel'i h'u]] ${PHONE_HE_PHONEMES}.`,
    startTime: 32.2,
    endTime: 42.2,
  },
  {
    speaker: 'assistant',
    textEs: 'Perfecto, muchas gracias. Cuénteme, ¿qué solución necesita para su empresa?',
    textHe: 'מצוין, תודה רבה. ספר לי, איזה פתרון אתה צריך לעסק שלך?',
    phonemesHe:
      "[[metsuj'an]], [[tod'a Q\"ab'a]]. [[sap'eQ\" l'i]], [[?'ejze pitQ\"'on ?at'a tsaQ\"'iX la?'esek Sel'Xa]]?",
    startTime: 43.1,
    endTime: 50.1,
  },
  {
    speaker: 'client',
    textEs:
      'Necesitamos conectar una extensión SIP a nuestra centralita y, además, una automatización especializada para nuestros procesos de atención.',
    textHe:
      'אנחנו צריכים לחבר שלוחת SIP למרכזייה שלנו, וגם אוטומציה מותאמת אישית לתהליכי השירות שלנו.',
    phonemesHe:
      "[[?an'aXnu tsQ\"iX'im leXab'eQ\" SluX'at s'ip lameQ\"kazij'a Sel'anu]], [[veg'am ?otom'atsja mut?'emet ?iS'it letahaliX'ej haSeQ\"'ut Sel'anu]].",
    startTime: 51,
    endTime: 61.6,
  },
  {
    speaker: 'assistant',
    textEs:
      'Confirmo sus datos: Daniel, teléfono +34 612 345 678, conexión de una extensión SIP a su centralita y automatización especializada. ¿Es correcto?',
    textHe: `אני מאשרת את הפרטים: דניאל, טלפון ${LTR('+972 52 555 0147')}, חיבור שלוחת SIP למרכזייה ואוטומציה מותאמת. האם הכול נכון?`,
    phonemesHe: `[[?an'i me?aS'eQ"et ?et hapQ"at'im]]: [[dani?'el]], [[t'elefon]] ${PHONE_HE_PHONEMES}, [[Xib'uQ" SluX'at s'ip lameQ"kazij'a ve?otom'atsja mut?'emet]]. [[ha?'im hak'ol naX'on]]?`,
    startTime: 62.5,
    endTime: 80.2,
  },
  {
    speaker: 'client',
    textEs: 'Sí, todo es correcto. ¿Cuál es el siguiente paso?',
    textHe: 'כן, הכול נכון. מה השלב הבא?',
    phonemesHe: "[[k'en]], [[hak'ol naX'on]]. [[m'a haSl'av hab'a]]?",
    startTime: 81.1,
    endTime: 85.3,
  },
  {
    speaker: 'assistant',
    textEs:
      'Acabo de enviar sus datos a nuestro equipo de especialistas en telefonía y automatización.',
    textHe: 'שלחתי עכשיו את הפרטים שלך לצוות המומחים שלנו לטלפוניה ולאוטומציה.',
    phonemesHe:
      "[[Sal'aXti ?aXS'av ?et hapQ\"at'im Sel'Xa lats'evet hamumX'im Sel'anu latelef'onja vela?otom'atsja]].",
    startTime: 86.2,
    endTime: 93.3,
  },
  {
    speaker: 'client',
    textEs: 'Estupendo. ¿Cuándo se pondrán en contacto conmigo?',
    textHe: 'מצוין. מתי תחזרו אליי?',
    phonemesHe: "[[metsuj'an]]. [[mat'aj taXzeQ\"'u ?el'aj]]?",
    startTime: 94.2,
    endTime: 98.2,
  },
  {
    speaker: 'assistant',
    textEs:
      'Un representante de TeleNova le llamará hoy por la tarde para estudiar sus necesidades y prepararle una propuesta a medida.',
    textHe:
      'נציג של טלנובה יתקשר אליך היום אחר הצהריים כדי לבחון את הצרכים שלך ולהכין הצעה מותאמת.',
    phonemesHe:
      "[[nats'ig Sel telen'ova jitkaS'eQ\" ?el'eXa haj'om ?aX'aQ\" hatsohoQ\"'ajim]], [[k'edej livX'on ?et hatsQ\"aX'im Sel'Xa ulehaX'in hatsa?'a mut?'emet]].",
    startTime: 99.1,
    endTime: 109.2,
  },
  {
    speaker: 'client',
    textEs: 'Excelente, muchas gracias por su ayuda, Sofía. Hasta luego.',
    textHe: 'מעולה, תודה רבה על העזרה, סופיה. להתראות.',
    phonemesHe: "[[me?ul'e]], [[tod'a Q\"ab'a ?al ha?ezQ\"'a]], [[sof'ija]]. [[lehitQ\"a?'ot]].",
    startTime: 110.1,
    endTime: 115.4,
  },
  {
    speaker: 'assistant',
    textEs:
      'Gracias a usted, Daniel, ha sido un placer atenderle. Que tenga un excelente día, ¡hasta pronto!',
    textHe: 'תודה לך, דניאל, היה לי לעונג לעזור לך. שיהיה לך יום נפלא, להתראות!',
    phonemesHe:
      "[[tod'a leX'a]], [[dani?'el]], [[h'aja l'i le?'oneg la?az'oQ\" leX'a]]. [[Sejihj'e leX'a j'om nifl'a]], [[lehitQ\"a?'ot]]!",
    startTime: 116.3,
    endTime: 124,
  },
];

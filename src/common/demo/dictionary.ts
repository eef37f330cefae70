/**
 * The demo site's page copy (`docs/elements/voice-demo.md`, `docs/elements/demo-transcript.md`):
 * page texts, call result, toasts, mail subject and greeting, in the site's languages
 * (`DEMO_LANGS`, src/core/protocol/language-subsets.ts) only.
 * The widgets' own texts (the call button's, the panel's) are the language files'
 * (docs/translations.md), which every language carries; this table is the demo's alone. The
 * Spanish table is the key set ({@link Dictionary}), and the Hebrew one is typed by it
 * (`src/common/i18n/strings.ts`), so a missing or extra text is a compile error.
 *
 * `{assistant}` and `{company}` in a text are replaced by the element's
 * `assistant-name` and `company-name` (see {@link fill}).
 */
import { formatText } from '../i18n/format.ts';
import type { Strings } from '../i18n/strings.ts';
import { parseLang } from '../../core/lang.ts';
import { DEMO_LANGS, type DemoLang } from '../../core/protocol/language-subsets.ts';

export type { DemoLang } from '../../core/protocol/language-subsets.ts';

/** A toast: a short title and a description. */
export interface ToastText {
  readonly title: string;
  readonly description: string;
}

const es = {
  /** The assistant's name when `assistant-name` is absent. */
  assistantName: 'Sofía',
  subtitle: 'Telefonía en la nube y automatización con inteligencia artificial',
  langToggle: 'עברית',
  langToggleLabel: 'Cambiar el idioma a hebreo',
  mainTitle: 'Escuche cómo {assistant} atiende una llamada real',
  mainLead:
    'Una llamada de demostración con nuestra asistente virtual: audio, transcripción, resultado y resumen.',
  playerTitle: 'Llamada de demostración',
  playerHint: 'Pulse reproducir para escuchar la llamada',
  audioLabel: 'Audio de la llamada de demostración',
  transcriptTitle: 'Transcripción de la llamada',
  transcriptHint: 'Pulse una frase para escucharla desde ese punto.',
  seekToLine: (clock: string) => `Reproducir desde ${clock}`,
  assistantBadge: '{assistant}',
  clientBadge: 'Cliente',
  fullscreenLabel: 'Reproductor de la llamada',
  closeFullscreen: 'Cerrar',
  play: 'Reproducir',
  stop: 'Detener',
  listening: 'Escuchando la llamada...',
  countdownLabel: 'El resumen de la llamada aparece en',
  summaryTitle: 'Resumen de la llamada',
  summaryBadge: 'Cliente potencial interesado',
  summaryText: 'El cliente aceptó que un representante lo contacte por la tarde.',
  nextStepsTitle: 'Próximos pasos',
  nextSteps: ['Agendar una reunión', 'Reunión con un representante', 'Conversión en cliente'],
  tryAgain: 'Intentar de nuevo',
  resultsTitle: 'Resultado de la llamada',
  resultLabels: {
    date: 'Fecha',
    time: 'Hora',
    phone: 'Teléfono',
    status: 'Estado',
    followUp: 'Seguimiento',
    notes: 'Notas',
  },
  result: {
    date: '14/07/2025',
    time: '11:30',
    phone: '+34 612 345 678',
    status: 'Llamada aceptada',
    followUp: 'Contactar con un experto',
    notes:
      'Interés en conectar una extensión SIP a la centralita, junto con una automatización especializada.',
  },
  assistantTitle: 'Hable con {assistant}',
  assistantText: 'Pruebe en vivo a nuestra asistente virtual de voz. Solo necesita un micrófono.',
  advantagesTitle: 'Ventajas',
  /** The badge of the advantage card the assistant is showing (`<voice-demo>`'s `showAdvantage`). */
  advantageShown: 'Recomendado para usted',
  advantages: [
    { title: 'Disponible 24/7', text: 'Atiende cada llamada a cualquier hora, sin esperas.' },
    { title: 'Respuesta inmediata', text: 'Contesta al primer tono y habla con naturalidad.' },
    {
      title: 'Integración con su centralita',
      text: 'Se conecta por SIP a su sistema telefónico actual.',
    },
    { title: 'Datos y seguimiento', text: 'Registra cada llamada y crea la tarea de seguimiento.' },
  ],
  contactTitle: 'Contacto',
  messagingCard: {
    title: 'WhatsApp',
    text: 'Escríbanos y le respondemos enseguida.',
    button: 'Abrir WhatsApp',
    phoneLabel: 'Teléfono',
  },
  formCard: {
    title: 'Formulario de contacto',
    text: 'Déjenos un mensaje y le contactaremos.',
    button: 'Ir al formulario',
    emailLabel: 'Correo',
  },
  formTitle: 'Envíenos un mensaje',
  formName: 'Nombre',
  formEmail: 'Correo electrónico',
  formMessage: 'Mensaje',
  formSubmit: 'Enviar mensaje',
  mailSubject: 'Mensaje desde el sitio web',
  chatGreeting: 'Hola, me gustaría recibir más información sobre sus servicios.',
  toastPlay: { title: 'Iniciando reproducción', description: 'La llamada está comenzando' },
  toastMessaging: { title: 'Abriendo WhatsApp', description: 'Te estamos redirigiendo...' },
  toastContact: { title: 'Mensaje enviado', description: 'Tu mensaje se ha enviado correctamente' },
  dismiss: 'Cerrar notificación',
  notificationsLabel: 'Notificaciones',
} as const;

/** The key set of every language's texts. */
export type Dictionary = Strings<typeof es>;

const he: Dictionary = {
  assistantName: 'סופיה',
  subtitle: 'טלפוניה בענן ואוטומציה מבוססת בינה מלאכותית',
  langToggle: 'Español',
  langToggleLabel: 'החלפת השפה לספרדית',
  mainTitle: 'האזינו איך {assistant} עונה לשיחה אמיתית',
  mainLead: 'שיחת הדגמה עם העוזרת הווירטואלית שלנו: הקלטה, תמלול, תוצאה וסיכום.',
  playerTitle: 'שיחת הדגמה',
  playerHint: 'לחצו על הפעלה כדי להאזין לשיחה',
  audioLabel: 'הקלטת שיחת ההדגמה',
  transcriptTitle: 'תמלול השיחה',
  transcriptHint: 'לחצו על משפט כדי להאזין ממנו והלאה.',
  seekToLine: (clock: string) => `השמעה מ־${clock}`,
  assistantBadge: '{assistant}',
  clientBadge: 'לקוח',
  fullscreenLabel: 'נגן השיחה',
  closeFullscreen: 'סגירה',
  play: 'הפעלה',
  stop: 'עצירה',
  listening: 'מאזינים לשיחה...',
  countdownLabel: 'סיכום השיחה יוצג בעוד',
  summaryTitle: 'סיכום השיחה',
  summaryBadge: 'ליד מתעניין',
  summaryText: 'הלקוח הסכים שנציג יחזור אליו אחר הצהריים.',
  nextStepsTitle: 'השלבים הבאים',
  nextSteps: ['קביעת פגישה', 'פגישה עם נציג', 'הפיכה ללקוח'],
  tryAgain: 'לנסות שוב',
  resultsTitle: 'תוצאות השיחה',
  resultLabels: {
    date: 'תאריך',
    time: 'שעה',
    phone: 'טלפון',
    status: 'סטטוס',
    followUp: 'המשך טיפול',
    notes: 'הערות',
  },
  result: {
    date: '14/07/2025',
    time: '11:30',
    phone: '+972 52 555 0147',
    status: 'השיחה התקבלה',
    followUp: 'יצירת קשר עם מומחה',
    notes: 'מעוניין בחיבור שלוחת SIP למרכזייה, יחד עם אוטומציה ייעודית.',
  },
  assistantTitle: 'דברו עם {assistant}',
  assistantText: 'נסו בשידור חי את העוזרת הקולית הווירטואלית שלנו. צריך רק מיקרופון.',
  advantagesTitle: 'היתרונות',
  advantageShown: 'מומלץ עבורך',
  advantages: [
    { title: 'זמינות 24/7', text: 'עונה לכל שיחה בכל שעה, בלי המתנה.' },
    { title: 'מענה מיידי', text: 'עונה כבר בצלצול הראשון ומדברת בטבעיות.' },
    { title: 'חיבור למרכזייה שלכם', text: 'מתחברת ב־SIP למערכת הטלפוניה הקיימת.' },
    { title: 'נתונים ומעקב', text: 'מתעדת כל שיחה ופותחת משימת המשך.' },
  ],
  contactTitle: 'יצירת קשר',
  messagingCard: {
    title: 'WhatsApp',
    text: 'כתבו לנו ונחזור אליכם מיד.',
    button: 'פתיחת WhatsApp',
    phoneLabel: 'טלפון',
  },
  formCard: {
    title: 'טופס יצירת קשר',
    text: 'השאירו הודעה ונחזור אליכם.',
    button: 'מעבר לטופס',
    emailLabel: 'דוא״ל',
  },
  formTitle: 'שלחו לנו הודעה',
  formName: 'שם',
  formEmail: 'דואר אלקטרוני',
  formMessage: 'הודעה',
  formSubmit: 'שליחת הודעה',
  mailSubject: 'הודעה מהאתר',
  chatGreeting: 'שלום, אשמח לקבל מידע נוסף על השירותים שלכם.',
  toastPlay: { title: 'מתחילים בהשמעה', description: 'השיחה מתחילה' },
  toastMessaging: { title: 'פותחים את WhatsApp', description: 'אנחנו מעבירים אתכם...' },
  toastContact: { title: 'ההודעה נשלחה', description: 'ההודעה שלכם נשלחה בהצלחה' },
  dismiss: 'סגירת ההתראה',
  notificationsLabel: 'התראות',
};

/** All dictionaries, by language (one per `DEMO_LANGS` code, checked by `tsc`). */
export const DICTIONARIES: Readonly<Record<DemoLang, Dictionary>> = { es, he };

/** Replaces `{assistant}` and `{company}` placeholders in `text`. */
export function fill(
  text: string,
  vars: { readonly assistant: string; readonly company: string },
): string {
  return formatText(text, undefined, vars);
}

/**
 * Parses a demo element's `lang`: any tag as the widgets read it (src/core/lang.ts), then one of
 * `DEMO_LANGS`; another supported language warns (naming the demo's languages) and reads as the
 * first, `es`.
 */
export function parseDemoLang(
  value: string | null | undefined,
  warn: (message: string) => void = console.warn,
): DemoLang {
  const lang = parseLang(value, warn);
  const demo = DEMO_LANGS.find((l) => l === lang);
  if (demo) return demo;
  warn(
    `[voice-widgets] The demo site speaks ${DEMO_LANGS.join(' and ')} only; lang "${lang}" reads as "${DEMO_LANGS[0]}".`,
  );
  return DEMO_LANGS[0];
}

/** The next of `DEMO_LANGS` after `lang` (the other one, of two), for the header toggle. */
export function otherLang(lang: DemoLang): DemoLang {
  return DEMO_LANGS[(DEMO_LANGS.indexOf(lang) + 1) % DEMO_LANGS.length] ?? DEMO_LANGS[0];
}

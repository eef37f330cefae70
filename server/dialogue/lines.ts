/**
 * What the local assistant says when it understood (or did not understand)
 * a typed answer (docs/platform.md "Dialogue (typed answers)"), in Spanish,
 * Hebrew and English. Each line has the text shown (`transcript`) and the espeak-ng input
 * spoken: for Hebrew, the fixed parts are phoneme blocks (`[[…]]`,
 * docs/contributing.md "Demo audio") and the visitor's own words are plain text between them.
 *
 * Placeholders: `{name}`, `{phone}`, `{need}`, `{solution}` in `text`;
 * `{name}`, `{phoneSpeech}`, `{need}`, `{solution}` in `speech`.
 */
import { replaceControlCharacters } from '../../src/core/util/text.ts';
import type { Language, ScriptLine } from './assistants.ts';

/** A line template: shown text and spoken input. */
export interface LineTemplate {
  readonly text: string;
  readonly speech: string;
}

/** Every line of the dialogue engine, per language. */
export interface DialogueLines {
  /** After the name: thanks by name and asks for the phone. */
  readonly askPhone: LineTemplate;
  /** After the phone: repeats it and asks for the need. */
  readonly askNeed: LineTemplate;
  /** After the need: repeats name, phone and need and asks to confirm. */
  readonly confirm: LineTemplate;
  readonly reaskName: LineTemplate;
  readonly reaskPhone: LineTemplate;
  readonly reaskNeed: LineTemplate;
  readonly reaskConfirm: LineTemplate;
  /** The visitor said the data is wrong: start again from the name. */
  readonly restart: LineTemplate;
  /** The need has a canonical solution: the page is asked to show it (`show_solution`); the dialogue waits for its answer. */
  readonly showSolution: LineTemplate;
  /** Before the confirmation: the page showed the solution. */
  readonly toolShown: LineTemplate;
  /** Before the confirmation: the page answered with an error. */
  readonly toolFailed: LineTemplate;
  /** Before the confirmation: the page did not answer in time (or the visitor went on first). */
  readonly toolTimeout: LineTemplate;
  /** After 'data sent', when the company's server answered `capture_lead` (a server tool): its answer, `{result}`. */
  readonly serverResult: LineTemplate;
  /** Words used in the confirmation for slots given by voice (not understood). */
  readonly voiceSlot: { readonly name: string; readonly phone: string; readonly need: string };
  /** The notice (text only) that the offline assistant only understands typed answers. */
  readonly typedOnly: string;
  /** The speech is espeak-ng phoneme input (Hebrew, which espeak-ng reads badly as text): always sent as `phonemes`. */
  readonly phonemeSpeech: boolean;
  /** The text is right-to-left: a phone number in it is isolated left-to-right, or bidi reorders its groups. */
  readonly rightToLeft: boolean;
}

/** Canonical solutions of the company (docs/behaviour.md §2 item 7 and the demo's notes). */
export type Solution =
  'sip-extension' | 'virtual-number' | 'call-automation' | 'call-forwarding' | 'business-messaging';

/** The label of each solution, per language. */
export const SOLUTION_LABELS: Readonly<Record<Language, Readonly<Record<Solution, string>>>> = {
  es: {
    'sip-extension': 'extensión SIP / centralita',
    'virtual-number': 'número virtual',
    'call-automation': 'automatización de llamadas / asistente virtual',
    'call-forwarding': 'desvío de llamadas',
    'business-messaging': 'mensajería empresarial',
  },
  he: {
    'sip-extension': 'שלוחת SIP / מרכזייה',
    'virtual-number': 'מספר וירטואלי',
    'call-automation': 'אוטומציה של שיחות / עוזרת וירטואלית',
    'call-forwarding': 'הפניית שיחות',
    'business-messaging': 'הודעות עסקיות',
  },
  en: {
    'sip-extension': 'SIP extension / phone system',
    'virtual-number': 'virtual number',
    'call-automation': 'call automation / virtual assistant',
    'call-forwarding': 'call forwarding',
    'business-messaging': 'business messaging',
  },
};

/** The lines per language. */
export const DIALOGUE_LINES: Readonly<Record<Language, DialogueLines>> = {
  es: {
    askPhone: {
      text: 'Encantada, {name}. Para poder ayudarle, ¿me podría indicar un teléfono de contacto en formato internacional?',
      speech:
        'Encantada, {name}. Para poder ayudarle, ¿me podría indicar un teléfono de contacto en formato internacional?',
    },
    askNeed: {
      text: 'Perfecto, he anotado el {phone}. Cuénteme, ¿qué solución necesita para su empresa?',
      speech:
        'Perfecto, he anotado el {phoneSpeech}. Cuénteme, ¿qué solución necesita para su empresa?',
    },
    confirm: {
      text: 'Entendido. Confirmo sus datos: {name}, teléfono {phone}, y necesita {need}. ¿Es correcto?',
      speech:
        'Entendido. Confirmo sus datos: {name}, teléfono {phoneSpeech}, y necesita {need}. ¿Es correcto?',
    },
    reaskName: {
      text: 'Perdone, no he entendido su nombre. Escríbalo así, por ejemplo: «Me llamo Carlos».',
      speech: 'Perdone, no he entendido su nombre. Escríbalo así, por ejemplo: me llamo Carlos.',
    },
    reaskPhone: {
      text: 'Ese número no parece válido. Escríbalo con el prefijo del país, por ejemplo: +34 612 345 678.',
      speech:
        'Ese número no parece válido. Escríbalo con el prefijo del país, por ejemplo: más tres cuatro, seis uno dos, tres cuatro cinco, seis siete ocho.',
    },
    reaskNeed: {
      text: 'Cuénteme con unas palabras qué necesita, por ejemplo: «una centralita con extensiones SIP».',
      speech:
        'Cuénteme con unas palabras qué necesita, por ejemplo: una centralita con extensiones SIP.',
    },
    reaskConfirm: {
      text: 'Perdone, responda «sí» o «no»: ¿son correctos sus datos?',
      speech: 'Perdone, responda sí o no: ¿son correctos sus datos?',
    },
    restart: {
      text: 'De acuerdo, empecemos de nuevo. ¿Cuál es su nombre?',
      speech: 'De acuerdo, empecemos de nuevo. ¿Cuál es su nombre?',
    },
    showSolution: {
      text: 'Perfecto. Un momento, le muestro en la página nuestra solución de {solution}.',
      speech: 'Perfecto. Un momento, le muestro en la página nuestra solución de {solution}.',
    },
    toolShown: {
      text: 'Listo, la tiene resaltada en la página.',
      speech: 'Listo, la tiene resaltada en la página.',
    },
    toolFailed: {
      text: 'No he podido mostrársela en la página, pero no se preocupe.',
      speech: 'No he podido mostrársela en la página, pero no se preocupe.',
    },
    toolTimeout: {
      text: 'Parece que la página no ha podido mostrarla; sigamos.',
      speech: 'Parece que la página no ha podido mostrarla; sigamos.',
    },
    serverResult: {
      text: 'Su solicitud queda registrada: {result}.',
      speech: 'Su solicitud queda registrada: {result}.',
    },
    voiceSlot: { name: 'su nombre', phone: 'el que me ha dicho', need: 'lo que me ha contado' },
    typedOnly: 'El asistente sin conexión no entiende la voz: escriba sus respuestas.',
    phonemeSpeech: false,
    rightToLeft: false,
  },
  he: {
    askPhone: {
      text: 'נעים מאוד, {name}. כדי שאוכל לעזור, תוכל למסור לי מספר טלפון ליצירת קשר בפורמט בינלאומי?',
      speech:
        "[[na?'im me?'od]], {name}. [[k'edej Se?uX'al la?az'oQ\"]], [[tuX'al lims'oQ\" l'i misp'aQ\" t'elefon litsiQ\"'at k'eSeQ\" befoQ\"m'at bejnle?um'i]]?",
    },
    askNeed: {
      text: 'מצוין, רשמתי את המספר {phone}. ספר לי, איזה פתרון אתה צריך לעסק שלך?',
      speech:
        "[[metsuj'an]], [[Q\"aS'amti ?et hamisp'aQ\"]] {phoneSpeech}. [[sap'eQ\" l'i]], [[?'ejze pitQ\"'on ?at'a tsaQ\"'iX la?'esek Sel'Xa]]?",
    },
    confirm: {
      text: 'הבנתי. אני מאשרת את הפרטים: {name}, טלפון {phone}, ואתה צריך {need}. האם הכול נכון?',
      speech:
        "[[hev'anti]]. [[?an'i me?aS'eQ\"et ?et hapQ\"at'im]]: {name}, [[t'elefon]] {phoneSpeech}, [[ve?at'a tsaQ\"'iX]] {need}. [[ha?'im hak'ol naX'on]]?",
    },
    reaskName: {
      text: 'סליחה, לא הבנתי את השם. כתבו למשל: "שמי דני".',
      speech: "[[sl'iXa]], [[l'o hev'anti ?et haS'em]]. [[kitv'u lemaS'al]]: [[Sm'i d'ani]].",
    },
    reaskPhone: {
      text: 'המספר לא נראה תקין. כתבו אותו עם קידומת המדינה, למשל: \u2066+972 52 555 0147\u2069.',
      speech:
        "[[hamisp'aQ\" l'o niQ\"?'e tak'in]]. [[kitv'u ?ot'o ?im kidom'et hamedin'a]], [[lemaS'al]]: [[pl'us]], [[t'eSa S'eva St'ajim]], [[X'ameS St'ajim]], [[X'ameS X'ameS X'ameS]], [[?'efes ?eX'ad ?aQ\"b'a S'eva]].",
    },
    reaskNeed: {
      text: 'ספרו לי בכמה מילים מה אתם צריכים, למשל: "מרכזייה עם שלוחות SIP".',
      speech:
        "[[sapQ\"'u l'i bejX'ama mil'im m'a ?at'em tsQ\"iX'im]], [[lemaS'al]]: [[meQ\"kazij'a ?im SluX'ot s'ip]].",
    },
    reaskConfirm: {
      text: 'סליחה, ענו "כן" או "לא": האם הפרטים נכונים?',
      speech: "[[sl'iXa]], [[?an'u k'en ?o l'o]]: [[ha?'im hapQ\"at'im neXon'im]]?",
    },
    restart: {
      text: 'בסדר, נתחיל מחדש. מה שמך?',
      speech: "[[bes'edeQ\"]], [[natX'il meXad'aS]]. [[m'a Sim'Xa]]?",
    },
    showSolution: {
      text: 'מצוין. רגע, אני מציגה לך בדף את הפתרון שלנו: {solution}.',
      speech:
        "[[metsuj'an]]. [[Q\"'ega]], [[?an'i matsig'a leX'a bad'af ?et hapitQ\"'on Sel'anu]]: {solution}.",
    },
    toolShown: {
      text: 'הנה, זה מסומן לך בדף.',
      speech: "[[hin'e]], [[z'e mesum'an leX'a bad'af]].",
    },
    toolFailed: {
      text: 'לא הצלחתי להציג את זה בדף, אבל אין בעיה.',
      speech: "[[l'o hitsl'aXti lehats'ig ?et z'e bad'af]], [[?av'al ?'en be?aj'a]].",
    },
    serverResult: {
      text: 'הבקשה שלך נרשמה: {result}.',
      speech: "[[habakaS'a Sel'Xa niQ\"Sem'a]]: {result}.",
    },
    toolTimeout: {
      text: 'נראה שהדף לא הצליח להציג את זה; נמשיך.',
      speech: "[[niQ\"?'e Sehad'af l'o hitsl'iaX lehats'ig ?et z'e]]; [[nam'SiX]].",
    },
    voiceSlot: { name: 'השם שלך', phone: 'המספר שאמרת', need: 'מה שסיפרת' },
    typedOnly: 'העוזרת הלא־מקוונת לא מבינה דיבור: כתבו את התשובות.',
    phonemeSpeech: true,
    rightToLeft: true,
  },
  en: {
    askPhone: {
      text: 'Nice to meet you, {name}. So that we can help you, could you give me a contact phone number in international format?',
      speech:
        'Nice to meet you, {name}. So that we can help you, could you give me a contact phone number in international format?',
    },
    askNeed: {
      text: 'Perfect, I have written down {phone}. Tell me, what solution does your business need?',
      speech:
        'Perfect, I have written down {phoneSpeech}. Tell me, what solution does your business need?',
    },
    confirm: {
      text: 'Understood. Let me confirm your details: {name}, phone {phone}, and you need {need}. Is that correct?',
      speech:
        'Understood. Let me confirm your details: {name}, phone {phoneSpeech}, and you need {need}. Is that correct?',
    },
    reaskName: {
      text: "Sorry, I didn't catch your name. Write it like this, for example: “My name is Sam”.",
      speech: "Sorry, I didn't catch your name. Write it like this, for example: my name is Sam.",
    },
    reaskPhone: {
      text: "That number doesn't look valid. Write it with the country code, for example: +1 415 555 0132.",
      speech:
        "That number doesn't look valid. Write it with the country code, for example: plus one, four one five, five five five, zero one three two.",
    },
    reaskNeed: {
      text: 'Tell me in a few words what you need, for example: “a phone system with SIP extensions”.',
      speech:
        'Tell me in a few words what you need, for example: a phone system with SIP extensions.',
    },
    reaskConfirm: {
      text: 'Sorry, please answer “yes” or “no”: are your details correct?',
      speech: 'Sorry, please answer yes or no: are your details correct?',
    },
    restart: {
      text: "All right, let's start again. What is your name?",
      speech: "All right, let's start again. What is your name?",
    },
    showSolution: {
      text: "Perfect. One moment, I'm showing you our {solution} solution on the page.",
      speech: "Perfect. One moment, I'm showing you our {solution} solution on the page.",
    },
    toolShown: {
      text: "Done, it's highlighted on the page.",
      speech: "Done, it's highlighted on the page.",
    },
    toolFailed: {
      text: "I couldn't show it on the page, but don't worry.",
      speech: "I couldn't show it on the page, but don't worry.",
    },
    toolTimeout: {
      text: "It seems the page couldn't show it; let's go on.",
      speech: "It seems the page couldn't show it; let's go on.",
    },
    serverResult: {
      text: 'Your request is registered: {result}.',
      speech: 'Your request is registered: {result}.',
    },
    voiceSlot: { name: 'your name', phone: 'the one you told me', need: 'what you told me' },
    typedOnly: "The offline assistant doesn't understand speech: please type your answers.",
    phonemeSpeech: false,
    rightToLeft: false,
  },
};

/** The company server's answer as the `serverResult` line says it in `language`. */
export function serverResultText(result: string, language: Language): string {
  return DIALOGUE_LINES[language].serverResult.text.replace('{result}', cleanResult(result));
}

function cleanResult(result: string): string {
  return replaceControlCharacters(result).trim().slice(0, 200);
}

/** `line` followed by the company server's answer (`serverResult`), as a dynamic line. */
export function withServerResult(line: ScriptLine, result: string, language: Language): ScriptLine {
  const template = DIALOGUE_LINES[language].serverResult;
  const clean = cleanResult(result);
  const text = `${line.text} ${template.text.replace('{result}', clean)}`;
  const speech = `${line.phonemes ?? line.text} ${template.speech.replace('{result}', clean)}`;
  return { ...line, text, ...(speech === text ? {} : { phonemes: speech }), dynamic: true };
}

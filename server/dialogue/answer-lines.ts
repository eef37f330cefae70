/**
 * What the local assistant says to a typed turn that is not the answer to
 * its question (docs/platform.md "Typed-turn understanding"): the answers to
 * questions about the solutions (a Markdown list), prices, hours and who is
 * writing, to a request for a person, a greeting, a goodbye and an
 * off-topic turn (a polite redirect, never an echo), and the pending
 * question asked again after them. Spanish, Hebrew and English; as in `lines.ts`,
 * Hebrew speech is espeak-ng phoneme blocks (docs/contributing.md "Demo audio").
 *
 * Placeholders: `{assistant}` (the assistant's name), `{solution}`.
 */
import type { Language } from './assistants.ts';
import { type LineTemplate, type Solution, SOLUTION_LABELS } from './lines.ts';
import type { Expecting, Intent } from './understand/meaning.ts';

/** The intents answered without taking the turn as the answer to the pending question. */
const ANSWERED = [
  'greeting',
  'ask-solutions',
  'ask-prices',
  'ask-hours',
  'ask-who',
  'human',
  'goodbye',
  'off-topic',
] as const satisfies readonly Intent[];

/** One of {@link ANSWERED}. */
export type AnsweredIntent = (typeof ANSWERED)[number];

/** True for an {@link AnsweredIntent}. */
export function isAnswered(intent: Intent): intent is AnsweredIntent {
  return (ANSWERED as readonly Intent[]).includes(intent);
}

/** The lines of one language. */
export interface AnswerLines {
  readonly answers: Readonly<Record<AnsweredIntent, LineTemplate>>;
  /** The pending question, asked again after an answer. */
  readonly pending: Readonly<Record<Expecting, LineTemplate>>;
  /** A need given before it was asked (then the pending question). */
  readonly needFirst: LineTemplate;
  /** A name or phone given when something else was asked (then the pending question). */
  readonly thanks: LineTemplate;
  /** Chat: the page is asked to show `{solution}` and the confirmation follows at once (docs/platform.md "Tool results"). */
  readonly showingSolution: LineTemplate;
}

const same = (text: string): LineTemplate => ({ text, speech: text });

/** The five solutions as a Markdown list, bold labels, in `language`. */
function solutionList(language: Language, about: Readonly<Record<Solution, string>>): string {
  const labels = SOLUTION_LABELS[language];
  return (Object.keys(about) as Solution[])
    .map(
      (s) =>
        `- **${labels[s].charAt(0).toLocaleUpperCase('es')}${labels[s].slice(1)}**: ${about[s]}`,
    )
    .join('\n');
}

/** Every answer line, per language. */
export const ANSWER_LINES: Readonly<Record<Language, AnswerLines>> = {
  es: {
    answers: {
      greeting: same('¡Hola!'),
      'ask-solutions': {
        text: `Ofrecemos cinco soluciones:\n\n${solutionList('es', {
          'sip-extension': 'las llamadas de su empresa en cualquier dispositivo.',
          'virtual-number': 'un número local o internacional que suena donde usted quiera.',
          'call-automation': 'una asistente virtual que atiende y clasifica sus llamadas.',
          'call-forwarding': 'sus llamadas llegan al móvil o a otro equipo cuando no está.',
          'business-messaging': 'WhatsApp y SMS con sus clientes.',
        })}\n\n`,
        speech:
          'Ofrecemos cinco soluciones: extensión SIP y centralita, número virtual, automatización de llamadas con asistente virtual, desvío de llamadas y mensajería empresarial.',
      },
      'ask-prices': same(
        'El precio depende de la solución y del número de usuarios: un representante le preparará una propuesta a medida, sin compromiso.',
      ),
      'ask-hours': same(
        'Atendemos de lunes a viernes, de 9:00 a 18:00, y un representante le llamará hoy por la tarde.',
      ),
      'ask-who': same(
        'Soy {assistant}, la asistente virtual de la empresa: un programa, no una persona. Una persona del equipo le llamará después.',
      ),
      human: same(
        'Ahora mismo no hay nadie en este chat, pero un representante le llamará: para eso necesito unos datos.',
      ),
      goodbye: same('Gracias por escribirnos, ¡hasta pronto! Si quiere seguir, aquí estaré.'),
      'off-topic': same(
        'Perdone, en eso no puedo ayudarle: solo atiendo consultas sobre nuestras soluciones de telefonía.',
      ),
    },
    pending: {
      name: same('¿Con quién tengo el gusto de hablar?'),
      phone: same('¿Me indica un teléfono de contacto, con el prefijo del país?'),
      need: same('¿Qué solución necesita para su empresa?'),
      confirm: same('¿Son correctos sus datos?'),
      free: same('¿Puedo ayudarle en algo más?'),
    },
    needFirst: same('Con gusto le ayudo con eso.'),
    thanks: same('Gracias.'),
    showingSolution: same('Perfecto: le resalto en la página nuestra solución de {solution}.'),
  },
  he: {
    answers: {
      greeting: { text: 'שלום!', speech: "[[Sal'om]]!" },
      'ask-solutions': {
        text: `אנחנו מציעים חמישה פתרונות:\n\n${solutionList('he', {
          'sip-extension': 'השיחות של העסק בכל מכשיר.',
          'virtual-number': 'מספר מקומי או בינלאומי שמצלצל איפה שתרצה.',
          'call-automation': 'עוזרת וירטואלית שעונה לשיחות וממיינת אותן.',
          'call-forwarding': 'השיחות מגיעות לנייד או לצוות אחר כשאתה לא זמין.',
          'business-messaging': 'וואטסאפ ו־SMS עם הלקוחות.',
        })}\n\n`,
        speech:
          "[[?anaXn'u matsi?'im Xamis'a pitQ\"on'ot]]: [[SluX'at s'ip ve meQ\"kazij'a]], [[misp'aQ\" viQ\"tu'ali]], [[?otom'atsja Sel siX'ot]], [[hafnaj'at siX'ot]], [[vehoda?'ot ?iskij'ot]].",
      },
      'ask-prices': {
        text: 'המחיר תלוי בפתרון ובמספר המשתמשים: נציג יכין לך הצעה מותאמת, בלי התחייבות.',
        speech:
          "[[hameX'iQ\" tal'uj bapitQ\"'on uvemisp'aQ\" hamiStamS'im]]: [[nats'ig jaX'in leX'a hatsa?'a mut?'emet]], [[bl'i hitXajv'ut]].",
      },
      'ask-hours': {
        text: 'אנחנו זמינים בימים א׳–ה׳, 9:00–18:00, ונציג יתקשר אליך היום אחר הצהריים.',
        speech:
          "[[?anaXn'u zmin'im bejam'im Q\"iS'on ?ad XamiS'i]], [[meh'aSa t'eSa ?ad hah'aSa Smon'e ?esQ\"'e]], [[venats'ig jitkaS'eQ\" ?el'eXa haj'om ?aX'aQ\" hatsohoQ\"'ajim]].",
      },
      'ask-who': {
        text: 'אני {assistant}, העוזרת הווירטואלית של החברה: תוכנה, לא בן אדם. נציג אנושי יתקשר אליך אחר כך.',
        speech:
          "[[?an'i]] {assistant}, [[ha?oz'eQ\"et haviQ\"tu'alit Sel haXevQ\"'a]]: [[toXn'a]], [[l'o b'en ?ad'am]]. [[nats'ig ?enoS'i jitkaS'eQ\" ?el'eXa ?aX'aQ\" k'aX]].",
      },
      human: {
        text: 'אין כרגע נציג בצ׳אט הזה, אבל נציג יתקשר אליך: בשביל זה אני צריכה כמה פרטים.',
        speech:
          "[[?'en kaQ\"'ega nats'ig batS'at haz'e]], [[?av'al nats'ig jitkaS'eQ\" ?el'eXa]]: [[biSv'il z'e ?an'i tsQ\"iX'a k'ama pQ\"at'im]].",
      },
      goodbye: {
        text: 'תודה שכתבת לנו, להתראות! אם תרצה להמשיך, אני כאן.',
        speech:
          "[[tod'a Sekat'avta l'anu]], [[lehitQ\"a?'ot]]! [[?im tiQ\"ts'e lehamS'iX]], [[?an'i k'an]].",
      },
      'off-topic': {
        text: 'סליחה, בזה אני לא יכולה לעזור: אני עונה רק על שאלות על הפתרונות שלנו.',
        speech:
          "[[sl'iXa]], [[baz'e ?an'i l'o jeXol'a la?az'oQ\"]]: [[?an'i ?on'a Q\"'ak ?al Se?el'ot ?al hapitQ\"on'ot Sel'anu]].",
      },
    },
    pending: {
      name: { text: 'עם מי אני מדברת?', speech: "[[?im m'i ?an'i medab'eQ\"et]]?" },
      phone: {
        text: 'מה מספר הטלפון שלך, עם קידומת המדינה?',
        speech: "[[m'a misp'aQ\" hat'elefon Sel'Xa]], [[?im kidom'et hamedin'a]]?",
      },
      need: {
        text: 'איזה פתרון העסק שלך צריך?',
        speech: "[[?'ejze pitQ\"'on ha?'esek Sel'Xa tsaQ\"'iX]]?",
      },
      confirm: { text: 'האם הפרטים נכונים?', speech: "[[ha?'im hapQ\"at'im neXon'im]]?" },
      free: {
        text: 'אפשר לעזור לך במשהו נוסף?',
        speech: "[[?efS'aQ\" la?az'oQ\" leX'a bem'aSehu nos'af]]?",
      },
    },
    needFirst: { text: 'בשמחה אעזור בזה.', speech: "[[besimX'a ?e?ez'oQ\" baz'e]]." },
    thanks: { text: 'תודה.', speech: "[[tod'a]]." },
    showingSolution: {
      text: 'מצוין, אני מסמנת לך בדף את הפתרון שלנו: {solution}.',
      speech:
        "[[metsuj'an]], [[?an'i mesam'enet leX'a bad'af ?et hapitQ\"'on Sel'anu]]: {solution}.",
    },
  },
  en: {
    answers: {
      greeting: same('Hello!'),
      'ask-solutions': {
        text: `We offer five solutions:\n\n${solutionList('en', {
          'sip-extension': "your company's calls on any device.",
          'virtual-number': 'a local or international number that rings wherever you want.',
          'call-automation': 'a virtual assistant that answers and sorts your calls.',
          'call-forwarding': "your calls reach your mobile or another team when you're away.",
          'business-messaging': 'WhatsApp and SMS with your customers.',
        })}\n\n`,
        speech:
          'We offer five solutions: SIP extensions and phone systems, virtual numbers, call automation with a virtual assistant, call forwarding, and business messaging.',
      },
      'ask-prices': same(
        'The price depends on the solution and the number of users: a representative will prepare a tailored proposal for you, with no obligation.',
      ),
      'ask-hours': same(
        "We're available Monday to Friday, 9 am to 6 pm, and a representative will call you this afternoon.",
      ),
      'ask-who': same(
        "I'm {assistant}, the company's virtual assistant: a program, not a person. A person from the team will call you back.",
      ),
      human: same(
        "There's nobody in this chat right now, but a representative will call you: for that I need a few details.",
      ),
      goodbye: same("Thanks for writing to us, see you soon! If you'd like to go on, I'm here."),
      'off-topic': same(
        "Sorry, I can't help with that: I only answer questions about our telephony solutions.",
      ),
    },
    pending: {
      name: same('Who am I speaking with?'),
      phone: same('Could you give me a contact phone number, with the country code?'),
      need: same('What solution does your business need?'),
      confirm: same('Are your details correct?'),
      free: same('Can I help you with anything else?'),
    },
    needFirst: same("I'll gladly help you with that."),
    thanks: same('Thank you.'),
    showingSolution: same("Perfect: I'm highlighting our {solution} solution on the page."),
  },
};

/**
 * What the local assistant says when one typed turn gives, corrects or
 * describes facts (docs/platform.md "Dialogue (typed answers)"): a short
 * acknowledgement of each fact taken, said once before the next question;
 * the clarifying question for a need that names no solution; the words the
 * read-back uses for such a need (never the visitor's own). Spanish, Hebrew
 * and English; as in `lines.ts`, Hebrew speech is espeak-ng phoneme blocks
 * (docs/contributing.md "Demo audio").
 *
 * Placeholders: `{name}`, `{phone}` / `{phoneSpeech}`, `{solution}`, `{first}`, `{second}`.
 */
import type { Language } from './assistants.ts';
import type { LineTemplate } from './lines.ts';

/** The lines of one language. */
export interface FactLines {
  /** A name taken. */
  readonly gotName: LineTemplate;
  /** A phone taken. */
  readonly gotPhone: LineTemplate;
  /** A need taken that has a solution. */
  readonly gotNeed: LineTemplate;
  /** Before the acknowledgement of a corrected fact. */
  readonly corrected: LineTemplate;
  /** A need that names no solution: the two closest offered (`{first}`, `{second}`: solution labels). */
  readonly clarify: LineTemplate;
  /** What the read-back says for a need that names no solution, after the clarifying question. */
  readonly otherNeed: LineTemplate;
}

/** Every fact line, per language. */
export const FACT_LINES: Readonly<Record<Language, FactLines>> = {
  es: {
    gotName: { text: 'Encantada, {name}.', speech: 'Encantada, {name}.' },
    gotPhone: { text: 'He anotado el {phone}.', speech: 'He anotado el {phoneSpeech}.' },
    gotNeed: { text: 'Tomo nota: {solution}.', speech: 'Tomo nota: {solution}.' },
    corrected: { text: 'Corregido.', speech: 'Corregido.' },
    clarify: {
      text: 'Para entenderle bien: ¿lo que necesita es {first} o {second}? Si no es ninguna de las dos, cuénteme con otras palabras qué quiere resolver.',
      speech:
        'Para entenderle bien: ¿lo que necesita es {first} o {second}? Si no es ninguna de las dos, cuénteme con otras palabras qué quiere resolver.',
    },
    otherNeed: {
      text: 'una consulta que un representante estudiará con usted',
      speech: 'una consulta que un representante estudiará con usted',
    },
  },
  he: {
    gotName: { text: 'נעים מאוד, {name}.', speech: "[[na?'im me?'od]], {name}." },
    gotPhone: {
      text: 'רשמתי את המספר {phone}.',
      speech: '[[Q"aS\'amti ?et hamisp\'aQ"]] {phoneSpeech}.',
    },
    gotNeed: { text: 'רשמתי: {solution}.', speech: '[[Q"aS\'amti]]: {solution}.' },
    corrected: { text: 'תיקנתי.', speech: "[[tik'anti]]." },
    clarify: {
      text: 'כדי שאבין נכון: אתה צריך {first} או {second}? אם זה לא אחד מהם, ספר לי במילים אחרות מה אתה רוצה לפתור.',
      speech:
        "[[k'edej Se?av'in naX'on]]: [[?at'a tsaQ\"'iX]] {first} [[?'o]] {second}? [[?im z'e l'o ?eX'ad meh'em]], [[sap'eQ\" l'i bemil'im ?aXeQ\"'ot m'a ?at'a Q\"ots'e liftoQ\"]].",
    },
    otherNeed: {
      text: 'ייעוץ שנציג יבחן איתך',
      speech: "[[jej'uts Senats'ig jivX'an ?it'Xa]]",
    },
  },
  en: {
    gotName: { text: 'Nice to meet you, {name}.', speech: 'Nice to meet you, {name}.' },
    gotPhone: { text: "I've noted {phone}.", speech: "I've noted {phoneSpeech}." },
    gotNeed: { text: 'Noted: {solution}.', speech: 'Noted: {solution}.' },
    corrected: { text: 'Corrected.', speech: 'Corrected.' },
    clarify: {
      text: "Just to be sure I understand: do you need {first} or {second}? If it's neither, tell me in other words what you'd like to solve.",
      speech:
        "Just to be sure I understand: do you need {first} or {second}? If it's neither, tell me in other words what you'd like to solve.",
    },
    otherNeed: {
      text: 'a consultation that a representative will go through with you',
      speech: 'a consultation that a representative will go through with you',
    },
  },
};

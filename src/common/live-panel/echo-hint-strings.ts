/**
 * The echo hint's text (docs/elements/voice-call-button.md "Echo hint"), per language: shown once
 * per call when the microphone keeps hearing the assistant through the speakers. `{assistant}` is the
 * assistant's name. English waits for the language to be added to the elements.
 */
import type { Lang } from '../../core/lang.ts';
import { format } from '../i18n/strings.ts';

const ECHO_HINT: Readonly<Record<Lang | 'en', string>> = {
  // Worded without the assistant's gender: `assistant-name` may name anyone.
  es: '¿Usas altavoces? Ponte auriculares para que {assistant} no oiga su propia voz.',
  he: 'משתמשים ברמקולים? עם אוזניות, הקול של {assistant} לא ייקלט שוב במיקרופון.',
  en: 'Using speakers? Headphones stop {assistant} from hearing itself.',
};

/** The headphones suggestion in `lang`, naming `assistant`. */
export function echoHintText(lang: Lang, assistant: string): string {
  return format(ECHO_HINT[lang], { assistant });
}

/** What the chat assistant answers, in each language, once its script is over. */
import type { Language } from '../dialogue/assistants.ts';

/** The line said to a turn after the script's end (visitor-facing text, one per language). */
export const FINISHED_LINE: Readonly<Record<Language, string>> = {
  es: 'Esta conversación ha terminado. Pulsa «Nueva conversación» para empezar otra.',
  he: 'השיחה הזאת הסתיימה. לחצו על "שיחה חדשה" כדי להתחיל שיחה אחרת.',
  en: 'This conversation has ended. Press “New conversation” to start another one.',
};

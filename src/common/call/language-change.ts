/**
 * What a call is told when the visitor switches language in the conversation (docs/translations.md
 * "Switching language"): Vapi's `add-message` with a system message, no reply triggered; the
 * platform answers in the new language from the next line on.
 */
import type { AddMessageMessage } from '../../core/protocol/client-messages.ts';
import type { Lang } from '../../core/lang.ts';

/** The `add-message` saying the visitor's language changed from `previous` to `lang` (named in English for the model). */
export function languageChangeMessage(lang: Lang, previous: Lang): AddMessageMessage {
  const name = (code: Lang): string =>
    new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  return {
    type: 'add-message',
    message: {
      role: 'system',
      content: `The visitor switched the conversation's language from ${name(previous)} (${previous}) to ${name(lang)} (${lang}). From now on, speak and write in ${name(lang)}.`,
    },
    triggerResponseEnabled: false,
  };
}

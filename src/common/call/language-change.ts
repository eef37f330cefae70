/**
 * What a call is told when the visitor switches language in the conversation (docs/translations.md
 * "Switching language"): Vapi's `add-message` with a system message, no reply triggered; the
 * platform answers in the new language from the next line on.
 */
import type { AddMessageMessage } from '../../core/protocol/client-messages.ts';
import { languageSwitchText } from '../../core/protocol/language-switch.ts';
import type { Lang } from '../../core/lang.ts';

/**
 * The `add-message` saying the visitor's language is now `lang`: the protocol's one plain sentence
 * with the language tag, which the local platform reads to switch its lines and voice
 * (docs/platform.md "Languages") and which a hosted model reads as an instruction.
 */
export function languageChangeMessage(lang: Lang): AddMessageMessage {
  return {
    type: 'add-message',
    message: { role: 'system', content: languageSwitchText(lang) },
    triggerResponseEnabled: false,
  };
}

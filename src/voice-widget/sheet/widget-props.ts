/**
 * `<voice-widget>`'s attributes that only the sheet uses, read by the sheet's chunk: the launcher
 * reads what it shows ({@link LauncherProps}), so a partner page's first chunk stays small.
 */
import { booleanAttribute } from '../../common/element/boolean-attr.ts';
import { parseLanguages } from '../../common/element/lang-choice.ts';
import { checkedUrl } from '../../common/element/url-attr.ts';
import { parseTextsAttribute } from '../../common/i18n/overrides.ts';
import { parseHistory } from '../../core/util/history-storage.ts';
import { VAPI_API_URL } from '../../core/vapi-url.ts';
import type { LauncherProps, WidgetProps } from '../session-types.ts';
import { avatarUrl } from '../../common/element/avatar-url.ts';
import { readSuggestions } from './suggestions.ts';

/**
 * `launcher`'s props with the rest of `element`'s attributes, checked with their warnings
 * (`warn`, once per message by the caller): `api-url` (http or https only), `history`,
 * `suggestions` (the property wins), `avatar`, and the `texts` attribute's JSON, which the
 * launcher reads without a warning.
 */
export function readWidgetProps(
  element: HTMLElement,
  launcher: LauncherProps,
  warn: (message: string) => void,
): WidgetProps {
  // No override in effect with a `texts` attribute set: the attribute is bad, and this warns it.
  if (launcher.texts === undefined) parseTextsAttribute(element.getAttribute('texts'), warn);
  const text = (name: string): string | undefined => {
    const value = element.getAttribute(name);
    return value === null || value.trim() === '' ? undefined : value;
  };
  return {
    ...launcher,
    publicKey: text('public-key'),
    assistantId: text('assistant-id'),
    apiUrl: checkedUrl('api-url', text('api-url'), warn) ?? VAPI_API_URL,
    languages: parseLanguages(element.getAttribute('languages')),
    requireConsent: booleanAttribute(element, 'require-consent'),
    consentText: text('consent-text'),
    heading: text('heading'),
    greeting: text('greeting'),
    feedback: booleanAttribute(element, 'feedback'),
    history: parseHistory(element.getAttribute('history'), warn),
    suggestions: readSuggestions(
      (element as { suggestions?: unknown }).suggestions,
      element.getAttribute('suggestions'),
      warn,
    ),
    avatar: avatarUrl(element.getAttribute('avatar'), warn),
  };
}

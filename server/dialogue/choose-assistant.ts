/**
 * Which assistant a `POST /api/call/web` or `/api/chat/web` request asks for
 * (docs/platform.md "REST", "Web chat"), shared by both routes. The request was checked at its
 * door (`server/http/requests/`); what is left here needs the stored assistants.
 */
import type { AssistantOverrides, AssistantRequest } from '../../src/core/protocol/requests.ts';
import type { Assistant, Language } from './assistants.ts';
import { inlineAssistant } from './inline-assistant.ts';
import { type LanguageChoice, languageOfTag } from './language-tag.ts';
import { personalizationOf, personalize } from './personalize.ts';
import { mergeSpeakingPlans, speakingPlansOf } from './speaking-plans.ts';

/** The problem of a request that names no assistant (or not as a non-empty string). */
export const ASSISTANT_REQUIRED =
  'assistantId (a stored assistant) or assistant (an inline definition) is required';

/** The assistant a request asks for, in which language, the country hint of its tag, and what was not followed. */
interface ChosenAssistant {
  readonly assistant: Assistant;
  readonly language: Language;
  /** ISO 3166 country of the language tag (or its likeliest), for local phone numbers. */
  readonly region?: string;
  readonly warnings: readonly string[];
}

type Chosen = ChosenAssistant | { status: 400 | 404; code: string; message: string };

/**
 * The assistant of a web call or chat: a stored one (`assistantId`) or an
 * inline one (`assistant`, `inline-assistant.ts`), in the language of
 * `assistantOverrides` (a tag the platform does not speak: English, with a
 * warning; docs/platform.md "Languages"), rendered with the overrides' variables.
 */
export function chooseAssistant(
  assistants: ReadonlyMap<string, Assistant>,
  request: AssistantRequest,
): Chosen {
  const chosen = chooseUnrendered(assistants, request);
  if ('status' in chosen) return chosen;
  // Rendered once, for this call or chat (docs/platform.md "Variables"), as Vapi stores a pre-substituted assistant.
  const given = personalizationOf(request.assistantOverrides);
  return { ...chosen, assistant: personalize(chosen.assistant, chosen.language, given) };
}

/** The assistant of the request with `assistantOverrides`' speaking plans, before its templates are rendered. */
function chooseUnrendered(
  assistants: ReadonlyMap<string, Assistant>,
  request: AssistantRequest,
): Chosen {
  const overrides = request.assistantOverrides;
  const choice = requestedLanguage(overrides) ?? DEFAULT_CHOICE;
  const plans = overrides && speakingPlansOf(overrides);
  const chosen = chooseBase(assistants, request, choice);
  if ('status' in chosen || !plans) return chosen;
  const speakingPlans = mergeSpeakingPlans(chosen.assistant.speakingPlans, plans);
  return {
    ...chosen,
    assistant: { ...chosen.assistant, ...(speakingPlans ? { speakingPlans } : {}) },
  };
}

/** The assistant of the request before `assistantOverrides`' speaking plans. */
function chooseBase(
  assistants: ReadonlyMap<string, Assistant>,
  request: AssistantRequest,
  choice: LanguageChoice,
): Chosen {
  const { language } = choice;
  const tagWarnings = choice.warning ? [choice.warning] : [];
  const region = choice.region ? { region: choice.region } : {};
  const { assistantId } = request;
  if (request.assistant !== undefined && assistantId === undefined) {
    const base = assistants.get(DEFAULT_ASSISTANT_ID) ?? assistants.values().next().value;
    if (!base)
      return {
        status: 404,
        code: 'assistant-not-found',
        message: 'the local platform has no stored assistant to base an inline one on',
      };
    const explicit =
      request.assistantOverrides?.variableValues?.['language'] !== undefined ? language : undefined;
    const inline = inlineAssistant(request.assistant, explicit, base);
    if ('problem' in inline) return { status: 400, code: 'bad-request', message: inline.problem };
    return {
      ...inline,
      ...(explicit ? region : inline.region ? { region: inline.region } : {}),
      warnings: [...tagWarnings, ...inline.warnings],
    };
  }
  if (assistantId === undefined) {
    return {
      status: 400,
      code: 'bad-request',
      message: ASSISTANT_REQUIRED,
    };
  }
  const assistant = assistants.get(assistantId);
  if (!assistant)
    return {
      status: 404,
      code: 'assistant-not-found',
      message: `no assistant "${assistantId.slice(0, 100)}"`,
    };
  if (!assistant.languages[language]) {
    // A tag the platform does not speak falls back to English; an assistant without English speaks its first language.
    const first = Object.keys(assistant.languages)[0] as Language;
    if (choice.warning)
      return {
        assistant,
        language: first,
        ...region,
        warnings: [
          choice.warning.replace(
            /in English$/,
            `in ${first} (assistant "${assistantId}" has no English)`,
          ),
        ],
      };
    return {
      status: 400,
      code: 'bad-request',
      message: `assistant "${assistantId}" does not speak ${language}`,
    };
  }
  return { assistant, language, ...region, warnings: tagWarnings };
}

/** The stored assistant an inline assistant borrows its script from. */
const DEFAULT_ASSISTANT_ID = 'sofia';

const DEFAULT_CHOICE: LanguageChoice = { language: 'es', region: 'ES' };

/**
 * The language `assistantOverrides.variableValues.language` asks for (`language-tag.ts`;
 * docs/platform.md "Languages"), or undefined when the overrides name none: a call or a new chat
 * is then in Spanish, a later chat request keeps its chat's language.
 */
export function requestedLanguage(
  overrides: AssistantOverrides | undefined,
): LanguageChoice | undefined {
  const language = overrides?.variableValues?.['language'];
  // The door let only a non-blank string through as the language.
  return typeof language === 'string'
    ? languageOfTag(language, 'assistantOverrides.variableValues.language')
    : undefined;
}

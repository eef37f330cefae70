/**
 * Which assistant a `POST /api/call/web` or `/api/chat/web` body asks for
 * (docs/platform.md "REST", "Web chat"), shared by both routes.
 */
import { asRecord } from '../../src/core/util/records.ts';
import type { Assistant, Language } from './assistants.ts';
import { inlineAssistant } from './inline-assistant.ts';
import { languageOfTag, type LanguageChoice } from './language-tag.ts';
import { personalizationOf, personalize } from './personalize.ts';
import { mergeSpeakingPlans, parseSpeakingPlans } from './speaking-plans.ts';

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
 * warning; docs/platform.md "Languages"); squads and workflows answer
 * `unsupported-on-local-platform` (docs/platform.md "REST").
 */
export function chooseAssistant(
  assistants: ReadonlyMap<string, Assistant>,
  body: Record<string, unknown>,
): Chosen {
  const chosen = chooseUnrendered(assistants, body);
  if ('status' in chosen) return chosen;
  // Rendered once, for this call or chat (docs/platform.md "Variables"), as Vapi stores a pre-substituted assistant.
  const given = personalizationOf(body['assistantOverrides']);
  if ('problem' in given) return { status: 400, code: 'bad-request', message: given.problem };
  return { ...chosen, assistant: personalize(chosen.assistant, chosen.language, given) };
}

/** The assistant of the body with `assistantOverrides`' speaking plans, before its templates are rendered. */
function chooseUnrendered(
  assistants: ReadonlyMap<string, Assistant>,
  body: Record<string, unknown>,
): Chosen {
  for (const kind of ['squad', 'workflow'] as const) {
    if (body[kind] !== undefined || body[`${kind}Id`] !== undefined) {
      return {
        status: 400,
        code: 'unsupported-on-local-platform',
        message: `${kind}s are not supported on the local platform: send assistantId (a stored assistant, e.g. "sofia") or an inline assistant instead`,
      };
    }
  }
  const overrides = body['assistantOverrides'];
  const choice = languageOf(overrides);
  if (choice === undefined)
    return {
      status: 400,
      code: 'bad-request',
      message:
        'assistantOverrides.variableValues.language must be a language tag (a string such as "es", "he" or "en")',
    };
  const speaking = parseSpeakingPlans(asRecord(overrides) ?? {}, 'assistantOverrides.');
  if ('problem' in speaking) return { status: 400, code: 'bad-request', message: speaking.problem };
  const chosen = chooseBase(assistants, body, choice, overrides);
  if ('status' in chosen || !speaking.plans) return chosen;
  const speakingPlans = mergeSpeakingPlans(chosen.assistant.speakingPlans, speaking.plans);
  return {
    ...chosen,
    assistant: { ...chosen.assistant, ...(speakingPlans ? { speakingPlans } : {}) },
  };
}

/** The assistant of the body before `assistantOverrides`' speaking plans. */
function chooseBase(
  assistants: ReadonlyMap<string, Assistant>,
  body: Record<string, unknown>,
  choice: LanguageChoice,
  overrides: unknown,
): Chosen {
  const { language } = choice;
  const tagWarnings = choice.warning ? [choice.warning] : [];
  const region = choice.region ? { region: choice.region } : {};
  if (body['assistant'] !== undefined && body['assistantId'] === undefined) {
    const base = assistants.get(DEFAULT_ASSISTANT_ID) ?? assistants.values().next().value;
    if (!base)
      return {
        status: 404,
        code: 'assistant-not-found',
        message: 'the local platform has no stored assistant to base an inline one on',
      };
    const explicit = hasLanguageOverride(overrides) ? language : undefined;
    const inline = inlineAssistant(body['assistant'], explicit, base);
    if ('problem' in inline) return { status: 400, code: 'bad-request', message: inline.problem };
    return {
      ...inline,
      ...(explicit ? region : inline.region ? { region: inline.region } : {}),
      warnings: [...tagWarnings, ...inline.warnings],
    };
  }
  const assistantId = body['assistantId'];
  if (typeof assistantId !== 'string' || assistantId === '') {
    return {
      status: 400,
      code: 'bad-request',
      message: 'assistantId (a stored assistant) or assistant (an inline definition) is required',
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

function hasLanguageOverride(overrides: unknown): boolean {
  return asRecord(asRecord(overrides)?.['variableValues'])?.['language'] !== undefined;
}

const DEFAULT_CHOICE: LanguageChoice = { language: 'es', region: 'ES' };

/**
 * The call language from `assistantOverrides.variableValues.language`
 * (`language-tag.ts`).
 *
 * @returns Spanish when absent; undefined when the overrides or the language
 *   are not of the right type (an object, a string).
 */
function languageOf(overrides: unknown): LanguageChoice | undefined {
  if (overrides === undefined || overrides === null) return DEFAULT_CHOICE;
  const record = asRecord(overrides);
  if (!record) return undefined;
  const values = record['variableValues'];
  if (values === undefined || values === null) return DEFAULT_CHOICE;
  const variables = asRecord(values);
  if (!variables) return undefined;
  const language = variables['language'];
  if (language === undefined) return DEFAULT_CHOICE;
  if (typeof language !== 'string' || language.trim() === '') return undefined;
  return languageOfTag(language, 'assistantOverrides.variableValues.language');
}

/**
 * The language `assistantOverrides.variableValues.language` of a later chat
 * request asks for (docs/platform.md "Languages"), or undefined when the
 * request names none (or not as a string).
 */
export function requestedLanguage(body: Record<string, unknown>): LanguageChoice | undefined {
  const language = asRecord(asRecord(body['assistantOverrides'])?.['variableValues'])?.['language'];
  return typeof language === 'string' && language.trim() !== ''
    ? languageOfTag(language, 'assistantOverrides.variableValues.language')
    : undefined;
}

/**
 * Which assistant a `POST /api/call/web` or `/api/chat/web` body asks for
 * (docs/platform.md "REST", "Web chat"), shared by both routes.
 */
import { asRecord } from '../../src/core/util/records.ts';
import { isLanguage, type Assistant, type Language } from './assistants.ts';
import { inlineAssistant } from './inline-assistant.ts';
import { personalizationOf, personalize } from './personalize.ts';

/**
 * The assistant of a web call or chat: a stored one (`assistantId`) or an
 * inline one (`assistant`, `inline-assistant.ts`), in the language of
 * `assistantOverrides`; squads and workflows answer
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

type Chosen =
  | { assistant: Assistant; language: Language; warnings: readonly string[] }
  | { status: 400 | 404; code: string; message: string };

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
  const language = languageOf(overrides);
  if (language === undefined)
    return {
      status: 400,
      code: 'bad-request',
      message: 'assistantOverrides.variableValues.language must be "es" or "he"',
    };
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
    return inline;
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
  if (!assistant.languages[language])
    return {
      status: 400,
      code: 'bad-request',
      message: `assistant "${assistantId}" does not speak ${language}`,
    };
  return { assistant, language, warnings: [] };
}

/** The stored assistant an inline assistant borrows its script from. */
const DEFAULT_ASSISTANT_ID = 'sofia';

function hasLanguageOverride(overrides: unknown): boolean {
  return asRecord(asRecord(overrides)?.['variableValues'])?.['language'] !== undefined;
}

/**
 * The call language from `assistantOverrides.variableValues.language`.
 *
 * @returns `es` when absent, undefined when present but not a supported language.
 */
function languageOf(overrides: unknown): Language | undefined {
  if (overrides === undefined || overrides === null) return 'es';
  const record = asRecord(overrides);
  if (!record) return undefined;
  const values = record['variableValues'];
  if (values === undefined || values === null) return 'es';
  const variables = asRecord(values);
  if (!variables) return undefined;
  const language = variables['language'];
  if (language === undefined) return 'es';
  return isLanguage(language) ? language : undefined;
}

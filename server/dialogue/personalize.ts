/**
 * One call's or chat's assistant, rendered (docs/platform.md "Variables"): the templates of
 * `templates.ts` filled from the request's `assistantOverrides`, and its `firstMessage` override
 * (both checked at the request's door, `server/http/requests/`).
 */
import type { AssistantOverrides } from '../../src/core/protocol/requests.ts';
import type { Assistant, AssistantLanguage, Language, ScriptLine } from './assistants.ts';
import { renderTemplate, type TemplateVariables, variablesOf } from './templates.ts';

/** The line rendered; a line that changed is built for this call only (`dynamic`, its audio not cached). */
function renderLine(line: ScriptLine, variables: TemplateVariables, now: Date): ScriptLine {
  const text = renderTemplate(line.text, variables, now);
  const phonemes =
    line.phonemes === undefined ? undefined : renderTemplate(line.phonemes, variables, now);
  if (text === line.text && phonemes === line.phonemes) return line;
  return {
    ...line,
    // A line whose variables all render empty still says something: its template's own text is never spoken.
    text: text.trim() === '' ? '…' : text,
    ...(phonemes === undefined ? {} : { phonemes }),
    dynamic: true,
  };
}

/** What a call or chat is given by its request (docs/platform.md "Variables"). */
export interface Personalization {
  readonly variables: TemplateVariables;
  /** `assistantOverrides.firstMessage`: replaces the assistant's first message for this call or chat. */
  readonly firstMessage?: string;
}

/** The personalization of a request's checked `assistantOverrides` (`variableValues`, `firstMessage`). */
export function personalizationOf(overrides: AssistantOverrides | undefined): Personalization {
  const variables = variablesOf(overrides?.variableValues);
  const firstMessage = overrides?.firstMessage;
  return firstMessage === undefined
    ? { variables }
    : { variables, firstMessage: firstMessage.trim() };
}

/**
 * The assistant with the lines of its languages and its system prompt rendered for one call or chat,
 * the first message of `language` replaced when the request overrides it. Rendering errors (time or memory bound) leave the
 * line's template text out: the line renders empty of markup rather than speaking braces.
 */
export function personalize(
  assistant: Assistant,
  language: Language,
  given: Personalization,
  now = new Date(),
): Assistant {
  if (!assistant.languages[language]) return assistant;
  const safe = (line: ScriptLine): ScriptLine => {
    try {
      return renderLine(line, given.variables, now);
    } catch {
      return { ...line, text: line.text.replace(/\{\{[^}]*\}\}|\{%[^%]*%\}/g, ''), dynamic: true };
    }
  };
  // Every language is rendered: a language switch inside the conversation speaks the same variables.
  const languages: Partial<Record<Language, AssistantLanguage>> = {};
  for (const [code, script] of Object.entries(assistant.languages) as [
    Language,
    AssistantLanguage,
  ][]) {
    const first: ScriptLine =
      given.firstMessage === undefined || code !== language
        ? script.firstMessage
        : { topic: script.firstMessage.topic, text: given.firstMessage, dynamic: true };
    languages[code] = { ...script, firstMessage: safe(first), script: script.script.map(safe) };
  }
  let systemPrompt = assistant.systemPrompt;
  if (systemPrompt !== undefined) {
    try {
      systemPrompt = renderTemplate(systemPrompt, given.variables, now);
    } catch {
      systemPrompt = undefined;
    }
  }
  const { systemPrompt: _raw, ...rest } = assistant;
  return {
    ...rest,
    ...(systemPrompt === undefined ? {} : { systemPrompt }),
    languages: { ...assistant.languages, ...languages },
  };
}

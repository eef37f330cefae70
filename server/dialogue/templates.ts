/**
 * Templates in an assistant's lines and system prompt (docs/platform.md "Variables"): Liquid
 * (`liquidjs`, as Vapi renders them) filled from `assistantOverrides.variableValues` and the
 * built-ins `{{now}}`, `{{date}}`, `{{time}}`, `{{month}}`, `{{day}}`, `{{year}}` (UTC). The
 * variables come from a web page, so parsing and rendering are bounded (size, time, memory) and
 * no template reads a file.
 */
import { Liquid } from 'liquidjs';
import { asRecord } from '../../src/core/util/records.ts';
import type { Assistant, AssistantLanguage, Language, ScriptLine } from './assistants.ts';

/** Longest template accepted, characters (a line or a system prompt). */
const MAX_TEMPLATE_CHARS = 8000;
/** Longest rendered text kept, characters; the rest is cut. */
const MAX_RENDERED_CHARS = 4000;
/** Most variables read from `variableValues`; the others are dropped. */
const MAX_VARIABLES = 64;
/** Longest variable value kept, characters. */
const MAX_VALUE_CHARS = 1000;

const liquid = new Liquid({
  // An in-memory template map with nothing in it: `{% include %}` / `{% render %}` read no file.
  templates: {},
  timezoneOffset: 0,
  // An unknown filter is a parse error, so a typo is refused when the assistant is loaded.
  strictFilters: true,
  ownPropertyOnly: true,
  parseLimit: MAX_TEMPLATE_CHARS,
  renderLimit: 50,
  memoryLimit: 200_000,
});

/** The variables a template sees: strings, numbers and booleans only. */
export type TemplateVariables = Readonly<Record<string, string | number | boolean>>;

/** True when `text` has Liquid markup (`{{ … }}` or `{% … %}`). */
export function hasMarkup(text: string): boolean {
  return text.includes('{{') || text.includes('{%');
}

/**
 * Why `text` is not a template the platform can render, or undefined when it is (or has no markup).
 * @returns e.g. `is not a valid template: output "{{ name" not closed, line:1, col:1`.
 */
export function templateProblem(text: string): string | undefined {
  if (!hasMarkup(text)) return undefined;
  if (text.length > MAX_TEMPLATE_CHARS)
    return `is a template longer than ${MAX_TEMPLATE_CHARS} characters`;
  try {
    liquid.parse(text);
    return undefined;
  } catch (error) {
    return `is not a valid template: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * `assistantOverrides.variableValues` as templates see them: string, number and boolean values
 * (strings cut to {@link MAX_VALUE_CHARS}); other values and keys past {@link MAX_VARIABLES} dropped.
 */
export function variablesOf(overrides: unknown): TemplateVariables {
  const values = asRecord(asRecord(overrides)?.['variableValues']);
  const out: Record<string, string | number | boolean> = {};
  if (!values) return out;
  for (const [key, value] of Object.entries(values).slice(0, MAX_VARIABLES)) {
    if (typeof value === 'string') out[key] = value.slice(0, MAX_VALUE_CHARS);
    else if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)))
      out[key] = value;
  }
  return out;
}

/** Vapi's default variables at `now` (UTC): `now` "Jan 1, 2024 12:00 PM", `date`, `time`, `month`, `day`, `year`. */
function builtIns(now: Date): Record<string, string> {
  const at = (format: string): string =>
    liquid.parseAndRenderSync(`{{ t | date: "${format}" }}`, { t: now });
  return {
    now: at('%b %-d, %Y %-I:%M %p'),
    date: at('%b %-d, %Y'),
    time: at('%-I:%M %p'),
    month: at('%B'),
    day: at('%-d'),
    year: at('%Y'),
  };
}

/**
 * Renders `text` with `variables` over the built-ins; a missing variable renders empty (as on Vapi)
 * unless a `default` filter gives one.
 * @throws Error when the template does not parse, or breaks the time or memory bound while rendering.
 */
export function renderTemplate(
  text: string,
  variables: TemplateVariables,
  now = new Date(),
): string {
  if (!hasMarkup(text)) return text;
  const scope = { ...builtIns(now), ...variables };
  return liquid.parseAndRenderSync(text, scope).slice(0, MAX_RENDERED_CHARS);
}

/** The template problems of an assistant language's lines, as `[field, problem]` (field relative to `at`). */
export function languageTemplateProblems(
  language: AssistantLanguage,
  at: string,
): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  const check = (line: ScriptLine, where: string): void => {
    for (const key of ['text', 'phonemes'] as const) {
      const value = line[key];
      const problem = value === undefined ? undefined : templateProblem(value);
      if (problem) problems.push([`${where}.${key}`, problem]);
    }
  };
  check(language.firstMessage, `${at}.firstMessage`);
  language.script.forEach((line, i) => check(line, `${at}.script[${i}]`));
  return problems;
}

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

/**
 * Reads the request's `assistantOverrides` (`variableValues`, `firstMessage`).
 * @returns the personalization, or why it is refused (naming the field).
 */
export function personalizationOf(
  overrides: unknown,
): Personalization | { readonly problem: string } {
  const variables = variablesOf(overrides);
  const firstMessage = asRecord(overrides)?.['firstMessage'];
  if (firstMessage === undefined) return { variables };
  if (typeof firstMessage !== 'string' || firstMessage.trim() === '' || firstMessage.length > 1000)
    return {
      problem:
        'assistantOverrides.firstMessage must be a non-empty string of at most 1000 characters',
    };
  const problem = templateProblem(firstMessage);
  if (problem) return { problem: `assistantOverrides.firstMessage ${problem}` };
  return { variables, firstMessage: firstMessage.trim() };
}

/**
 * The assistant with its `language` lines and system prompt rendered for one call or chat, the first
 * message replaced when the request overrides it. Rendering errors (time or memory bound) leave the
 * line's template text out: the line renders empty of markup rather than speaking braces.
 */
export function personalize(
  assistant: Assistant,
  language: Language,
  given: Personalization,
  now = new Date(),
): Assistant {
  const script = assistant.languages[language];
  if (!script) return assistant;
  const safe = (line: ScriptLine): ScriptLine => {
    try {
      return renderLine(line, given.variables, now);
    } catch {
      return { ...line, text: line.text.replace(/\{\{[^}]*\}\}|\{%[^%]*%\}/g, ''), dynamic: true };
    }
  };
  const first: ScriptLine =
    given.firstMessage === undefined
      ? script.firstMessage
      : { topic: script.firstMessage.topic, text: given.firstMessage, dynamic: true };
  const rendered: AssistantLanguage = {
    ...script,
    firstMessage: safe(first),
    script: script.script.map(safe),
  };
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
    languages: { ...assistant.languages, [language]: rendered },
  };
}

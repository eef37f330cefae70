/**
 * Templates in an assistant's lines and system prompt (docs/platform.md "Variables"; rendering an
 * assistant for one call or chat is `personalize.ts`): Liquid
 * (`liquidjs`, as Vapi renders them) filled from `assistantOverrides.variableValues` and the
 * built-ins `{{now}}`, `{{date}}`, `{{time}}`, `{{month}}`, `{{day}}`, `{{year}}` (UTC). The
 * variables come from a web page, so parsing and rendering are bounded (size, time, memory) and
 * no template reads a file.
 */
import { Liquid } from 'liquidjs';

import type { VariableValues } from '../../src/core/protocol/requests.ts';

/** Longest template accepted, characters (a line or a system prompt). */
const MAX_TEMPLATE_CHARS = 8000;
/** Longest rendered text kept, characters; the rest is cut. */
const MAX_RENDERED_CHARS = 4000;
/** Longest variable value kept, characters. */
const MAX_VALUE_CHARS = 1000;
/**
 * Wall time one render may take, ms. Liquid measures it by the clock, so on a busy machine a
 * line of a few microseconds of work can be descheduled past a tighter bound (50 ms lost a
 * visitor's name under load) and render empty. A page controls one template per call (its
 * `firstMessage`), so this is the most one call can hold the event loop.
 */
const RENDER_LIMIT_MS = 250;

const liquid = new Liquid({
  // An in-memory template map with nothing in it: `{% include %}` / `{% render %}` read no file.
  templates: {},
  timezoneOffset: 0,
  // An unknown filter is a parse error, so a typo is refused when the assistant is loaded.
  strictFilters: true,
  ownPropertyOnly: true,
  parseLimit: MAX_TEMPLATE_CHARS,
  renderLimit: RENDER_LIMIT_MS,
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
 * A request's checked `variableValues` (`src/core/protocol/requests.ts`: at most `MAX_VARIABLES`
 * strings, numbers and booleans) as templates see them: strings cut to {@link MAX_VALUE_CHARS}.
 */
export function variablesOf(values: VariableValues | undefined): TemplateVariables {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(values ?? {}))
    out[key] = typeof value === 'string' ? value.slice(0, MAX_VALUE_CHARS) : value;
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

/** A line as templates see it (`ScriptLine` of `assistants.ts`). */
interface TemplatedLine {
  readonly text: string;
  readonly phonemes?: string;
}

/** The template problems of an assistant language's lines, as `[field, problem]` (field relative to `at`). */
export function languageTemplateProblems(
  language: { readonly firstMessage: TemplatedLine; readonly script: readonly TemplatedLine[] },
  at: string,
): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  const check = (line: TemplatedLine, where: string): void => {
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

/**
 * What the page tells the assistant when a call or chat starts (docs/elements/voice-widget.md
 * "Variables and overrides"): the `variable-values` attribute, the `variableValues` and
 * `assistantOverrides` properties and the language, merged into Vapi's `assistantOverrides`. Read
 * at each call's start and each chat request; sent to the platform, never stored by the widget.
 */
import type { Lang } from '../../core/lang.ts';
import {
  MAX_VARIABLES,
  type AssistantOverrides,
  type VariableValue,
  type VariableValues,
} from '../../core/protocol/requests.ts';

/** The element's side: the attribute and the two properties. */
export interface OverridesSource {
  getAttribute(name: string): string | null;
  variableValues?: unknown;
  assistantOverrides?: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The string, number and boolean entries of `value` (from `where`); any other value warns, naming
 * its key, and is left out. Not an object: one warning naming `where`, and nothing.
 */
function checkVariables(
  value: unknown,
  where: string,
  warn: (message: string) => void,
): VariableValues {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) {
    warn(
      `[voice-widgets] Ignoring ${where}: expected an object of variables; nothing of it is sent.`,
    );
    return {};
  }
  const out: Record<string, VariableValue> = {};
  for (const [key, v] of Object.entries(value)) {
    if (Object.keys(out).length === MAX_VARIABLES) {
      warn(
        `[voice-widgets] ${where}: at most ${MAX_VARIABLES} variables are sent; the rest is ignored.`,
      );
      break;
    }
    if (
      typeof v === 'string' ||
      typeof v === 'boolean' ||
      (typeof v === 'number' && Number.isFinite(v))
    )
      out[key] = v;
    else
      warn(
        `[voice-widgets] Ignoring ${where}.${key.slice(0, 40)}: values must be strings, numbers or booleans.`,
      );
  }
  return out;
}

/** The `variable-values` attribute: a JSON object; invalid JSON or another value warns and gives nothing. */
export function parseVariableValuesAttribute(
  raw: string | null,
  warn: (message: string) => void,
): VariableValues {
  if (raw === null || raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    warn('[voice-widgets] Ignoring variable-values: not valid JSON; nothing of it is sent.');
    return {};
  }
  return checkVariables(parsed, 'variable-values', warn);
}

/**
 * The `assistantOverrides` of a call or chat request. Its `variableValues` merge, later winning:
 * the language (`{ language: lang }`) < the `variable-values` attribute < the `variableValues`
 * property < the `assistantOverrides` property's own `variableValues`. Every other field of the
 * `assistantOverrides` property is sent as given.
 */
export function assistantOverridesOf(
  el: OverridesSource,
  lang: Lang,
  warn: (message: string) => void,
): AssistantOverrides {
  const given = el.assistantOverrides;
  let overrides: Record<string, unknown> = {};
  if (isPlainObject(given)) overrides = given;
  else if (given !== undefined && given !== null)
    warn('[voice-widgets] Ignoring assistantOverrides: expected an object; nothing of it is sent.');
  const variableValues: VariableValues = {
    language: lang,
    ...parseVariableValuesAttribute(el.getAttribute('variable-values'), warn),
    ...checkVariables(el.variableValues, 'variableValues', warn),
    ...checkVariables(overrides['variableValues'], 'assistantOverrides.variableValues', warn),
  };
  return { ...overrides, variableValues };
}

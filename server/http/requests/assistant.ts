/**
 * The fields by which a call or chat asks for its assistant (docs/platform.md "REST", "Variables",
 * "Languages", "Speaking plans"): `assistantId`, an inline `assistant`, `assistantOverrides`, and
 * the squads and workflows the local platform refuses. Shared by the `/call/web` and `/chat/web` doors.
 */
import * as v from 'valibot';

import {
  FIRST_MESSAGE_RULE,
  type InlineAssistant,
  isFirstMessage,
  MAX_VARIABLES,
  type VariableValue,
  type VariableValues,
} from '../../../src/core/protocol/requests.ts';
import { asRecord } from '../../../src/core/util/records.ts';
import { systemPromptOf } from '../../dialogue/assistants.ts';
import { ASSISTANT_REQUIRED } from '../../dialogue/choose-assistant.ts';
import { MAX_SPEAKING_PLAN_SECONDS, planFieldProblem } from '../../dialogue/speaking-plans.ts';
import { templateProblem } from '../../dialogue/templates.ts';
import { record } from './door.ts';

const LANGUAGE_TAG =
  'assistantOverrides.variableValues.language must be a language tag (a string such as "es", "he" or "en")';
const TRANSCRIBER_TAG =
  'assistant.transcriber.language must be a language tag (es-ES, he-IL, en-US …)';
const INLINE = 'assistant must be an object (an inline assistant definition)';
const NAME = 'assistant.name must be a string of at most 100 characters';

/** A non-blank string; `message` otherwise. */
function tag(message: string) {
  return v.pipe(
    v.string(message),
    v.check((text) => text.trim() !== '', message),
  );
}

/** A `firstMessage` ({@link isFirstMessage}) that is a template the platform can render; `field` names it. */
function firstMessage(field: string) {
  return v.pipe(
    v.string(`${field} must be ${FIRST_MESSAGE_RULE}`),
    v.check(isFirstMessage, `${field} must be ${FIRST_MESSAGE_RULE}`),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? templateProblem(dataset.value) : undefined;
      if (problem) addIssue({ message: `${field} ${problem}` });
    }),
  );
}

/** Seconds within Vapi's range for `field` of the plan `at`. */
function seconds(at: string, field: keyof typeof MAX_SPEAKING_PLAN_SECONDS) {
  const message = planFieldProblem(at, field);
  return v.exactOptional(
    v.pipe(
      v.number(message),
      v.minValue(0, message),
      v.maxValue(MAX_SPEAKING_PLAN_SECONDS[field], message),
    ),
  );
}

/** `startSpeakingPlan` and `stopSpeakingPlan` of the object named `prefix` (`assistant.`, `assistantOverrides.`). */
function speakingPlans(prefix: string) {
  const start = `${prefix}startSpeakingPlan`;
  const stop = `${prefix}stopSpeakingPlan`;
  return {
    startSpeakingPlan: v.exactOptional(
      record({ waitSeconds: seconds(start, 'waitSeconds') }, `${start} must be an object`),
    ),
    stopSpeakingPlan: v.exactOptional(
      record(
        {
          voiceSeconds: seconds(stop, 'voiceSeconds'),
          backoffSeconds: seconds(stop, 'backoffSeconds'),
        },
        `${stop} must be an object`,
      ),
    ),
  };
}

/**
 * The variables templates may see: the first {@link MAX_VARIABLES} entries, of which the strings,
 * finite numbers and booleans (others are dropped, as on Vapi: never an error); `language`, which
 * picks the conversation's language, wherever it is.
 */
function variableValuesOf(values: {
  readonly language?: string;
  readonly [key: string]: unknown;
}): VariableValues {
  const out: Record<string, VariableValue> = {};
  for (const [key, value] of Object.entries(values).slice(0, MAX_VARIABLES)) {
    if (typeof value === 'string' || typeof value === 'boolean') out[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
  }
  return values.language === undefined ? out : { ...out, language: values.language };
}

/** `assistantOverrides` (`AssistantOverrides`); `null` there or in `variableValues` counts as absent. */
const assistantOverrides = record(
  {
    variableValues: v.exactOptional(
      v.pipe(
        record({ language: v.exactOptional(tag(LANGUAGE_TAG)) }, LANGUAGE_TAG),
        v.transform(variableValuesOf),
      ),
    ),
    ...speakingPlans('assistantOverrides.'),
    firstMessage: v.exactOptional(firstMessage('assistantOverrides.firstMessage')),
  },
  LANGUAGE_TAG,
  ['variableValues'],
);

/** An object field read only for a few fields: another value counts as an empty object, as it always did. */
function lenient<Entries extends v.ObjectEntries>(entries: Entries) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => asRecord(value) ?? {}),
    v.looseObject(entries),
  );
}

/** An inline assistant's `voice`: its `provider` and `voiceId` when strings, the rest as given; another value: `{}`. */
function voiceOf(value: unknown): NonNullable<InlineAssistant['voice']> {
  const { provider, voiceId, ...rest } = asRecord(value) ?? {};
  return {
    ...rest,
    ...(typeof provider === 'string' ? { provider } : {}),
    ...(typeof voiceId === 'string' ? { voiceId } : {}),
  };
}

/** The inline assistant (`InlineAssistant`): what it honours is checked; the rest is only warned about later. */
const inlineAssistant = record(
  {
    transcriber: v.exactOptional(lenient({ language: v.exactOptional(tag(TRANSCRIBER_TAG)) })),
    firstMessage: v.exactOptional(firstMessage('assistant.firstMessage')),
    model: v.exactOptional(
      v.pipe(
        v.unknown(),
        v.rawCheck(({ dataset, addIssue }) => {
          try {
            systemPromptOf(dataset.value, (field, what) => {
              throw new Error(`assistant.${field} ${what}`);
            });
          } catch (error) {
            addIssue({ message: (error as Error).message });
          }
        }),
      ),
    ),
    name: v.exactOptional(v.pipe(v.string(NAME), v.maxLength(100, NAME))),
    ...speakingPlans('assistant.'),
    // Only an espeak-ng voice id is honoured; anything else is a warning naming the provider, if a string.
    voice: v.exactOptional(v.pipe(v.unknown(), v.transform(voiceOf))),
  },
  INLINE,
);

const squads =
  'squads are not supported on the local platform: send assistantId (a stored assistant, e.g. "sofia") or an inline assistant instead';
const workflows = squads.replace('squads', 'workflows');

/** The `AssistantRequest` fields of a body, in the order their problems were always reported. */
export const assistantRequestEntries = {
  squad: v.exactOptional(v.never(squads)),
  squadId: v.exactOptional(v.never(squads)),
  workflow: v.exactOptional(v.never(workflows)),
  workflowId: v.exactOptional(v.never(workflows)),
  assistantOverrides: v.exactOptional(assistantOverrides),
  assistantId: v.exactOptional(
    v.pipe(v.string(ASSISTANT_REQUIRED), v.minLength(1, ASSISTANT_REQUIRED)),
  ),
  assistant: v.exactOptional(inlineAssistant),
};

/** Fields answered `unsupported-on-local-platform`. */
export const UNSUPPORTED_FIELDS = ['squad', 'squadId', 'workflow', 'workflowId'] as const;

/** Body fields that may be `null` for absent. */
export const NULLABLE_FIELDS = ['assistantOverrides'] as const;

/** A stored assistant, when named, wins: the inline `assistant` beside it is not read (nor checked). */
export function withoutShadowedInline(body: Record<string, unknown>): Record<string, unknown> {
  if (body['assistantId'] === undefined || body['assistant'] === undefined) return body;
  const { assistant: _unread, ...rest } = body;
  return rest;
}

/**
 * Builds the `POST /call/web` payload from `start()`'s arguments (docs/behaviour.md §3
 * "Web call creation payload"; docs/behaviour.md §5: "A string argument is treated as an
 * id. An object is treated as an inline definition.").
 */
import type { JsonObject } from '../api/types.ts';
import type { WebCallPayload, WebCallPayloadFields } from '../api/web-call.ts';
import { definedOnly, isRecord } from '../util/records.ts';

/** An id (non-empty string) or an inline definition (object). */
export type IdOrDefinition = string | JsonObject;

/** `start()`'s last argument, as `@vapi-ai/web`'s `start()` takes it. */
export interface StartCallOptions {
  /** `false` keeps the call's room alive after the visitor leaves; the platform's default is `true`. */
  readonly roomDeleteOnUserLeaveEnabled?: boolean;
}

/** What `start()` was given, as booleans (docs/behaviour.md §4 failure context). */
export interface StartInputs {
  readonly hasAssistant: boolean;
  readonly hasSquad: boolean;
  readonly hasWorkflow: boolean;
}

/** Whether each of assistant, squad and workflow is usable (a non-empty string or an object). */
export function describeInputs(
  assistant: IdOrDefinition | undefined,
  squad: IdOrDefinition | undefined,
  workflow: IdOrDefinition | undefined,
): StartInputs {
  return {
    hasAssistant: isGiven(assistant),
    hasSquad: isGiven(squad),
    hasWorkflow: isGiven(workflow),
  };
}

/**
 * The payload, with only the fields that are set; `undefined` when none of
 * assistant, squad or workflow is given (docs/behaviour.md §5 validation error).
 */
export function buildWebCallPayload(
  assistant: IdOrDefinition | undefined,
  assistantOverrides: JsonObject | undefined,
  squad: IdOrDefinition | undefined,
  workflow: IdOrDefinition | undefined,
  workflowOverrides: JsonObject | undefined,
  options: StartCallOptions = {},
): WebCallPayload | undefined {
  const fields: WebCallPayloadFields = definedOnly({
    assistant: definitionOf(assistant),
    assistantId: idOf(assistant),
    assistantOverrides: definitionOf(assistantOverrides),
    squad: definitionOf(squad),
    squadId: idOf(squad),
    workflow: definitionOf(workflow),
    workflowId: idOf(workflow),
    workflowOverrides: definitionOf(workflowOverrides),
    roomDeleteOnUserLeaveEnabled:
      typeof options.roomDeleteOnUserLeaveEnabled === 'boolean'
        ? options.roomDeleteOnUserLeaveEnabled
        : undefined,
  });
  if (fields.assistant) return { ...fields, assistant: fields.assistant };
  if (fields.assistantId) return { ...fields, assistantId: fields.assistantId };
  if (fields.squad) return { ...fields, squad: fields.squad };
  if (fields.squadId) return { ...fields, squadId: fields.squadId };
  if (fields.workflow) return { ...fields, workflow: fields.workflow };
  if (fields.workflowId) return { ...fields, workflowId: fields.workflowId };
  return undefined;
}

function idOf(value: IdOrDefinition | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function definitionOf(value: IdOrDefinition | undefined): JsonObject | undefined {
  return isRecord(value) ? (value as JsonObject) : undefined;
}

function isGiven(value: IdOrDefinition | undefined): boolean {
  return (typeof value === 'string' && value !== '') || isRecord(value);
}

/**
 * The two ways into a call session (SPEC §4 "Web call start" steps 1–2, and
 * README "Call continuity"): `VoiceClient.start()` checks its inputs and
 * builds the web-call payload; `VoiceClient.resume()` takes over a call
 * another page left. Both refuse while a call runs (a failed `validation`
 * progress event, `{reason: 'already-started'}`, and `null`), then hand the
 * new session to `startCall` (`start-flow.ts`).
 */
import type { JsonObject } from '../api/types.ts';
import type { WebCallResponse } from '../api/web-call.ts';
import { VoiceClientError } from './errors.ts';
import type { ClientHost } from './host.ts';
import { buildWebCallPayload, describeInputs, type IdOrDefinition, type StartCallOptions, type StartInputs } from './payload.ts';
import type { ResumeState } from './resume.ts';
import type { CallSession } from './session.ts';
import { startCall } from './start-flow.ts';

/** The client's session slot. */
export interface SessionOpener {
  /** A call is starting or running (SPEC §4 step 1). */
  busy(): boolean;
  /** Whether the page runs on a mobile device (the start context's `isMobile`). */
  isMobile(): boolean;
  /** Makes and keeps the new session (step 2). */
  open(startedAt: number, inputs: StartInputs): CallSession;
}

/** The arguments of `VoiceClient.start()`. */
export interface StartArguments {
  readonly assistant?: IdOrDefinition | undefined;
  readonly assistantOverrides?: JsonObject | undefined;
  readonly squad?: IdOrDefinition | undefined;
  readonly workflow?: IdOrDefinition | undefined;
  readonly workflowOverrides?: JsonObject | undefined;
  readonly options?: StartCallOptions | undefined;
}

/**
 * `VoiceClient.start()`: step 1 (a call already runs), the input check
 * (`validation-error`, stage `input-validation`, for no assistant, squad or
 * workflow), step 2 (the new session), then the start flow.
 * @returns the web call, or `null`. Never rejects.
 */
export function beginStart(host: ClientHost, open: SessionOpener, args: StartArguments): Promise<WebCallResponse | null> {
  const startedAt = Date.now();
  const { assistant, assistantOverrides, squad, workflow, workflowOverrides, options } = args;
  // Step 1 first: a stray start() during a call never emits an error that resets a UI.
  if (open.busy()) return refuseSecondStart(host);
  const inputs = describeInputs(assistant, squad, workflow);
  const payload = buildWebCallPayload(assistant, assistantOverrides, squad, workflow, workflowOverrides, options);
  if (payload) return startCall(host, open.open(startedAt, inputs), payload);
  host.report.failed(undefined, { reason: 'missing-assistant-squad-or-workflow' }, 'validation');
  const context = { ...inputs, isMobile: open.isMobile() };
  host.report.startFailed({ startedAt, context }, 'validation', VoiceClientError.missingInput(), 'input-validation');
  return Promise.resolve(null);
}

/**
 * `VoiceClient.resume()`: step 1, a new session, then the start flow from
 * `state` (no web call is created); the stored mute state is applied once joined.
 * @returns the web call, or `null`. Never rejects.
 */
export async function beginResume(host: ClientHost, open: SessionOpener, state: ResumeState): Promise<WebCallResponse | null> {
  if (open.busy()) return refuseSecondStart(host);
  const session = open.open(Date.now(), { hasAssistant: true, hasSquad: false, hasWorkflow: false });
  const webCall = await startCall(host, session, { resume: state });
  if (webCall && state.muted && !session.finished) session.transport?.setMicEnabled(false);
  return webCall;
}

function refuseSecondStart(host: ClientHost): Promise<null> {
  host.report.failed(undefined, { reason: 'already-started' }, 'validation');
  return Promise.resolve(null);
}

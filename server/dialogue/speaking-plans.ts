/**
 * Vapi's speaking plans (docs/platform.md "Speaking plans"): `startSpeakingPlan.waitSeconds`,
 * `stopSpeakingPlan.voiceSeconds` and `stopSpeakingPlan.backoffSeconds`, read from a stored
 * assistant, an inline assistant or `assistantOverrides`, within Vapi's documented ranges. The
 * plans' other fields (smart endpointing, words, phrases) need a transcript and are ignored.
 */
import type { StartSpeakingPlan, StopSpeakingPlan } from '../../src/core/protocol/requests.ts';
import { asRecord } from '../../src/core/util/records.ts';

/** The speaking-plan values the platform honours, seconds; absent ones take the defaults. */
export interface SpeakingPlans {
  /** Pause after the visitor's speech before the assistant answers (Vapi default 0.4). */
  readonly waitSeconds?: number;
  /** Speech needed to interrupt the assistant (Vapi default 0.2). */
  readonly voiceSeconds?: number;
  /** Quiet after an interruption before the assistant speaks again (Vapi default 1). */
  readonly backoffSeconds?: number;
}

/** Each honoured field: its plan, and Vapi's range in seconds. */
const FIELDS = [
  { plan: 'startSpeakingPlan', field: 'waitSeconds' },
  { plan: 'stopSpeakingPlan', field: 'voiceSeconds' },
  { plan: 'stopSpeakingPlan', field: 'backoffSeconds' },
] as const;

/** Vapi's range of each honoured field, seconds from 0 to this (the request doors check the same). */
export const MAX_SPEAKING_PLAN_SECONDS: Readonly<Record<keyof SpeakingPlans, number>> = {
  waitSeconds: 5,
  voiceSeconds: 0.5,
  backoffSeconds: 10,
};

/** The problem of a plan's field outside its range; `at` names the plan (`assistant.stopSpeakingPlan`). */
export function planFieldProblem(at: string, field: keyof SpeakingPlans): string {
  return `${at}.${field} must be a number from 0 to ${MAX_SPEAKING_PLAN_SECONDS[field]} (seconds)`;
}

/** The honoured values of a request's checked plans (`src/core/protocol/requests.ts`); undefined when none. */
export function speakingPlansOf(given: {
  readonly startSpeakingPlan?: StartSpeakingPlan;
  readonly stopSpeakingPlan?: StopSpeakingPlan;
}): SpeakingPlans | undefined {
  const { waitSeconds } = given.startSpeakingPlan ?? {};
  const { voiceSeconds, backoffSeconds } = given.stopSpeakingPlan ?? {};
  const plans = {
    ...(waitSeconds === undefined ? {} : { waitSeconds }),
    ...(voiceSeconds === undefined ? {} : { voiceSeconds }),
    ...(backoffSeconds === undefined ? {} : { backoffSeconds }),
  };
  return Object.keys(plans).length > 0 ? plans : undefined;
}

/**
 * Reads the speaking plans of a stored assistant's object (`startSpeakingPlan`, `stopSpeakingPlan`).
 *
 * @param prefix how the object is named in a problem (`assistant.`, `assistantOverrides.`, or '').
 * @returns the plans (undefined when it has none), or the problem naming the field, e.g.
 *   `assistant.stopSpeakingPlan.voiceSeconds must be a number from 0 to 0.5 (seconds)`.
 */
export function parseSpeakingPlans(
  body: Readonly<Record<string, unknown>>,
  prefix: string,
): { readonly plans: SpeakingPlans | undefined } | { readonly problem: string } {
  const plans: { -readonly [K in keyof SpeakingPlans]: number } = {};
  for (const name of ['startSpeakingPlan', 'stopSpeakingPlan'] as const) {
    if (body[name] !== undefined && !asRecord(body[name]))
      return { problem: `${prefix}${name} must be an object` };
  }
  for (const { plan, field } of FIELDS) {
    const value = asRecord(body[plan])?.[field];
    if (value === undefined) continue;
    if (!inRange(value, MAX_SPEAKING_PLAN_SECONDS[field]))
      return { problem: planFieldProblem(`${prefix}${plan}`, field) };
    plans[field] = value;
  }
  return { plans: Object.keys(plans).length > 0 ? plans : undefined };
}

/**
 * True when `value` holds only honoured fields within Vapi's ranges (untrusted input: the plans a
 * stored call keeps, docs/durable-state.md "Calls").
 */
export function isSpeakingPlans(value: unknown): value is SpeakingPlans {
  const record = asRecord(value);
  if (!record) return false;
  const known = Object.keys(record).every((key) => FIELDS.some(({ field }) => field === key));
  return (
    known &&
    FIELDS.every(
      ({ field }) =>
        record[field] === undefined || inRange(record[field], MAX_SPEAKING_PLAN_SECONDS[field]),
    )
  );
}

/** True when `value` is a number of seconds from 0 to `max`, Vapi's range for its field. */
function inRange(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;
}

/** `over`'s values on top of `base`'s (an override or inline assistant on a stored one). */
export function mergeSpeakingPlans(
  base: SpeakingPlans | undefined,
  over: SpeakingPlans | undefined,
): SpeakingPlans | undefined {
  return base || over ? { ...base, ...over } : undefined;
}

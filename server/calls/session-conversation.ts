/**
 * A call's {@link Conversation}, set up from its record and the platform (docs/platform.md
 * "Turn-taking", "Speaking plans", "Server tools"): its script and language, its turn timing, the
 * hearing, the synthesizer and the frame clock, and its server tool.
 */
import { Conversation, type ConversationOptions, type TurnTimes } from './conversation.ts';
import type { CallRecord, SessionState } from './registry.ts';
import { leadAsker } from './server-report.ts';
import type { SessionDeps } from './session-deps.ts';

/** `startSpeakingPlan.waitSeconds`' default (Vapi's), ms. */
const DEFAULT_WAIT_MS = 400;

/**
 * A call's turn timing (docs/platform.md "Speaking plans"): its assistant's speaking plans, else
 * the platform's settings (`vad.endSilenceMs`, `timing.interruptMs`, `timing.backoffMs`), else
 * Vapi's defaults (0.4 s, 0.2 s, 1 s).
 */
function turnTimes<S>(call: CallRecord, deps: SessionDeps<S>): TurnTimes {
  const plans = call.assistant.speakingPlans;
  const ms = (seconds: number | undefined) => (seconds === undefined ? undefined : seconds * 1000);
  return {
    waitMs: ms(plans?.waitSeconds) ?? deps.vad?.endSilenceMs ?? DEFAULT_WAIT_MS,
    voiceMs: ms(plans?.voiceSeconds) ?? deps.timing.interruptMs,
    backoffMs: ms(plans?.backoffSeconds) ?? deps.timing.backoffMs,
  };
}

/**
 * The conversation of `call`, not started.
 *
 * @param io what it sends and records through (the session's socket and the registry).
 * @param ending aborted when the call ends: the server tool's answer is no longer awaited.
 * @param restored what the store kept of it, for a call taken back after a restart.
 */
export function callConversation<S>(
  call: CallRecord,
  deps: SessionDeps<S>,
  io: ConversationOptions['io'],
  ending: AbortSignal,
  restored?: SessionState,
): Conversation {
  const { timing } = deps;
  const askServer = leadAsker(call, ending);
  return new Conversation({
    owner: call.id,
    script: call.script,
    language: call.language,
    ...(call.region ? { region: call.region } : {}),
    interruptionsEnabled: call.assistant.interruptionsEnabled,
    synthesizer: deps.synthesizer,
    clock: deps.clock,
    frameIntervalMs: timing.frameIntervalMs,
    turns: turnTimes(call, deps),
    ...(deps.hearingPool ? { hearingPool: deps.hearingPool } : {}),
    ...(timing.toolTimeoutMs !== undefined ? { toolTimeoutMs: timing.toolTimeoutMs } : {}),
    ...(askServer ? { askServer } : {}),
    ...(deps.vad ? { vad: deps.vad } : {}),
    io,
    ...(restored?.conversation ? { restored: restored.conversation } : {}),
  });
}

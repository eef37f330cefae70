/**
 * A call's server messages (docs/platform.md "Server messages"), queued on the
 * {@link Outbox}, and its server tool `capture_lead`, which the dialogue awaits.
 */
import type { LeadArguments } from '../dialogue/engine.ts';
import type { Outbox } from '../messages/outbox.ts';
import { endOfCallReport, statusUpdate } from '../messages/shapes.ts';
import { requestToolResults } from '../messages/tool-calls.ts';
import { type CallRecord, callToJson } from './registry.ts';

/**
 * The call's server tool `capture_lead` (docs/platform.md "Server tools"), when its assistant has one:
 * resolves with the server's `result` text, or undefined on any failure; never rejects.
 */
export function leadAsker(
  call: CallRecord,
  signal: AbortSignal,
): ((toolCallId: string, lead: LeadArguments) => Promise<string | undefined>) | undefined {
  const server = call.assistant.server;
  if (!server?.tools.has('capture_lead') || !server.messages.has('tool-calls')) return undefined;
  return async (toolCallId, lead) => {
    const [answer] = await requestToolResults(
      server,
      callToJson(call),
      [{ id: toolCallId, type: 'function', function: { name: 'capture_lead', arguments: lead } }],
      { signal },
    );
    return answer && 'result' in answer ? answer.result : undefined;
  };
}

/**
 * Queues the server messages of `call`'s new status (the registry's `onChange` hook), those the
 * assistant's `serverMessages` lists. Never throws, never waits.
 */
export function reportCall(outbox: Outbox, call: CallRecord): void {
  const server = call.assistant.server;
  if (!server) return;
  try {
    const json = callToJson(call);
    if (call.status === 'in-progress' && server.messages.has('status-update'))
      outbox.post(call.assistant.id, server, statusUpdate(json, 'in-progress'));
    if (call.status !== 'ended') return;
    const endedReason = call.endedReason ?? 'unknown';
    if (server.messages.has('status-update'))
      outbox.post(call.assistant.id, server, statusUpdate(json, 'ended', endedReason));
    if (server.messages.has('end-of-call-report')) {
      outbox.post(
        call.assistant.id,
        server,
        endOfCallReport(json, {
          endedReason,
          ...(call.startedAt ? { startedAt: call.startedAt } : {}),
          endedAt: call.endedAt ?? new Date(),
          history: call.history,
          ...(call.lead ? { lead: call.lead } : {}),
        }),
      );
    }
  } catch (error) {
    console.error('[platform] a server message could not be built:', error);
  }
}

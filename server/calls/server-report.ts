/**
 * A call's server messages (PROTOCOL.md "Server messages"): when a call of
 * a stored assistant with a `server` becomes `in-progress`, a
 * `status-update`; when it ends, a `status-update` (`ended`) and the
 * `end-of-call-report` with its history and captured lead. Queued on the
 * {@link Outbox}; nothing here waits.
 */
import { callToJson, type CallRecord } from './registry.ts';
import type { Outbox } from '../messages/outbox.ts';
import { endOfCallReport, statusUpdate } from '../messages/shapes.ts';
import { requestToolResults } from '../messages/tool-calls.ts';
import type { LeadArguments } from '../dialogue/engine.ts';
import type { AssistantServer } from '../dialogue/server-config.ts';

/** The assistant's server when it answers `capture_lead` (a server tool taking `tool-calls`), else undefined. */
export function leadServerOf(call: CallRecord): AssistantServer | undefined {
  const server = call.assistant.server;
  return server?.tools.has('capture_lead') && server.messages.has('tool-calls') ? server : undefined;
}

/** Asks the server for `capture_lead` (`tool-calls`); its `result`, or undefined for an error, a timeout or no answer. Never rejects. */
export async function askLeadServer(server: AssistantServer, call: CallRecord, toolCallId: string, lead: LeadArguments): Promise<string | undefined> {
  const [answer] = await requestToolResults(server, callToJson(call), [{ id: toolCallId, type: 'function', function: { name: 'capture_lead', arguments: lead } }]);
  return answer && 'result' in answer ? answer.result : undefined;
}

/** Queues the server messages of `call`'s new status (a registry `onChange` hook). Never throws. */
export function reportCall(outbox: Outbox, call: CallRecord): void {
  const server = call.assistant.server;
  if (!server) return;
  try {
    const json = callToJson(call);
    if (call.status === 'in-progress' && server.messages.has('status-update')) outbox.post(call.assistant.id, server, statusUpdate(json, 'in-progress'));
    if (call.status !== 'ended') return;
    const endedReason = call.endedReason ?? 'unknown';
    if (server.messages.has('status-update')) outbox.post(call.assistant.id, server, statusUpdate(json, 'ended', endedReason));
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

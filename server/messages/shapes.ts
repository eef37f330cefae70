/**
 * The server messages' bodies, in Vapi's shapes (PROTOCOL.md "Server
 * messages"; Vapi's `ServerMessage`): `{ message: { type, …, timestamp } }`.
 */

/** One line of a call's or chat's history. */
export interface HistoryLine {
  readonly role: string;
  readonly content: string;
  /** ISO time, when known. */
  readonly time?: string;
}

/** What a report says about a finished call or chat. */
export interface ReportFacts {
  readonly endedReason: string;
  readonly startedAt?: Date;
  readonly endedAt: Date;
  readonly history: readonly HistoryLine[];
  /** The captured lead (`capture_lead`'s arguments), if any. */
  readonly lead?: Readonly<Record<string, string>>;
}

/** `status-update`: `status` `in-progress` or `ended` (with `endedReason`), and the call. */
export function statusUpdate(call: object, status: 'in-progress' | 'ended', endedReason?: string): object {
  return { message: { type: 'status-update', status, ...(endedReason ? { endedReason } : {}), call, timestamp: Date.now() } };
}

/**
 * `end-of-call-report`: `endedReason`, the call, `startedAt`/`endedAt` (ISO),
 * `durationSeconds`, the `transcript` (`AI: …` / `User: …` lines) and
 * `messages`, both also under `artifact` as on Vapi, and the captured lead as
 * `analysis.structuredData` (`null` when none).
 */
export function endOfCallReport(call: object, facts: ReportFacts): object {
  const transcript = facts.history
    .filter((line) => line.role === 'assistant' || line.role === 'user')
    .map((line) => `${line.role === 'assistant' ? 'AI' : 'User'}: ${line.content}`)
    .join('\n');
  const messages = facts.history.map((line) => ({ role: line.role === 'assistant' ? 'bot' : line.role, message: line.content, ...(line.time ? { time: Date.parse(line.time) } : {}) }));
  const durationSeconds = facts.startedAt ? Math.max(0, Math.round((facts.endedAt.getTime() - facts.startedAt.getTime()) / 100) / 10) : 0;
  return {
    message: {
      type: 'end-of-call-report',
      endedReason: facts.endedReason,
      call,
      ...(facts.startedAt ? { startedAt: facts.startedAt.toISOString() } : {}),
      endedAt: facts.endedAt.toISOString(),
      durationSeconds,
      transcript,
      messages,
      artifact: { transcript, messages },
      analysis: { structuredData: facts.lead ?? null },
      timestamp: Date.now(),
    },
  };
}

/**
 * The server messages' bodies, in Vapi's shapes (docs/platform.md "Server
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
  readonly lead?: object;
}

/**
 * `status-update` (docs/platform.md "Server messages"); `timestamp` in epoch ms. `call` is given as
 * is: the caller leaves its secrets out (`callToJson`).
 */
export function statusUpdate(
  call: object,
  status: 'in-progress' | 'ended',
  endedReason?: string,
): object {
  return {
    message: {
      type: 'status-update',
      status,
      ...(endedReason ? { endedReason } : {}),
      call,
      timestamp: Date.now(),
    },
  };
}

/**
 * `end-of-call-report` (docs/platform.md "Server messages"), in Vapi's shape: times ISO,
 * `durationSeconds` in 0.1 s steps (0 without `startedAt`), `timestamp` epoch ms,
 * `analysis.structuredData` the captured lead or `null`.
 */
export function endOfCallReport(call: object, facts: ReportFacts): object {
  const transcript = facts.history
    .filter((line) => line.role === 'assistant' || line.role === 'user')
    .map((line) => `${line.role === 'assistant' ? 'AI' : 'User'}: ${line.content}`)
    .join('\n');
  const start = facts.startedAt?.getTime();
  const messages = facts.history.map((line) => {
    const time = line.time ? Date.parse(line.time) : NaN;
    const at = Number.isNaN(time)
      ? {}
      : {
          time,
          ...(start === undefined
            ? {}
            : { secondsFromStart: Math.max(0, Math.round((time - start) / 100) / 10) }),
        };
    return { role: line.role === 'assistant' ? 'bot' : line.role, message: line.content, ...at };
  });
  const durationSeconds = facts.startedAt
    ? Math.max(0, Math.round((facts.endedAt.getTime() - facts.startedAt.getTime()) / 100) / 10)
    : 0;
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

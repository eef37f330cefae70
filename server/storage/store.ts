/**
 * The platform's durable state behind one small interface (docs/durable-state.md
 * "Storage"): the server-message outbox and the records of chats and calls,
 * keyed by string ids. Record values are JSON the store does not interpret (each
 * domain checks shapes on reading). `sqlite.ts` implements it.
 */

/** One server message waiting for delivery (docs/durable-state.md "Outbox"). */
export interface OutboxEntry {
  /** Stable id, sent in the `X-Message-Id` header of every try. */
  readonly id: string;
  /** The lane: the assistant whose server receives it. */
  readonly lane: string;
  /** The serialised body (`{ message: { type, … } }`). */
  readonly body: string;
  /** Tries already made and failed (0 for a new message). */
  readonly attempts: number;
  /** When it was accepted, ms since the epoch. */
  readonly createdAt: number;
}

/** The outbox part of a {@link PlatformStore}. Every method is synchronous and durable when it returns. */
export interface OutboxStore {
  /** Writes a new message; it is durable when this returns. @throws on a storage failure. */
  add(entry: OutboxEntry): void;
  /** Every message still waiting, oldest first. */
  pending(): OutboxEntry[];
  /** Records that `attempts` tries of `id` have failed so far. */
  attempted(id: string, attempts: number): void;
  /** Forgets `id` (delivered, or dropped by a bound). */
  remove(id: string): void;
  /** Forgets messages accepted before `before` (ms since the epoch). @returns how many. */
  expire(before: number): number;
}

/** Kinds of record: a web chat session, or a call. */
export type RecordKind = 'chat' | 'call';

/** The records part of a {@link PlatformStore}: one JSON value per `(kind, id)`. */
export interface RecordStore {
  /**
   * Writes `value` (JSON-serialisable) as `(kind, id)`.
   * @param durable true: written before this returns; false (default): batched on the next `setImmediate`.
   */
  put(kind: RecordKind, id: string, value: unknown, durable?: boolean): void;
  /** The value of `(kind, id)`, or undefined (missing, or not JSON: skipped with a log line). */
  get(kind: RecordKind, id: string): unknown;
  /** Every record of `kind` (values that are not JSON are skipped with a log line). */
  list(kind: RecordKind): { readonly id: string; readonly value: unknown }[];
  /** Forgets `(kind, id)` (a pending batched write of it too). */
  remove(kind: RecordKind, id: string): void;
  /** Forgets records not written since `before` (ms since the epoch). @returns how many. */
  expire(before: number): number;
}

/** The platform's durable state; see the module comment. */
export interface PlatformStore {
  /** Where it lives (a file path, or `:memory:`), for messages. */
  readonly location: string;
  readonly outbox: OutboxStore;
  readonly records: RecordStore;
  /** Writes every batched record now. */
  flush(): void;
  /** Housekeeping that may take a few ms (SQLite: a WAL checkpoint); called once a minute. */
  maintain(): void;
  /** Size of the database, bytes (0 in memory). */
  sizeBytes(): number;
  /** Flushes and closes; later calls do nothing. */
  close(): void;
}

/** Thrown when the state cannot be opened: a corrupt or foreign file, or another platform holds it. */
export class StorageOpenError extends Error {
  /** @param message what is wrong and what to do. */
  constructor(
    readonly file: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StorageOpenError';
  }
}

/** Default of `DATA_RETENTION_HOURS`: chats, call records and waiting server messages are kept at most 24 h. */
export const DEFAULT_RETENTION_HOURS = 24;

/**
 * How long records are kept, ms, from `DATA_RETENTION_HOURS` (docs/durable-state.md "Retention").
 * @throws Error naming the variable when it is set but not a positive number.
 */
export function retentionMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env['DATA_RETENTION_HOURS'];
  if (raw === undefined || raw === '') return DEFAULT_RETENTION_HOURS * 3_600_000;
  const hours = Number(raw);
  if (!Number.isFinite(hours) || hours <= 0)
    throw new Error(
      `DATA_RETENTION_HOURS must be a positive number of hours, not ${JSON.stringify(raw)}`,
    );
  return hours * 3_600_000;
}

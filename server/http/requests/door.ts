/**
 * A request door: one request body read where it enters (docs/platform.md "REST"), with a
 * valibot schema, into its typed request (`src/core/protocol/requests.ts`) or a named problem
 * that is answered 400 in Vapi's error shape. Nothing after a door reads the raw body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import * as v from 'valibot';

import { isRecord } from '../../../src/core/util/records.ts';
import { BodyTooLargeError, readBody, sendError } from '../json.ts';

/** Any valibot schema (the doors' schemas transform, so their input and output differ). */
type AnySchema = v.GenericSchema<unknown, unknown>;

/** How one route's body is read. */
export interface Door<Schema extends AnySchema> {
  /** Checks a JSON object (never an array) and gives the typed request; its messages are the 400 messages. */
  readonly schema: Schema;
  /** Largest body, bytes; larger answers 400 `body over <n> bytes` and closes the connection. */
  readonly maxBytes: number;
  /** The 400 message for a body that is not JSON. */
  readonly notJson: string;
  /** The 400 message for JSON that is not an object. */
  readonly notObject: string;
  /** Top-level fields whose problem is answered `unsupported-on-local-platform` rather than `bad-request`. */
  readonly unsupported?: readonly string[];
}

/** Why a body is refused: the 400 answer's `code` and `message`. */
interface RequestProblem {
  readonly code: 'bad-request' | 'unsupported-on-local-platform';
  readonly message: string;
}

/** A checked body, or its first problem (fields are checked in the schema's order). */
export type Checked<T> =
  { readonly ok: true; readonly request: T } | ({ readonly ok: false } & RequestProblem);

/** Checks a parsed JSON `value` at `door`. Pure; never throws. */
export function checkRequest<Schema extends AnySchema>(
  door: Door<Schema>,
  value: unknown,
): Checked<v.InferOutput<Schema>> {
  if (!isRecord(value)) return { ok: false, code: 'bad-request', message: door.notObject };
  const result = v.safeParse(door.schema, value, { abortEarly: true });
  if (result.success) return { ok: true, request: result.output };
  const [issue] = result.issues;
  const field = issue.path?.[0]?.key;
  const unsupported = typeof field === 'string' && (door.unsupported ?? []).includes(field);
  return {
    ok: false,
    code: unsupported ? 'unsupported-on-local-platform' : 'bad-request',
    message: issue.message,
  };
}

/**
 * Reads `req`'s body at `door`; answers the 400 itself (or drops the connection when the client
 * went away mid-body).
 * @returns the typed request, or undefined when an answer was already given.
 */
export async function readRequest<Schema extends AnySchema>(
  req: IncomingMessage,
  res: ServerResponse,
  door: Door<Schema>,
): Promise<v.InferOutput<Schema> | undefined> {
  let raw: Buffer;
  try {
    raw = await readBody(req, door.maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      sendError(res, 400, 'bad-request', `body over ${door.maxBytes} bytes`, {
        Connection: 'close',
      });
    // Otherwise the client went away mid-body: nobody to answer.
    else res.destroy();
    return undefined;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    sendError(res, 400, 'bad-request', door.notJson);
    return undefined;
  }
  const checked = checkRequest(door, json);
  if (checked.ok) return checked.request;
  sendError(res, 400, checked.code, checked.message);
  return undefined;
}

/** Largest JSON body of the API's routes, bytes (docs/platform.md: 64 KiB). */
export const MAX_BODY_BYTES = 64 * 1024;

/** The 400 message of an API body that is not JSON. */
export const NOT_JSON = 'body is not JSON';

/**
 * A JSON object (never an array: valibot's objects take arrays) with `entries` checked in order;
 * `null` in a `nullable` field counts as absent, as the routes always took it.
 * @param message the problem when the value is not an object.
 * @param others `keep`: other fields pass unread (a Vapi definition); `strip`: dropped (a body).
 */
export function record<Entries extends v.ObjectEntries, Others extends 'keep' | 'strip' = 'keep'>(
  entries: Entries,
  message: string,
  nullable: readonly string[] = [],
  others?: Others,
) {
  // A missing field is given as undefined, so its own schema names the problem (valibot's objects otherwise answer `message`).
  const mustHave = Object.entries(entries)
    .filter(([, schema]) => !OPTIONAL.has(schema.type))
    .map(([key]) => key);
  return v.pipe(
    v.custom<Record<string, unknown>>(isRecord, message),
    v.transform((value) => ({
      ...Object.fromEntries(mustHave.map((key) => [key, undefined])),
      ...withoutNull(value, nullable),
    })),
    (others === 'strip'
      ? v.object(entries, message)
      : v.looseObject(entries, message)) as Others extends 'strip'
      ? v.ObjectSchema<Entries, string>
      : v.LooseObjectSchema<Entries, string>,
  );
}

/** Schema types valibot's objects let a field be missing for. */
const OPTIONAL = new Set(['optional', 'exact_optional', 'nullish']);

function withoutNull(
  value: Record<string, unknown>,
  keys: readonly string[],
): Record<string, unknown> {
  if (!keys.some((key) => value[key] === null)) return value;
  return Object.fromEntries(
    Object.entries(value).filter(([key, field]) => field !== null || !keys.includes(key)),
  );
}

/** A field the body must have, checked by `schema` even when missing ({@link record} gives it as undefined). */
export function required<Schema extends AnySchema>(schema: Schema) {
  return v.pipe(v.unknown(), schema);
}

/** `unknown` when `A` and `B` are assignable both ways; otherwise a property no door spec has, so the call fails to compile. */
type Exactly<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? unknown
    : { readonly schemaOutputLacks: B }
  : { readonly schemaOutputIsNot: B };

/**
 * A door whose schema's output is checked at compile time against the protocol type `T`
 * (`src/core/protocol/requests.ts`): `typedDoor<WebCallRequest>()({ schema, … })`.
 */
export function typedDoor<T>() {
  return <Schema extends AnySchema>(
    spec: Door<Schema> & Exactly<v.InferOutput<Schema>, T>,
  ): Door<Schema> => spec;
}

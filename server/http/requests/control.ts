/**
 * The door of live call control, `POST /api/call/{id}/control/{secret}` (docs/platform.md "Live
 * call control"): its body as a `ControlRequest`; any other message type is
 * `unsupported-on-local-platform`.
 */
import * as v from 'valibot';

import type { ControlRequest } from '../../../src/core/protocol/requests.ts';
import { record, required, typedDoor } from './door.ts';

/** Largest control message, bytes. */
const MAX_CONTROL_BODY_BYTES = 4096;

const NOT_CONTROL = 'body must be a JSON control message, e.g. {"type":"end-call"}';

/** Reads a control message's body. */
export const controlDoor = typedDoor<ControlRequest>()({
  schema: v.pipe(
    record(
      {
        type: required(
          v.literal(
            'end-call',
            (issue) =>
              `control message type ${JSON.stringify(String(issue.input).slice(0, 40))} is not supported here; only "end-call"`,
          ),
        ),
      },
      NOT_CONTROL,
      [],
      'strip',
    ),
    v.transform((): ControlRequest => ({ type: 'end-call' })),
  ),
  maxBytes: MAX_CONTROL_BODY_BYTES,
  notJson: NOT_CONTROL,
  notObject: NOT_CONTROL,
  unsupported: ['type'],
});

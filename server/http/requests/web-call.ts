/** The door of `POST /api/call/web` (docs/platform.md "REST"): its body as a `WebCallRequest`. */
import * as v from 'valibot';

import type { WebCallRequest } from '../../../src/core/protocol/requests.ts';
import {
  assistantRequestEntries,
  NULLABLE_FIELDS,
  UNSUPPORTED_FIELDS,
  withoutShadowedInline,
} from './assistant.ts';
import { MAX_BODY_BYTES, NOT_JSON, record, typedDoor } from './door.ts';

const NOT_OBJECT = 'body must be a JSON object (docs/behaviour.md §3 web-call payload)';

/** Reads a web call's body; see the module comment. */
export const webCallDoor = typedDoor<WebCallRequest>()({
  schema: v.pipe(
    v.looseObject({}),
    v.transform(withoutShadowedInline),
    record(assistantRequestEntries, NOT_OBJECT, NULLABLE_FIELDS, 'strip'),
  ),
  maxBytes: MAX_BODY_BYTES,
  notJson: NOT_JSON,
  notObject: NOT_OBJECT,
  unsupported: UNSUPPORTED_FIELDS,
});

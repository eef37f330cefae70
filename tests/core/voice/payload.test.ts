/**
 * src/core/voice/payload.ts: the body of `POST /call/web` built from
 * ids and inline definitions.
 */
import { describe, expect, it } from 'vitest';

import { buildWebCallPayload, describeInputs } from '../../../src/core/voice/payload.ts';

describe('buildWebCallPayload', () => {
  it('strings are ids, objects inline definitions; undefined when none is given', () => {
    expect(buildWebCallPayload('a', undefined, undefined, undefined, undefined)).toEqual({
      assistantId: 'a',
    });
    expect(buildWebCallPayload(undefined, undefined, undefined, 'w', { x: 1 })).toEqual({
      workflowId: 'w',
      workflowOverrides: { x: 1 },
    });
    expect(buildWebCallPayload('', { o: 1 }, undefined, undefined, undefined)).toBeUndefined();
    expect(describeInputs({}, '', 'w')).toEqual({
      hasAssistant: true,
      hasSquad: false,
      hasWorkflow: true,
    });
  });
});

// @vitest-environment node
/**
 * src/core/protocol/parse-client-message.ts: parsing what a call's client sends.
 */
import { describe, expect, it } from 'vitest';

import { parseClientMessage } from '../../../src/core/protocol/parse-client-message.ts';

describe('parseClientMessage', () => {
  const parse = (value: unknown) =>
    parseClientMessage(Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)));

  it('applies docs/behaviour.md §3 say defaults (all flags false)', () => {
    expect(parse({ type: 'say', message: 'Hola' })).toEqual({
      ok: true,
      message: {
        type: 'say',
        message: 'Hola',
        endCallAfterSpoken: false,
        interruptionsEnabled: false,
        interruptAssistantEnabled: false,
      },
    });
  });

  it('accepts the other messages and names the problem otherwise', () => {
    expect(parse({ type: 'end-call' })).toEqual({ ok: true, message: { type: 'end-call' } });
    expect(
      parse({ type: 'control', control: 'say-first-message', videoRecordingStartDelaySeconds: 1 }),
    ).toEqual({ ok: true, message: { type: 'control', control: 'say-first-message' } });
    expect(
      parse({
        type: 'add-message',
        message: { role: 'user', content: 'hi' },
        triggerResponseEnabled: false,
      }),
    ).toMatchObject({ ok: true });
    expect(parse({ type: 'ping', id: 41 })).toEqual({
      ok: true,
      message: { type: 'ping', id: 41 },
    });
    for (const id of [-1, 1.5, 2 ** 31, '3', undefined])
      expect(parse({ type: 'ping', id })).toMatchObject({ ok: false, code: 'bad-message' });
    expect(parse('nope')).toMatchObject({ ok: false, code: 'bad-json' });
    expect(parse('null')).toMatchObject({ ok: false, code: 'unknown-message' });
    expect(parse({})).toMatchObject({ ok: false, code: 'unknown-message' });
    expect(parse({ type: 'x'.repeat(1000) })).toMatchObject({ ok: false, code: 'unknown-message' });
    expect(parse(`{"type":"say","message":"${'x'.repeat(16 * 1024)}"}`)).toMatchObject({
      ok: false,
      code: 'message-too-large',
    });
  });
});

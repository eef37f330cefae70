/**
 * The one error root (`src/core/errors.ts`): every error class of the bundle
 * extends `VoiceWidgetsError`, keeps its own `name`, `code` and fields, and
 * carries `cause` the ES2022 way; `serializeError` reads them as before.
 */
import { describe, expect, it } from 'vitest';

import { ContactConfigError } from '../../src/common/contact/links.ts';
import { ApiError, PlatformError } from '../../src/core/api/errors.ts';
import { ChatError } from '../../src/core/chat/chat-client.ts';
import { VoiceWidgetsError } from '../../src/core/errors.ts';
import { VoiceClientError } from '../../src/core/voice/errors.ts';
import { serializeError } from '../../src/core/voice/serialize-error.ts';
import { ResumeRefusedError } from '../../src/core/voice/websocket/reconnect.ts';

const target = { method: 'GET', path: '/x' };

describe('VoiceWidgetsError', () => {
  it('has a string code and an ES2022 cause, only when given', () => {
    const root = new VoiceWidgetsError('some-code', 'text', { cause: 'why' });
    expect(root).toBeInstanceOf(Error);
    expect(root).toMatchObject({
      name: 'VoiceWidgetsError',
      code: 'some-code',
      message: 'text',
      cause: 'why',
    });
    expect(Object.hasOwn(new VoiceWidgetsError('c', 'm'), 'cause')).toBe(false);
    expect(Object.hasOwn(new VoiceWidgetsError('c', 'm', { cause: undefined }), 'cause')).toBe(
      true,
    );
  });

  it.each([
    ['PlatformError', PlatformError.network(target, new TypeError('down')), 'network-error'],
    ['ApiError', new ApiError(target, 404, 'Not Found', { message: 'gone' }), 'api-error'],
    ['VoiceClientError', VoiceClientError.wrap('join-failed', 'nope'), 'join-failed'],
    ['ChatError', new ChatError('api-error', 'POST /chat/web answered 500', 500), 'api-error'],
    ['ResumeRefusedError', new ResumeRefusedError(4003), 'resume-refused'],
    [
      'ContactConfigError',
      new ContactConfigError('invalid-contact-email', 'bad'),
      'invalid-contact-email',
    ],
  ])('%s extends it and keeps its name and code', (name, error, code) => {
    expect(error).toBeInstanceOf(VoiceWidgetsError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe(name);
    expect(error.code).toBe(code);
  });

  it('keeps the subclasses apart and their fields', () => {
    const api = new ApiError(target, 401, '', 'no');
    expect(api).toBeInstanceOf(PlatformError);
    expect(api).toMatchObject({ status: 401, body: 'no', method: 'GET', path: '/x' });
    expect(new ChatError('aborted', 'a')).not.toBeInstanceOf(PlatformError);
    expect(new ResumeRefusedError(4004).closeCode).toBe(4004);
    expect(new ChatError('network-error', 'n', undefined, { cause: 'c' }).cause).toBe('c');
  });

  it('serializes for voice-error as before: name, message, code, status, cause chain', () => {
    const inner = PlatformError.network(target, new TypeError('Failed to fetch'));
    const outer = VoiceClientError.wrap('web-call-failed', inner, 'Starting the call failed');
    const { stack: _stack, ...serialized } = serializeError(outer);
    expect(serialized).toEqual({
      message: 'Starting the call failed: GET /x failed before a response: Failed to fetch',
      name: 'VoiceClientError',
      code: 'web-call-failed',
      cause: 'GET /x failed before a response: Failed to fetch <- Failed to fetch',
    });
    expect(
      serializeError(new ChatError('api-error', 'POST /chat/web answered 503', 503)),
    ).toMatchObject({ name: 'ChatError', code: 'api-error', status: 503 });
  });
});

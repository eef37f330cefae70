import { describe, expect, it } from 'vitest';

import {
  detectBrowser,
  endedReasonOfError,
  type ErrorDetail,
  isErrorEndedReason,
  problemOf,
} from '../../../src/common/conversation/guidance.ts';
import { ApiError, PlatformError } from '../../../src/core/api/errors.ts';
import { VoiceClientError } from '../../../src/core/voice/errors.ts';
import { serializeError } from '../../../src/core/voice/serialize-error.ts';

function detail(type: string, cause: unknown) {
  return { type, stage: 'web-call-creation', error: serializeError(cause), timestamp: '', cause };
}
const dom = (name: string) => Object.assign(new Error(name), { name });
const api = (status: number) =>
  new ApiError({ method: 'POST', path: '/call/web' } as never, status, '', { message: 'x' });

describe('problemOf: error → what the visitor is told', () => {
  it.each([
    [
      'microphone-permission-denied',
      VoiceClientError.microphonePermissionDenied(dom('NotAllowedError')),
      'mic-denied',
    ],
    [
      'audio-capture-setup-error',
      VoiceClientError.wrap('audio-capture-failed', dom('NotFoundError')),
      'mic-missing',
    ],
    [
      'audio-capture-setup-error',
      VoiceClientError.wrap('audio-capture-failed', dom('NotReadableError')),
      'mic-busy',
    ],
    ['web-call-creation-error', VoiceClientError.wrap('web-call-failed', api(401)), 'bad-key'],
    ['web-call-creation-error', VoiceClientError.wrap('web-call-failed', api(403)), 'bad-key'],
    [
      'web-call-creation-error',
      VoiceClientError.wrap('web-call-failed', api(404)),
      'unknown-assistant',
    ],
    ['web-call-creation-error', VoiceClientError.wrap('web-call-failed', api(429)), 'busy'],
    ['web-call-creation-error', VoiceClientError.wrap('web-call-failed', api(503)), 'busy'],
    [
      'web-call-creation-error',
      VoiceClientError.wrap(
        'web-call-failed',
        new PlatformError('network-error', 'Failed to fetch'),
      ),
      'unreachable',
    ],
    ['daily-call-join-error', VoiceClientError.joinTimeout(30000), 'join-timeout'],
    ['websocket-connection-error', new VoiceClientError('join-failed', 'closed'), 'unreachable'],
    ['websocket-error', new VoiceClientError('websocket-error', 'closed 1011'), 'call-dropped'],
    [
      'audio-playback-error',
      new VoiceClientError('audio-playback-failed', 'autoplay'),
      'playback-blocked',
    ],
    [
      'websocket-error',
      new VoiceClientError('audio-output-unavailable', 'no output device'),
      'no-audio-output',
    ],
    ['start-failed', new Error('weird'), 'unknown'],
  ] as const)('%s (%s) → %s', (type, cause, problem) => {
    expect(problemOf(detail(type, cause))).toBe(problem);
  });

  it('reads camera errors and survives junk', () => {
    expect(problemOf({ type: 'camera-error', cameraErrorType: 'permissions' })).toBe('mic-denied');
    expect(problemOf({ type: 'camera-error', cameraErrorType: 'mic-in-use' })).toBe('mic-busy');
    // Not an error detail at all, whatever the types say.
    expect(problemOf(null as unknown as ErrorDetail)).toBe('unknown');
    expect(problemOf('boom' as unknown as ErrorDetail)).toBe('unknown');
  });
});

describe('detectBrowser', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
      'chromium',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120 Safari/537.36 Edg/120',
      'chromium',
    ],
    [
      'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'safari',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'firefox'],
    ['curl/8', 'other'],
  ] as const)('%s → %s', (ua, browser) => expect(detectBrowser(ua)).toBe(browser));
});

describe('isErrorEndedReason', () => {
  it('separates normal ends from failures', () => {
    for (const ok of [
      'customer-ended-call',
      'assistant-ended-call',
      'silence-timed-out',
      'exceeded-max-duration',
      'assistant-said-end-call-phrase',
    ]) {
      expect(isErrorEndedReason(ok)).toBe(false);
    }
    for (const bad of [
      'protocol-error',
      'server-error',
      'client-not-reading',
      'server-shutdown',
      'pipeline-error-openai-llm-failed',
    ]) {
      expect(isErrorEndedReason(bad)).toBe(true);
    }
  });
});

describe('endedReasonOfError', () => {
  it('names the ends the client decided: a lost connection, no audio output device', () => {
    expect(
      endedReasonOfError(
        detail('websocket-error', new VoiceClientError('connection-lost', 'gone')),
      ),
    ).toBe('connection-lost');
    expect(
      endedReasonOfError(
        detail('websocket-error', new VoiceClientError('audio-output-unavailable', 'no output')),
      ),
    ).toBe('audio-output-unavailable');
    expect(
      endedReasonOfError(
        detail('websocket-error', new VoiceClientError('websocket-error', 'closed 1011')),
      ),
    ).toBe('websocket-error');
  });
});

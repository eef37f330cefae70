/**
 * The Daily transport's descriptor (`docs/voice-client.md` "Transports"): a web call with a
 * `webCallUrl`; a call moves to another page by rejoining the same room (created with
 * `roomDeleteOnUserLeaveEnabled: false`), as `@vapi-ai/web`'s `reconnect(webCall)` does.
 */
import type { WebCallResponse } from '../../api/web-call.ts';
import { isVapiApi } from '../platform.ts';
import type { RoomAccess } from '../transport.ts';
import type { TransportDescriptor } from '../transport-descriptor.ts';
import { DAILY_RESUME_GRACE_SECONDS } from './options.ts';
import { createDailyTransportFactory } from './transport.ts';

/** The room, with the meeting token when the platform sent one. */
function roomOf(url: string, token: string | undefined): RoomAccess {
  return token ? { url, token } : { url };
}

/** Daily: stages `daily-call-object-creation` / `daily-call-join`, call errors `daily-error`. */
export const dailyTransport: TransportDescriptor<'daily'> = {
  kind: 'daily',
  detect: (webCall) => typeof webCall.webCallUrl === 'string' && webCall.webCallUrl !== '',
  names: {
    kind: 'daily',
    prepareStage: 'daily-call-object-creation',
    joinStage: 'daily-call-join',
    callErrorType: 'daily-error',
  },
  roomAccess: (webCall) => roomOf(webCall.webCallUrl, webCall.transport?.callToken),
  resume: {
    save: (webCall) =>
      webCall.webCallUrl
        ? {
            url: webCall.webCallUrl,
            token: webCall.transport?.callToken ?? '',
            graceSeconds: DAILY_RESUME_GRACE_SECONDS,
          }
        : undefined,
    accepts: (_url, protocol) => protocol === 'https:' || protocol === 'http:',
    webCall: (state): WebCallResponse => ({
      id: state.callId,
      webCallUrl: state.url,
      ...(state.token ? { transport: { callToken: state.token } } : {}),
    }),
    roomAccess: (state) => roomOf(state.url, state.token),
    confirmedBy: 'join',
  },
  toolResultMessage(toolCallId, name, answer) {
    // Vapi's client tools cannot return results: tell the assistant in a system message instead.
    const content =
      'result' in answer
        ? `Result of the ${name} tool (call ${toolCallId}): ${answer.result}`
        : `The ${name} tool (call ${toolCallId}) failed: ${answer.error}`;
    return {
      type: 'add-message',
      message: { role: 'system', content },
      triggerResponseEnabled: true,
    };
  },
  createFactory: () => createDailyTransportFactory(),
  usualFor: isVapiApi,
};

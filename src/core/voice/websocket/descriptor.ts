/**
 * The WebSocket transport's descriptor (`docs/voice-client.md` "Transports"): a web call with
 * `transport.websocketCallUrl`; a call moves to another page with `?resume=<token>`
 * (docs/platform.md "Reconnect"); tool answers are `tool-call-result` frames.
 */
import type { WebCallResponse } from '../../api/web-call.ts';
import type { TransportDescriptor } from '../transport-descriptor.ts';
import { isVapiApi as isVapiApiUrl } from '../platform.ts';
import { resumeUrl } from './reconnect.ts';
import { createWebSocketTransportFactory } from './transport.ts';

/** The response's non-empty `transport.websocketCallUrl`, or undefined. */
function socketUrlOf(webCall: WebCallResponse): string | undefined {
  const url = webCall.transport?.websocketCallUrl;
  return typeof url === 'string' && url !== '' ? url : undefined;
}

/** WebSocket: stages `audio-capture-setup` / `websocket-connection`, call errors `websocket-error`. */
export const websocketTransport: TransportDescriptor<'websocket'> = {
  kind: 'websocket',
  // Wins over `webCallUrl` when both are present: a platform only returns a socket URL when that transport was set up.
  detect: (webCall) => socketUrlOf(webCall) !== undefined,
  names: {
    kind: 'websocket',
    prepareStage: 'audio-capture-setup',
    joinStage: 'websocket-connection',
    callErrorType: 'websocket-error',
  },
  roomAccess: (webCall) => ({ url: socketUrlOf(webCall) ?? '' }),
  resume: {
    save: (webCall, token) => {
      const url = socketUrlOf(webCall);
      return url && token
        ? { url, token: token.token, graceSeconds: token.graceSeconds }
        : undefined;
    },
    accepts: (_url, protocol, token) => (protocol === 'ws:' || protocol === 'wss:') && token !== '',
    webCall: (state): WebCallResponse => ({
      id: state.callId,
      webCallUrl: '',
      transport: { provider: 'vapi.websocket', websocketCallUrl: state.url },
    }),
    roomAccess: (state) => ({ url: resumeUrl(state.url, state.token) }),
    confirmedBy: 'resume-token',
  },
  toolResultMessage: (toolCallId, _name, answer) =>
    'result' in answer
      ? { type: 'tool-call-result', toolCallId, result: answer.result }
      : { type: 'tool-call-result', toolCallId, error: answer.error },
  createFactory: () => createWebSocketTransportFactory(),
  usualFor: (apiUrl) => !isVapiApiUrl(apiUrl),
};

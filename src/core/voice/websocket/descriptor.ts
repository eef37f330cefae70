/**
 * The WebSocket transport as the client registry sees it
 * (`docs/voice-client.md` "Transports"; the registry is `../transports.ts`;
 * `docs/platform.md`): a web call with `transport.websocketCallUrl` is a
 * socket call (Vapi's `vapi.websocket`, the local platform); a call moves to
 * another page with the platform's one-time resume secret,
 * `websocketCallUrl?resume=<token>` (docs/platform.md "Reconnect"), confirmed by
 * the platform's next `resume-token`; a tool's answer goes as the
 * platform's `tool-call-result` frame (docs/platform.md "Tool results").
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

/**
 * The WebSocket transport (`createWebSocketTransportFactory`): kind
 * `websocket`, stages `audio-capture-setup` / `websocket-connection`, call
 * errors `websocket-error`.
 */
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

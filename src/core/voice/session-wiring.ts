/**
 * Connects a transport's events to the client's events for one session
 * (SPEC §4 "Library call events", "When the room is left"; SPEC §8
 * "Call errors from the room are re-emitted" as `daily-error`, or
 * `websocket-error` for a WebSocket call; camera and network events
 * forwarded). Every listener is removed at teardown, and ignores events once
 * the session is finished. App messages that arrive before the join has
 * completed are held and delivered right after it ({@link deliverEarlyMessages}).
 */
import type { ClientHost } from './host.ts';
import { encodeClientMessage, isEndedStatus, parseAppMessage } from './messages.ts';
import { iso } from './reporter.ts';
import { serializeError } from './serialize-error.ts';
import { MAX_EARLY_MESSAGES, type CallSession } from './session.ts';
import type { Transport, TransportEvents } from './transport.ts';

/** The app message that tells the server the assistant's audio is playing (reference SDK behaviour). */
export const PLAYABLE_MESSAGE = 'playable';

/** Fatal errors of a call that is still connected, which the client itself gives up (no audio output device). */
const CLIENT_GIVES_UP: ReadonlySet<string> = new Set(['audio-output-unavailable']);

/** Subscribes the session to `transport`; the unsubscribers go to `session.detach`. */
export function wireTransport(host: ClientHost, session: CallSession, transport: Transport): void {
  const on = <K extends keyof TransportEvents>(event: K, listener: TransportEvents[K]): void => {
    session.detach.push(transport.on(event, listener));
  };
  const live = (): boolean => !session.finished;
  let recordingStarted = false;

  on('app-message', (data) => {
    if (!live()) return;
    if (session.joined) {
      onAppMessage(host, session, data);
    } else if (session.earlyMessages.length < MAX_EARLY_MESSAGES) {
      session.earlyMessages.push(data);
    } else {
      console.warn(`[${host.label}] an app message arrived before joining and was dropped`);
    }
  });
  on('remote-audio-level', (level) => {
    if (live()) session.speech.onLevel(level);
  });
  on('assistant-audio-started', () => {
    if (live()) trySend(host, session, PLAYABLE_MESSAGE);
  });
  on('left', () => {
    if (live()) void host.finish(session, 'left');
  });
  on('fatal-error', (error) => {
    if (!live()) return;
    if (error.code === 'connection-lost') session.connectionLost = true;
    // The client gives up a call that still runs on the platform: it ends it there too (as `end()` does).
    if (CLIENT_GIVES_UP.has(error.code)) trySend(host, session, encodeClientMessage({ type: 'end-call' }));
    host.report.error(session.transportNames.callErrorType, 'call', error);
    void host.finish(session, 'fatal');
  });
  on('camera-error', (event) => {
    if (!live()) return;
    host.events.emit('camera-error', {
      type: 'camera-error',
      cameraErrorType: event.cameraErrorType,
      error: serializeError(event.error),
      ...(event.audioOk === undefined ? {} : { audioOk: event.audioOk }),
      ...(event.videoOk === undefined ? {} : { videoOk: event.videoOk }),
      timestamp: iso(Date.now()),
    });
  });
  on('network-quality-change', (event) => {
    if (live()) host.events.emit('network-quality-change', { ...event, timestamp: iso(Date.now()) });
  });
  on('network-connection', (event) => {
    if (live()) host.events.emit('network-connection', { ...event, timestamp: iso(Date.now()) });
  });
  on('reconnecting', (event) => {
    if (live()) host.events.emit('call-reconnecting', { ...event, timestamp: iso(Date.now()) });
  });
  on('reconnected', (event) => {
    if (live()) host.events.emit('call-reconnected', { ...event, timestamp: iso(Date.now()) });
  });
  on('resume-token', (token) => {
    if (!live()) return;
    session.resumeToken = token;
    if (session.resumingSince !== undefined) resumed(host, session);
  });
  on('recording-started', () => {
    if (!live() || !session.videoRecordingEnabled || recordingStarted) return;
    recordingStarted = true;
    const delaySeconds = (Date.now() - session.recordingRequestedAt) / 1000;
    host.report.completed(session, 'video-recording-started', { delaySeconds });
    trySend(
      host,
      session,
      encodeClientMessage({ type: 'control', control: 'say-first-message', videoRecordingStartDelaySeconds: delaySeconds }),
    );
  });
  on('warning', (warning) => {
    if (live()) host.report.error(warning.type, 'call', warning.error);
  });
}

/**
 * A call taken over from another page is carried again: `call-reconnected`
 * with the time since that page left it (README "Call continuity").
 */
export function resumed(host: ClientHost, session: CallSession): void {
  const since = session.resumingSince;
  if (since === undefined) return;
  session.resumingSince = undefined;
  host.events.emit('call-reconnected', { downtimeMs: Math.max(0, Date.now() - since), timestamp: iso(Date.now()) });
}

/**
 * Delivers the app messages that arrived before the join completed, in
 * order, so events keep the order join `completed` → `call-start` →
 * `message`. Called by the start sequence once joined.
 */
export function deliverEarlyMessages(host: ClientHost, session: CallSession): void {
  for (const data of session.earlyMessages.splice(0)) {
    if (session.finished) return;
    onAppMessage(host, session, data);
  }
}

/**
 * SPEC §4: 'listening' means call start (emitted once per call); other data
 * is JSON-parsed into `message`. A parse failure is logged, never thrown
 * (SPEC §8 "Message parse failure: logged only").
 */
function onAppMessage(host: ClientHost, session: CallSession, data: unknown): void {
  const parsed = parseAppMessage(data);
  if (parsed.kind === 'listening') {
    if (session.callStarted) return;
    session.callStarted = true;
    host.events.emit('call-start');
    return;
  }
  if (parsed.kind === 'invalid') {
    console.log(`[${host.label}] Error parsing message data:`, parsed.error);
    return;
  }
  if (isEndedStatus(parsed.message)) session.endedStatusSent = true;
  host.events.emit('message', parsed.message);
}

/** Sends raw app-message data when joined; logs and returns false when the room refuses it. */
export function trySend(host: ClientHost, session: CallSession, data: string): boolean {
  if (!session.joined || !session.transport) return false;
  try {
    session.transport.sendMessage(data);
    return true;
  } catch (error) {
    console.warn(`[${host.label}] could not send an app message`, error);
    return false;
  }
}

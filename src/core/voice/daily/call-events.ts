/**
 * What daily-js's call events mean to the Daily transport (docs/behaviour.md §4 "Library call
 * events", §8): translated to {@link TransportEvents}, or handed to {@link DailyCallHandlers} when
 * they touch the call's state. Stateless.
 */
import type { DailyEventObject, DailyParticipant } from '@daily-co/daily-js';
import type { Emitter, Unsubscribe } from '../emitter.ts';
import { VoiceClientError } from '../errors.ts';
import type { TransportEvents } from '../transport.ts';
import type { DailyCallLike } from './call-like.ts';
import { emitDailyQuality } from './network-quality.ts';

/** The daily-js events that depend on the call's state. */
export interface DailyCallHandlers {
  /** A fatal `error` event. */
  error(event: DailyEventObject<'error'> | undefined): void;
  /** `left-meeting`. */
  left(): void;
  /** A `nonfatal-error` of type `audio-processor-error`. */
  audioProcessorError(): void;
  participant(participant: DailyParticipant | undefined): void;
  participantLeft(sessionId: string): void;
  /** `track-started` of an audio track. */
  audioTrackStarted(participant: DailyParticipant, track: MediaStreamTrack): void;
  /** `track-stopped` of an audio track. */
  audioTrackStopped(sessionId: string): void;
}

/** Adds every daily-js listener the transport needs; returns their removers. */
export function listenToCall(
  call: DailyCallLike,
  events: Emitter<TransportEvents>,
  handlers: DailyCallHandlers,
): Unsubscribe[] {
  const detach: Unsubscribe[] = [];
  const listen = <T extends Parameters<DailyCallLike['on']>[0]>(
    event: T,
    handler: (event: DailyEventObject<T> | undefined) => void,
  ): void => {
    call.on(event, handler);
    detach.push(() => call.off(event, handler));
  };
  listen('error', (event) => handlers.error(event));
  listen('left-meeting', () => handlers.left());
  listen('nonfatal-error', (event) => {
    if (event?.type === 'audio-processor-error') handlers.audioProcessorError();
  });
  listen('camera-error', (event) => {
    events.emit('camera-error', {
      cameraErrorType: typeof event?.error?.type === 'string' ? event.error.type : 'unknown',
      error: VoiceClientError.wrap(
        'camera-error',
        event ?? 'Unknown camera error',
        'Camera or microphone error',
        event,
      ),
      ...(typeof event?.errorMsg?.audioOk === 'boolean' ? { audioOk: event.errorMsg.audioOk } : {}),
      ...(typeof event?.errorMsg?.videoOk === 'boolean' ? { videoOk: event.errorMsg.videoOk } : {}),
    });
  });
  listen('network-quality-change', (event) => {
    if (event) emitDailyQuality(call, event, (q) => events.emit('network-quality-change', q));
  });
  listen('network-connection', (event) => {
    if (event)
      events.emit('network-connection', { connectionType: event.type, event: event.event });
  });
  listen('participant-joined', (event) => handlers.participant(event?.participant));
  listen('participant-updated', (event) => handlers.participant(event?.participant));
  listen('participant-left', (event) => {
    if (event) handlers.participantLeft(event.participant.session_id);
  });
  listen('track-started', (event) => {
    if (event?.participant && event.track.kind === 'audio')
      handlers.audioTrackStarted(event.participant, event.track);
  });
  listen('track-stopped', (event) => {
    if (event?.participant && event.track.kind === 'audio')
      handlers.audioTrackStopped(event.participant.session_id);
  });
  listen('app-message', (event) => {
    if (event) events.emit('app-message', event.data);
  });
  listen('remote-participants-audio-level', (event) => {
    if (!event) return;
    let sum = 0;
    for (const level of Object.values(event.participantsAudioLevel))
      if (Number.isFinite(level)) sum += level;
    events.emit('remote-audio-level', sum);
  });
  listen('recording-started', () => events.emit('recording-started'));
  return detach;
}

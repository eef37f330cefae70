/**
 * The assistant's side of a Daily room: which participant is the assistant
 * (docs/behaviour.md §9: "identified by the user name of the assistant's voice bot", not
 * local), subscribing to its tracks once per participant (docs/behaviour.md §4 step 7
 * joins without automatic track subscription), and playing its audio through
 * the {@link AudioSink}. The transport feeds it daily-js's participant and
 * track events (`call-events.ts`) and hears back through
 * {@link AssistantPlayback}.
 */
import type { DailyParticipant } from '@daily-co/daily-js';
import type { TransportContext } from '../transport.ts';
import { AudioSink, type AudioSinkOptions } from './audio-sink.ts';
import type { DailyCallLike } from './call-like.ts';

/** What becomes of the assistant's audio. */
export interface AssistantPlayback {
  /** An `<audio>` element started playing the assistant. */
  playing(): void;
  /** `play()` was refused (autoplay policy) or failed; `error` is its rejection. */
  failed(error: unknown): void;
}

/** One per call; see the module comment. */
export class AssistantMedia {
  private readonly sink: AudioSink;
  private readonly subscribed = new Set<string>();

  /**
   * @param context the call: the assistant's user name, and whether video is wanted.
   * @param sinkOptions where the `<audio>` elements go.
   * @param playback told when the assistant's audio plays or cannot.
   */
  constructor(
    private readonly context: TransportContext,
    sinkOptions: AudioSinkOptions | undefined,
    private readonly playback: AssistantPlayback,
  ) {
    this.sink = new AudioSink(sinkOptions);
  }

  /** True for the remote participant whose user name is the assistant's. */
  isAssistant(participant: DailyParticipant): boolean {
    return !participant.local && participant.user_name === this.context.assistantSpeakerName;
  }

  /**
   * Subscribes `call` to the assistant participant's audio (and video when
   * recording or a video voice wants it), once per participant. Anything
   * else is ignored; a refused subscription is logged and tried again on the
   * participant's next event.
   */
  subscribe(call: DailyCallLike, participant: DailyParticipant | undefined): void {
    if (
      !participant ||
      !this.isAssistant(participant) ||
      this.subscribed.has(participant.session_id)
    )
      return;
    this.subscribed.add(participant.session_id);
    const video = this.context.videoRecordingEnabled || this.context.assistantVideoEnabled;
    try {
      call.updateParticipant(participant.session_id, {
        setSubscribedTracks: { audio: true, video },
      });
    } catch (error) {
      this.subscribed.delete(participant.session_id);
      console.warn('[daily-transport] could not subscribe to the assistant', error);
    }
  }

  /** Plays an audio track that started, when it is the assistant's. */
  trackStarted(participant: DailyParticipant, track: MediaStreamTrack): void {
    if (!this.isAssistant(participant)) return;
    this.sink.play(participant.session_id, track).then(
      (playing) => {
        if (playing) this.playback.playing();
      },
      (error: unknown) => this.playback.failed(error),
    );
  }

  /** Routes the assistant's audio to the output device `deviceId` (`''`: default; {@link AudioSink.setSinkId}). */
  setOutputDevice(deviceId: string): Promise<void> {
    return this.sink.setSinkId(deviceId);
  }

  /** Stops playing `sessionId`'s audio track. */
  trackStopped(sessionId: string): void {
    this.sink.remove(sessionId);
  }

  /** Forgets a participant that left: its subscription and its audio. */
  participantLeft(sessionId: string): void {
    this.subscribed.delete(sessionId);
    this.sink.remove(sessionId);
  }

  /** Stops and removes every `<audio>` element and forgets every subscription. */
  dispose(): void {
    this.sink.dispose();
    this.subscribed.clear();
  }
}

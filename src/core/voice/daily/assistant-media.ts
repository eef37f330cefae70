/**
 * The assistant's side of a Daily room: which participant it is (docs/behaviour.md §9: by user
 * name, not local), subscribing to its tracks (docs/behaviour.md §4 step 7 joins without
 * automatic subscription), and playing its audio.
 */
import type { DailyParticipant } from '@daily-co/daily-js';
import type { TransportContext } from '../transport.ts';
import { AudioSink, type AudioSinkOptions } from './audio-sink.ts';
import type { DailyCallLike } from './call-like.ts';

/** What becomes of the assistant's audio. */
export interface AssistantPlayback {
  playing(): void;
  /** `play()` was refused (autoplay policy) or failed. */
  failed(error: unknown): void;
}

/** One per call. */
export class AssistantMedia {
  private readonly sink: AudioSink;
  private readonly subscribed = new Set<string>();

  constructor(
    private readonly context: TransportContext,
    sinkOptions: AudioSinkOptions | undefined,
    private readonly playback: AssistantPlayback,
  ) {
    this.sink = new AudioSink(sinkOptions);
  }

  /** The remote participant whose user name is the assistant's. */
  isAssistant(participant: DailyParticipant): boolean {
    return !participant.local && participant.user_name === this.context.assistantSpeakerName;
  }

  /** Subscribes to the assistant's audio (and video when wanted), once; a refusal is retried on its next event. */
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

  /** Routes the assistant's audio to `deviceId` (`''`: default). */
  setOutputDevice(deviceId: string): Promise<void> {
    return this.sink.setSinkId(deviceId);
  }

  /** Silences (`true`) or plays again the assistant's audio. */
  setMuted(muted: boolean): void {
    this.sink.setMuted(muted);
  }

  /** Stops playing `sessionId`'s audio track. */
  trackStopped(sessionId: string): void {
    this.sink.remove(sessionId);
  }

  /** Forgets a participant that left. */
  participantLeft(sessionId: string): void {
    this.subscribed.delete(sessionId);
    this.sink.remove(sessionId);
  }

  /** Removes every `<audio>` element and subscription. */
  dispose(): void {
    this.sink.dispose();
    this.subscribed.clear();
  }
}

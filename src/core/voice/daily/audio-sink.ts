/**
 * Plays remote tracks through `<audio>` elements, one per participant, none surviving the call.
 * They go to `document.body`, not a shadow root: removing a media element from the document
 * pauses it, and moving the call button must not silence the call.
 */

/** How the sink reaches the DOM. */
export interface AudioSinkOptions {
  /** Parent of the `<audio>` elements; default `document.body`. */
  readonly parent?: () => ParentNode;
  /** Wraps a track for `srcObject`; default `new MediaStream([track])`. */
  readonly toMediaStream?: (track: MediaStreamTrack) => MediaStream;
}

/** One per call. */
export class AudioSink {
  private readonly players = new Map<string, HTMLAudioElement>();
  private disposed = false;
  /** The chosen output device (`''`: default), applied to every element. */
  private sinkId = '';
  /** Every element, now and later, is muted (a held call). */
  private muted = false;

  constructor(private readonly options: AudioSinkOptions = {}) {}

  /** Number of live `<audio>` elements. */
  get size(): number {
    return this.players.size;
  }

  /**
   * Plays `track` for `participantId`, replacing its element; `false` when disposed or replaced meanwhile.
   * @throws what `play()` rejects with (autoplay policy); the element is removed first.
   */
  async play(participantId: string, track: MediaStreamTrack): Promise<boolean> {
    if (this.disposed) return false;
    this.remove(participantId);
    const element = document.createElement('audio');
    element.dataset['participantId'] = participantId;
    element.autoplay = true;
    element.hidden = true;
    element.muted = this.muted;
    element.srcObject = (this.options.toMediaStream ?? defaultStream)(track);
    if (this.sinkId)
      void routeTo(element, this.sinkId).catch((error: unknown) =>
        console.warn('[daily-transport] the chosen speaker could not be used', error),
      );
    (this.options.parent?.() ?? document.body).appendChild(element);
    this.players.set(participantId, element);
    try {
      await element.play();
    } catch (error) {
      if (this.players.get(participantId) === element) this.remove(participantId);
      else release(element);
      throw error;
    }
    if (this.disposed || this.players.get(participantId) !== element) {
      release(element);
      return false;
    }
    return true;
  }

  /** Whether `HTMLMediaElement.prototype.setSinkId` exists (not in WebKit). */
  static canRoute(): boolean {
    return (
      typeof HTMLMediaElement !== 'undefined' &&
      typeof (HTMLMediaElement.prototype as SinkCapable).setSinkId === 'function'
    );
  }

  /** Routes every element, now and later, to `deviceId`. @throws what `setSinkId` rejects with (not kept then). */
  async setSinkId(deviceId: string): Promise<void> {
    await Promise.all([...this.players.values()].map((element) => routeTo(element, deviceId)));
    this.sinkId = deviceId;
  }

  /** Mutes (`true`) or unmutes every element, now and later. */
  setMuted(muted: boolean): void {
    this.muted = muted;
    for (const element of this.players.values()) element.muted = muted;
  }

  /** Stops and removes `participantId`'s element, if any. */
  remove(participantId: string): void {
    const element = this.players.get(participantId);
    if (!element) return;
    this.players.delete(participantId);
    release(element);
  }

  /** Stops and removes every element; later `play` calls do nothing. */
  dispose(): void {
    this.disposed = true;
    for (const id of [...this.players.keys()]) this.remove(id);
  }
}

/** `setSinkId` (Audio Output Devices API), which some engines' DOM types lack. */
interface SinkCapable {
  setSinkId?(deviceId: string): Promise<void>;
}

function routeTo(element: HTMLAudioElement, deviceId: string): Promise<void> {
  const sink = element as unknown as SinkCapable;
  return sink.setSinkId ? sink.setSinkId(deviceId) : Promise.resolve();
}

function defaultStream(track: MediaStreamTrack): MediaStream {
  return new MediaStream([track]);
}

function release(element: HTMLAudioElement): void {
  element.pause();
  element.srcObject = null;
  element.remove();
}

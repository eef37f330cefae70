/**
 * Plays remote audio tracks through `<audio>` elements, one per participant,
 * and guarantees that none survives the call: {@link AudioSink.dispose}
 * pauses, detaches and removes every element, including ones whose `play()`
 * is still pending.
 *
 * Elements go to `document.body` by default, not into a custom element's
 * shadow root: removing a media element from the document pauses it, and
 * moving the call button in the DOM must not silence the call.
 */

/** How the sink reaches the DOM; all optional. */
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
  /** The output device chosen for the call (`''`: the default), applied to every element. */
  private sinkId = '';

  constructor(private readonly options: AudioSinkOptions = {}) {}

  /** Number of live `<audio>` elements. */
  get size(): number {
    return this.players.size;
  }

  /**
   * Plays `track` for `participantId`, replacing that participant's previous
   * element. Resolves `true` once playing, `false` when the sink was disposed
   * or the element replaced meanwhile (it is then removed).
   * @throws what `HTMLMediaElement.play()` rejects with (autoplay policy);
   *   the element is removed first.
   */
  async play(participantId: string, track: MediaStreamTrack): Promise<boolean> {
    if (this.disposed) return false;
    this.remove(participantId);
    const element = document.createElement('audio');
    element.dataset['participantId'] = participantId;
    element.autoplay = true;
    element.hidden = true;
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

  /** Whether this browser can route an `<audio>` element to a chosen output (`HTMLMediaElement.prototype.setSinkId`; not in WebKit). */
  static canRoute(): boolean {
    return (
      typeof HTMLMediaElement !== 'undefined' &&
      typeof (HTMLMediaElement.prototype as SinkCapable).setSinkId === 'function'
    );
  }

  /**
   * Routes every element, now and later in the call, to the output device
   * `deviceId` (`''`: the browser's default).
   * @throws what `setSinkId` rejects with; the choice is kept for later elements only when it worked.
   */
  async setSinkId(deviceId: string): Promise<void> {
    await Promise.all([...this.players.values()].map((element) => routeTo(element, deviceId)));
    this.sinkId = deviceId;
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

/** An element or context with `setSinkId` (Audio Output Devices API), which the DOM types of some engines lack. */
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

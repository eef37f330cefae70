/**
 * The press unlocks the call's audio (docs/voice-client.md "Audio unlock"). WebKit (Safari on macOS
 * and on iOS alike) lets an `AudioContext` play only if it was created or resumed inside the user's
 * gesture, and the WebSocket call's context is made after the web call is created and the
 * microphone is open: several awaits after the press, when the gesture is gone, so the first message
 * would play silently. So the press makes the context itself, before its first await: creates it,
 * asks it to resume and plays one silent sample, and the WebSocket transport then plays the call
 * through that context ({@link takeUnlockedAudio}). Done in every browser, not only where the user
 * agent says iOS: desktop Safari needs it as much, and elsewhere it costs one context made earlier.
 */

/** Makes the context the press unlocks (tests pass a fake). */
export type CreateAudioContext = () => AudioContext;

const createDefault: CreateAudioContext = () => new AudioContext({ latencyHint: 'interactive' });

/** The context the last press unlocked, until the call's transport takes it or it is released. */
let unlocked: AudioContext | undefined;

/**
 * Call synchronously in the press's event handler, before any await. Makes and starts the context
 * (a context from an earlier press that nobody took is closed first). Never throws: a browser
 * without Web Audio, or one that refuses, leaves the call to make its own context as before.
 */
export function unlockAudioInGesture(create: CreateAudioContext = createDefault): void {
  releaseUnlockedAudio();
  if (create === createDefault && typeof AudioContext === 'undefined') return;
  try {
    const context = create();
    // Not awaited: the resume must be asked for within the gesture; it settles later.
    context.resume().catch(() => undefined);
    // One silent sample through the speakers: older iOS unlocks output only once something plays.
    const source = context.createBufferSource();
    source.buffer = context.createBuffer(1, 1, context.sampleRate);
    source.connect(context.destination);
    source.start(0);
    unlocked = context;
  } catch (error) {
    console.warn('[voice-client] the press could not unlock the call audio', error);
  }
}

/** Hands the unlocked context over (the caller owns and closes it from now on); undefined if none. */
export function takeUnlockedAudio(): AudioContext | undefined {
  const context = unlocked;
  unlocked = undefined;
  return context && context.state !== 'closed' ? context : undefined;
}

/** Closes a context the press unlocked that no transport took (a Daily call, a failed start). */
export function releaseUnlockedAudio(): void {
  const context = takeUnlockedAudio();
  context?.close().catch(() => undefined);
}

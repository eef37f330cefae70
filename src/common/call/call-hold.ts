/**
 * Hold and resume of a live call (docs/elements/voice-call-button.md "Hold"): on hold the
 * microphone is muted (the visitor's own mute remembered and given back on resume), Vapi's
 * `{ "type": "control", "control": "mute-assistant" }` is sent and the page stops playing the
 * assistant's audio; resume sends `unmute-assistant` and plays it again. Hold ends with the call.
 */
import type { VoiceClient } from '../../core/voice/index.ts';

/** What hold needs of the voice client. */
export type HoldClient = Pick<VoiceClient, 'isMuted' | 'setMuted' | 'send' | 'setOutputMuted'>;

/** One call's hold state; one per `CallController`. */
export class CallHold {
  private current = false;
  /** The visitor had muted the microphone before the hold. */
  private mutedBefore = false;

  /** @param changed told each change, with the new state (the element fires `voice-call-hold`). */
  constructor(private readonly changed: (held: boolean) => void) {}

  /** Whether the call is on hold. */
  get held(): boolean {
    return this.current;
  }

  /**
   * Holds the call of `client`.
   * @returns false, changing nothing, when already held or when the client refuses (no call).
   */
  hold(client: HoldClient): boolean {
    if (this.current) return false;
    try {
      const mutedBefore = client.isMuted();
      client.setMuted(true);
      this.mutedBefore = mutedBefore;
    } catch (error) {
      console.warn('[voice-widgets] hold:', error);
      return false;
    }
    client.setOutputMuted(true);
    this.tell(client, 'mute-assistant');
    this.set(true);
    return true;
  }

  /**
   * Takes the call of `client` off hold: the microphone as the visitor left it, the assistant heard again.
   * @returns false, changing nothing, when not held.
   */
  resume(client: HoldClient): boolean {
    if (!this.current) return false;
    try {
      client.setMuted(this.mutedBefore);
    } catch (error) {
      console.warn('[voice-widgets] resume:', error);
    }
    client.setOutputMuted(false);
    this.tell(client, 'unmute-assistant');
    this.set(false);
    return true;
  }

  /** The call ended: no longer held (told once, when it was). */
  ended(): void {
    if (this.current) this.set(false);
  }

  private tell(client: HoldClient, control: 'mute-assistant' | 'unmute-assistant'): void {
    try {
      client.send({ type: 'control', control });
    } catch (error) {
      // Reconnecting with a full queue: the page-side hold (microphone, audio) still applies.
      console.warn(`[voice-widgets] ${control}:`, error);
    }
  }

  private set(held: boolean): void {
    this.current = held;
    this.changed(held);
  }
}

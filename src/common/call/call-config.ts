/**
 * What `CallController` (`controller.ts`) is given: the element's call
 * settings ({@link CallConfig}) and how the voice client's chunk is loaded.
 */
import type { readResumeState, VoiceClient, VoiceClientEventName } from '../../core/voice/index.ts';

/** What the controller needs from the lazily loaded client module. */
export interface ClientModule {
  readonly VoiceClient: typeof VoiceClient;
  readonly VOICE_CLIENT_EVENT_NAMES: readonly VoiceClientEventName[];
  /** Checks a stored resume state (`persist-call`: `persist-read.ts`); it comes with the client, so the resume code stays in the client's chunk. */
  readonly readResumeState: typeof readResumeState;
}

/** Loads the client module; the default is a dynamic import (its own chunk). */
export type ClientLoader = () => Promise<ClientModule>;

/** Where and how to call (the element's attributes). */
export interface CallConfig {
  readonly publicKey: string | undefined;
  readonly assistantId: string | undefined;
  readonly apiUrl: string | undefined;
  /** Microphone gain applied once the call starts (linear, 1 = unchanged); undefined leaves it alone. */
  readonly micGain?: number | undefined;
  /**
   * The visitor's language, sent as `assistantOverrides.variableValues.language`
   * so the assistant answers in it (the local platform reads it; on Vapi it is a
   * template variable the assistant's prompt may use).
   */
  readonly lang?: 'es' | 'he' | undefined;
}

/** Default loader: the client in its own chunk, next to the entry. */
export const loadClientModule: ClientLoader = async () => {
  const mod = await import('../../core/voice/index.ts');
  return {
    VoiceClient: mod.VoiceClient,
    VOICE_CLIENT_EVENT_NAMES: mod.VOICE_CLIENT_EVENT_NAMES,
    readResumeState: mod.readResumeState,
  };
};

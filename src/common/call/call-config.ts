/** What `CallController` is given: the element's call settings and the voice client's loader. */
import type { Lang } from '../../core/lang.ts';
import type { readResumeState, VoiceClient, VoiceClientEventName } from '../../core/voice/index.ts';

/** What the controller needs from the lazily loaded client module. */
export interface ClientModule {
  readonly VoiceClient: typeof VoiceClient;
  readonly VOICE_CLIENT_EVENT_NAMES: readonly VoiceClientEventName[];
  /** Checks a stored resume state (`persist-read.ts`); from the client's chunk, to keep it there. */
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
  /** The visitor's language, sent as `assistantOverrides.variableValues.language`. */
  readonly lang?: Lang | undefined;
  /**
   * Vapi's `assistantOverrides` for the call, read when it starts (`overrides.ts`: the language,
   * `variable-values`, `variableValues`, `assistantOverrides`); default `{ variableValues: { language } }`.
   */
  readonly overrides?: (() => Readonly<Record<string, unknown>>) | undefined;
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

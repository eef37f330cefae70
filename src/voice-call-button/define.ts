import { defineElement } from '../common/element/define.ts';
import { VoiceCallButtonElement } from './voice-call-button.ts';

/** Defines `<voice-call-button>` once (guarded by {@link defineElement}). */
export function defineVoiceCallButton(): CustomElementConstructor | undefined {
  return defineElement('voice-call-button', VoiceCallButtonElement);
}

export { VoiceCallButtonElement };

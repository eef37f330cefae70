/**
 * Registration of `<voice-call-button>` (`docs/elements/voice-call-button.md`), kept apart from the
 * class (`./voice-call-button.ts`, free of side effects). The entries (`src/index.ts`,
 * `src/widget-entry.ts`) call {@link defineVoiceCallButton}: an explicit call, because a bare
 * side-effect import of a module would be dropped by the bundler, which reads
 * the package's `sideEffects` list as "this source has none".
 */
import { defineElement } from '../common/element/define.ts';
import { VoiceCallButtonElement } from './voice-call-button.ts';

/**
 * Defines `<voice-call-button>` once, guarded by `defineElement`: a second copy of the
 * bundle, or a second call, never throws; without a `customElements`
 * registry (plain Node) nothing happens.
 *
 * @returns the constructor in force for the tag, or undefined without a registry.
 */
export function defineVoiceCallButton(): CustomElementConstructor | undefined {
  return defineElement('voice-call-button', VoiceCallButtonElement);
}

export { VoiceCallButtonElement };

/**
 * Registration of `<voice-demo>` (`docs/elements/voice-demo.md`), kept apart from the
 * class (`./voice-demo.ts`, free of side effects). The entries (`src/index.ts`,
 * `src/widget-entry.ts`) call {@link defineVoiceDemo}: an explicit call, because a bare
 * side-effect import of a module would be dropped by the bundler, which reads
 * the package's `sideEffects` list as "this source has none".
 */
import { defineElement } from '../common/element/define.ts';
import { VoiceDemoElement } from './voice-demo.ts';

/**
 * Defines `<voice-demo>` once, guarded by `defineElement`: a second copy of the
 * bundle, or a second call, never throws; without a `customElements`
 * registry (plain Node) nothing happens.
 *
 * @returns the constructor in force for the tag, or undefined without a registry.
 */
export function defineVoiceDemo(): CustomElementConstructor | undefined {
  return defineElement('voice-demo', VoiceDemoElement);
}

export { VoiceDemoElement };

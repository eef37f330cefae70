/**
 * Registers `<voice-demo>` (`docs/elements/voice-demo.md`): importing this module
 * defines the tag once, guarded by `defineElement` (a second copy of the
 * bundle, or a second import, never throws; without a `customElements`
 * registry, as in plain Node, nothing happens). The class itself lives in
 * `./voice-demo.ts`, free of side effects; the entries (`src/index.ts`,
 * `src/widget-entry.ts`) import this module.
 */
import { defineElement } from '../common/element/define.ts';
import { VoiceDemoElement } from './voice-demo.ts';

defineElement('voice-demo', VoiceDemoElement);

export { VoiceDemoElement };

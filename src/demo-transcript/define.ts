/**
 * Registers `<demo-transcript>` (`docs/elements/demo-transcript.md`): importing this module
 * defines the tag once, guarded by `defineElement` (a second copy of the
 * bundle, or a second import, never throws; without a `customElements`
 * registry, as in plain Node, nothing happens). The class itself lives in
 * `./demo-transcript.ts`, free of side effects; the entries (`src/index.ts`,
 * `src/widget-entry.ts`) import this module.
 */
import { defineElement } from '../common/element/define.ts';
import { DemoTranscriptElement } from './demo-transcript.ts';

defineElement('demo-transcript', DemoTranscriptElement);

export { DemoTranscriptElement };

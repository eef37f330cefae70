/** Last stage of the prerendered page's loader (`./index.ts`): defines `<voice-widget>` (the floating assistant) and `<demo-transcript>`. A chunk of its own. */
import { defineDemoTranscript } from '../demo-transcript/define.ts';
import { defineVoiceWidget } from '../voice-widget/define.ts';

/** Defines both elements (guarded, as every entry does). */
export function define(): void {
  defineVoiceWidget();
  defineDemoTranscript();
}

/**
 * The bundle's entry (`dist/voice-widgets.js`): registers every custom
 * element, guarded, and exports the public types. A partner page needs one tag:
 *
 * ```html
 * <script type="module" src="https://cdn.example/voice-widgets.js"></script>
 * <voice-demo lang="es"></voice-demo>
 * ```
 *
 * Partner pages that only want the floating assistant load the smaller
 * `dist/voice-widget.js` instead (`src/widget-entry.ts`): the same
 * `<voice-widget>`, without the demo elements.
 *
 * Importing it twice (or two copies of it) never throws; importing it in Node
 * with `@lit-labs/ssr-dom-shim` installed as globals never throws either.
 */
import { defineElement } from './elements/define.ts';
import { DemoTranscriptElement } from './elements/demo-transcript.ts';
import { VoiceCallButtonElement } from './elements/voice-call-button.ts';
import { VoiceDemoElement } from './elements/voice-demo.ts';
import { VoiceWidgetElement } from './elements/voice-widget.ts';

defineElement('voice-demo', VoiceDemoElement);
defineElement('demo-transcript', DemoTranscriptElement);
defineElement('voice-call-button', VoiceCallButtonElement);
defineElement('voice-widget', VoiceWidgetElement);

export { VoiceDemoElement, DemoTranscriptElement, VoiceCallButtonElement, VoiceWidgetElement };
export { WIDGETS_VERSION } from './elements/define.ts';
export type { VoiceEventDetailMap, VoiceEventName, VoiceDomEventMap } from './events.ts';
export type { Lang } from './i18n/lang.ts';
export type { ContactMessage } from './contact/links.ts';

declare global {
  interface HTMLElementTagNameMap {
    'voice-demo': VoiceDemoElement;
    'demo-transcript': DemoTranscriptElement;
    'voice-call-button': VoiceCallButtonElement;
    'voice-widget': VoiceWidgetElement;
  }
}

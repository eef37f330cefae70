/**
 * The bundle's entry (`dist/voice-widgets.js`): registers every custom
 * element, guarded (each through its folder's `define.ts`), and exports the public types. A partner page needs one tag:
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
import { defineVoiceDemo, VoiceDemoElement as VoiceDemoImpl } from './voice-demo/define.ts';
import {
  defineDemoTranscript,
  DemoTranscriptElement as DemoTranscriptImpl,
} from './demo-transcript/define.ts';
import {
  defineVoiceCallButton,
  VoiceCallButtonElement as VoiceCallButtonImpl,
} from './voice-call-button/define.ts';
import { defineVoiceWidget, VoiceWidgetElement as VoiceWidgetImpl } from './voice-widget/define.ts';
import type * as Public from './public-types.ts';

// Each element's own registration (`src/<tag>/define.ts`), in this order.
defineVoiceDemo();
defineDemoTranscript();
defineVoiceCallButton();
defineVoiceWidget();

// The classes, typed by their public interfaces (src/public-types.ts): the
// declaration files then carry no React, nanoevents or daily-js types.
// `satisfies` checks that each implementation really has the public shape.
/** The `<voice-demo>` class (registered by `./voice-demo/define.ts`). */
export const VoiceDemoElement: Public.ElementConstructor<Public.VoiceDemoElement> =
  VoiceDemoImpl satisfies Public.ElementConstructor<Public.VoiceDemoElement>;
/** The `<demo-transcript>` class. */
export const DemoTranscriptElement: Public.ElementConstructor<Public.DemoTranscriptElement> =
  DemoTranscriptImpl as unknown as Public.ElementConstructor<Public.DemoTranscriptElement>;
/** The `<voice-call-button>` class. */
export const VoiceCallButtonElement: Public.ElementConstructor<Public.VoiceCallButtonElement> =
  VoiceCallButtonImpl satisfies Public.ElementConstructor<Public.VoiceCallButtonElement>;
/** The `<voice-widget>` class. */
export const VoiceWidgetElement: Public.ElementConstructor<Public.VoiceWidgetElement> =
  VoiceWidgetImpl satisfies Public.ElementConstructor<Public.VoiceWidgetElement>;
export type VoiceDemoElement = Public.VoiceDemoElement;
export type DemoTranscriptElement = Public.DemoTranscriptElement;
export type VoiceCallButtonElement = Public.VoiceCallButtonElement;
export type VoiceWidgetElement = Public.VoiceWidgetElement;
export type {
  VoiceCallStatus,
  VoiceCallHandle,
  PlatformAttributes,
  ElementConstructor,
} from './public-types.ts';
export { WIDGETS_VERSION } from './common/element/define.ts';
export type { VoiceEventDetailMap, VoiceEventName, VoiceDomEventMap } from './common/events.ts';
export type { Lang } from './core/lang.ts';
export type { ContactMessage } from './common/contact/links.ts';

declare global {
  interface HTMLElementTagNameMap {
    'voice-demo': VoiceDemoElement;
    'demo-transcript': DemoTranscriptElement;
    'voice-call-button': VoiceCallButtonElement;
    'voice-widget': VoiceWidgetElement;
  }
}

/**
 * The bundle's entry (`dist/voice-widgets.js`): registers every element, guarded, and exports the
 * public types. Importing it twice, or in Node with a DOM shim, never throws.
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
// The partner entry defines <voice-widget> on import; this bundle shares its file (dist/voice-widget.js).
import { VoiceWidgetElement as VoiceWidgetImpl } from './widget-entry.ts';
import type * as Public from './public-types.ts';

defineVoiceDemo();
defineDemoTranscript();
defineVoiceCallButton();

// Typed by their public interfaces (no React types in the declarations); `satisfies` checks them.
/** The `<voice-demo>` class. */
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
  VoiceWidgetImpl;
export type VoiceDemoElement = Public.VoiceDemoElement;
export type DemoTranscriptElement = Public.DemoTranscriptElement;
export type VoiceCallButtonElement = Public.VoiceCallButtonElement;
export type VoiceWidgetElement = Public.VoiceWidgetElement;
export type {
  VoiceCallStatus,
  VoiceCallHandle,
  PlatformAttributes,
  ElementConstructor,
  PrecheckResult,
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

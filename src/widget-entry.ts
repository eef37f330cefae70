/**
 * The partner entry (`dist/voice-widget.js`, docs/elements/voice-widget.md): registers only
 * `<voice-widget>`, whose launcher needs no React; the rest comes as chunks on intent.
 */
import { defineVoiceWidget, VoiceWidgetElement as VoiceWidgetImpl } from './voice-widget/define.ts';
import type * as Public from './public-types.ts';

defineVoiceWidget();

/** The `<voice-widget>` class, typed by its public interface (`src/public-types.ts`). */
export const VoiceWidgetElement: Public.ElementConstructor<Public.VoiceWidgetElement> =
  VoiceWidgetImpl satisfies Public.ElementConstructor<Public.VoiceWidgetElement>;
export type VoiceWidgetElement = Public.VoiceWidgetElement;
export type { PrecheckResult } from './public-types.ts';
export { WIDGETS_VERSION } from './common/element/define.ts';
export type { VoiceEventDetailMap, VoiceEventName, VoiceDomEventMap } from './common/events.ts';

declare global {
  interface HTMLElementTagNameMap {
    'voice-widget': VoiceWidgetElement;
  }
}

/**
 * The partner entry (`dist/voice-widget.js`, docs/elements/voice-widget.md): registers only
 * `<voice-widget>`, whose launcher needs no React, so a partner page loads a
 * few KB before any interaction; the sheet, React, the voice client and
 * daily-js come as chunks on intent.
 *
 * ```html
 * <script type="module" src="https://your.cdn/voice-widget.js"></script>
 * <voice-widget public-key="pk_…" assistant-id="asst_…" lang="he"></voice-widget>
 * ```
 *
 * It can sit on the same page as `voice-widgets.js` (the full bundle, which
 * registers `<voice-widget>` too): the first definition stays, nothing throws.
 */
import { defineVoiceWidget, VoiceWidgetElement as VoiceWidgetImpl } from './voice-widget/define.ts';
import type * as Public from './public-types.ts';

// Registers <voice-widget> (src/voice-widget/define.ts).
defineVoiceWidget();

/** The `<voice-widget>` class, typed by its public interface (`src/public-types.ts`). */
export const VoiceWidgetElement: Public.ElementConstructor<Public.VoiceWidgetElement> =
  VoiceWidgetImpl satisfies Public.ElementConstructor<Public.VoiceWidgetElement>;
export type VoiceWidgetElement = Public.VoiceWidgetElement;
export { WIDGETS_VERSION } from './common/element/define.ts';
export type { VoiceEventDetailMap, VoiceEventName, VoiceDomEventMap } from './common/events.ts';

declare global {
  interface HTMLElementTagNameMap {
    'voice-widget': VoiceWidgetElement;
  }
}

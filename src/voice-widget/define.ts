import { defineElement } from '../common/element/define.ts';
import { VoiceWidgetElement } from './voice-widget.ts';

/** Defines `<voice-widget>` once (guarded by {@link defineElement}). */
export function defineVoiceWidget(): CustomElementConstructor | undefined {
  return defineElement('voice-widget', VoiceWidgetElement);
}

export { VoiceWidgetElement };

import { defineElement } from '../common/element/define.ts';
import { VoiceDemoElement } from './voice-demo.ts';

/** Defines `<voice-demo>` once (guarded by {@link defineElement}). */
export function defineVoiceDemo(): CustomElementConstructor | undefined {
  return defineElement('voice-demo', VoiceDemoElement);
}

export { VoiceDemoElement };

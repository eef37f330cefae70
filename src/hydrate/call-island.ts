/** Stage of the prerendered page's loader (`./index.ts`): defines <voice-call-button>: the live button (the demo's own, and any other); defining it hydrates its prerendered shadow roots. A chunk of its own, loaded after the stage before it. */
export { defineVoiceCallButton as define } from '../voice-call-button/define.ts';

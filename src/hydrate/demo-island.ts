/** Stage of the prerendered page's loader (`./index.ts`): defines <voice-demo>: the whole page; defining it hydrates its prerendered shadow roots. A chunk of its own, loaded after the stage before it. */
export { defineVoiceDemo as define } from '../voice-demo/define.ts';

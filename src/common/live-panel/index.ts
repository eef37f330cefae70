/**
 * The live conversation panel's chunk (docs/elements/voice-call-button.md "The live conversation panel"): loaded by `<voice-call-button>` together with the voice client,
 * on first hover, focus or press, so the initial bundle stays within its
 * budget. It also carries `persist-call`'s hand-over of a call to the next
 * page (`continuity.ts`).
 */
import baseCss from './live-panel.css?inline';
import privacyCss from './privacy.css?inline';

const panelCss = baseCss + privacyCss;

export { LiveCall } from '../conversation/live-call.ts';
export { keepAcrossPages, resumeStored } from '../conversation/continuity.ts';
export { LivePanel } from './LivePanel.tsx';
/** The panel's stylesheet text, adopted by the element's shadow root when the chunk loads. */
export const livePanelCss: string = panelCss;

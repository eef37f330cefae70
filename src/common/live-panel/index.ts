/** The live panel's chunk, loaded with the voice client on first hover, focus or press. */
import baseCss from './live-panel.css?inline';
import privacyCss from './privacy.css?inline';
import orbCss from './orb.css?inline';
import quickRepliesCss from './quick-replies.css?inline';
import callLinkCss from './call-link.css?inline';

const panelCss = baseCss + privacyCss + orbCss + quickRepliesCss + callLinkCss;

export { LiveCall } from '../conversation/live-call.ts';
export { keepAcrossPages, resumeStored } from '../conversation/continuity.ts';
export { LivePanel } from './LivePanel.tsx';
/** The panel's stylesheet text, adopted by the element's shadow root when the chunk loads. */
export const livePanelCss: string = panelCss;

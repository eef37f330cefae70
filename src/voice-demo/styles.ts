import baseCss from '../common/styles/base.css?inline';
import transcriptCss from '../common/demo/transcript.css?inline';
import demoCss from './demo.css?inline';

/** `<voice-demo>`'s stylesheets: the shared base, the transcript, the page. */
export const VOICE_DEMO_CSS: readonly string[] = [baseCss, transcriptCss, demoCss];

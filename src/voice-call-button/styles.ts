import baseCss from '../common/styles/base.css?inline';
import callCss from './call-button.css?inline';
import precheckStartCss from '../common/live-panel/precheck-start.css?inline';

/** `<voice-call-button>`'s stylesheets: the shared base, the button and the pre-call check's button. */
export const CALL_BUTTON_CSS: readonly string[] = [baseCss, callCss, precheckStartCss];

import baseCss from '../common/styles/base.css?inline';
import callCss from './call-button.css?inline';

/** `<voice-call-button>`'s stylesheets: the shared base and the button. */
export const CALL_BUTTON_CSS: readonly string[] = [baseCss, callCss];

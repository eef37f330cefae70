/** The CSS of `<voice-call-button>`'s shadow root (without the live panel's, which comes with its chunk): adopted by the element, inlined by the prerenderer (docs/prerendering.md). */
import baseCss from '../common/styles/base.css?inline';
import callCss from './call-button.css?inline';

/** `<voice-call-button>`'s stylesheets: the shared base and the button. */
export const CALL_BUTTON_CSS: readonly string[] = [baseCss, callCss];

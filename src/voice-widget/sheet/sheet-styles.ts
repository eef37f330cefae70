/** The sheet's stylesheets, adopted by the element's shadow root when the sheet's chunk loads. */
import panelCss from '../../common/live-panel/live-panel.css?inline';
import privacyCss from '../../common/live-panel/privacy.css?inline';
import orbCss from '../../common/live-panel/orb.css?inline';
import quickRepliesCss from '../../common/live-panel/quick-replies.css?inline';
import callLinkCss from '../../common/live-panel/call-link.css?inline';
import sheetCss from './widget-sheet.css?inline';
import markdownCss from '../markdown/markdown.css?inline';
import { sheetFor } from '../../common/element/styles.ts';

/** The sheet's styles, after the launcher's in the element's shadow root. */
export function adoptSheetStyles(element: HTMLElement): void {
  const root = element.shadowRoot;
  if (root && 'adoptedStyleSheets' in root)
    root.adoptedStyleSheets = [
      ...root.adoptedStyleSheets,
      ...[panelCss, privacyCss, orbCss, quickRepliesCss, callLinkCss, sheetCss, markdownCss].map(
        sheetFor,
      ),
    ];
}

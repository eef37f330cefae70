/**
 * The one warning of an attribute value refused (docs/elements/voice-widget.md): every validator of
 * the partner page's first script says it the same way, so its words ship once.
 */

/** `[voice-widgets] Ignoring name="value": using fallback.`, the value cut at 80 characters. */
export function ignoring(name: string, value: string, fallback: string): string {
  return `[voice-widgets] Ignoring ${name}="${value.slice(0, 80)}": using ${fallback}.`;
}

/**
 * A slot's empty HTML, read once: `trustedTypes.emptyHTML` where enforced Trusted Types block even
 * `''`. Read once because WebKit returns a new object per read, and React compares by identity: a
 * change would empty the slot and the host's nodes with it.
 */
let emptyHtml: string | undefined;

function empty(): string {
  emptyHtml ??=
    ((globalThis as { trustedTypes?: { emptyHTML: unknown } }).trustedTypes?.emptyHTML as
      string | undefined) ?? '';
  return emptyHtml;
}

/**
 * The `dangerouslySetInnerHTML` of a slot whose nodes belong to the host (docs/prerendering.md
 * "Hydration"): its prerendered HTML on the server, an empty value React treats as opaque on the
 * client.
 */
export function opaqueSlot(html: string | undefined): { __html: string } {
  return { __html: html ?? empty() };
}

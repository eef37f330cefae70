/** A slot in `<voice-demo>`'s React tree whose nodes belong to the host element, not to React (docs/prerendering.md). */

/**
 * The empty inner HTML of a slot on the client, read once: Trusted Types'
 * own `emptyHTML` where the browser has it (a page that enforces Trusted
 * Types blocks even `''` in `innerHTML`), else `''`. One value for the
 * page's lifetime matters: React compares it with the previous render's by
 * identity, and WebKit's `trustedTypes.emptyHTML` is a new object on every
 * read; a changed value would make React empty the slot, taking the host's
 * nodes with it.
 */
let emptyHtml: string | undefined;

function empty(): string {
  emptyHtml ??=
    ((globalThis as { trustedTypes?: { emptyHTML: unknown } }).trustedTypes?.emptyHTML as
      string | undefined) ?? '';
  return emptyHtml;
}

/**
 * The `dangerouslySetInnerHTML` of a slot whose nodes belong to the host: its
 * prerendered HTML on the server; on the client an empty value React never
 * hydrates into (it treats the slot as opaque) and sets only when it creates
 * the slot ({@link empty}).
 */
export function opaqueSlot(html: string | undefined): { __html: string } {
  return { __html: html ?? empty() };
}

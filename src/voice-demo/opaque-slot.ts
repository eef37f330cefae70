/** A slot in `<voice-demo>`'s React tree whose nodes belong to the host element, not to React (docs/prerendering.md). */

/**
 * The `dangerouslySetInnerHTML` of a slot whose nodes belong to the host: its
 * prerendered HTML on the server; on the client an empty value React never
 * hydrates into (it treats the slot as opaque) and sets only when it creates
 * the slot, as Trusted Types' own `emptyHTML` where the browser has it (a
 * page that enforces Trusted Types blocks even `''` in `innerHTML`).
 */
export function opaqueSlot(html: string | undefined): { __html: string } {
  const trusted = (globalThis as { trustedTypes?: { emptyHTML: unknown } }).trustedTypes;
  return { __html: html ?? ((trusted?.emptyHTML as string | undefined) ?? '') };
}

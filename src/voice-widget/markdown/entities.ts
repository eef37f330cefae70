/**
 * Character references in Markdown text and link destinations
 * (docs/elements/voice-widget.md "Markdown in replies"): the lexer leaves
 * `&amp;`, `&#65;`, `&#x41;` as written (an HTML renderer would let the
 * browser decode them); rendering to React text, they are decoded here.
 * Numeric references and the few named ones a reply uses are decoded;
 * any other `&name;` stays as written. Code is never decoded.
 */

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** `text` with its character references decoded (an invalid code point becomes U+FFFD). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));/gi,
    (whole, dec?: string, hex?: string, name?: string) => {
      if (name !== undefined) return Object.hasOwn(NAMED, name) ? NAMED[name]! : whole;
      const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? '\ufffd'
        : String.fromCodePoint(code);
    },
  );
}

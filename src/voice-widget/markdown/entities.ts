/**
 * Character references, which the lexer leaves as written for a browser to decode: rendering to
 * React text, numeric and a few named ones are decoded here (never in code).
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

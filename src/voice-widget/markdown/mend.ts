/**
 * Streaming Markdown without a flash of raw markup (docs/elements/voice-widget.md "Markdown in
 * replies"): a reply's text so far is completed by Vercel's `remend` before `marked` parses it.
 * `remend` closes emphasis, strikethrough and code spans and shows a link still arriving as its
 * text. Around it, small steps do what it does not:
 * - inside an open code fence nothing is completed (`marked` shows it as code to the end); only a
 *   partial closing fence is dropped;
 * - a trailing marker of unknown meaning (`**`, a backtick, `[`, `&am`, a lone `-` or `1.` line, a
 *   link's `[text]` before its `(`, an address whose last `)` may be its own) is held back until
 *   the next piece says what it is;
 * - an open code span is closed first, so an emphasis closer never lands inside it;
 * - a closer `marked` reads as text is dropped ('a ** b', an emphasis opened in an earlier
 *   paragraph), and an opener `remend` left open is closed ('**a *b'): it counts delimiters without
 *   CommonMark's flanking and block rules and looks only at the last one.
 * Its HTML-tag, single-tilde, comparison, setext and math steps are off: the finished reply is
 * parsed without them, so they would change a reply's look when it completes. `remend` adds 5.2 KB
 * gzip to the sheet's lazy chunk (docs/benchmarks.md "test:budget").
 */
import { Lexer, type Token, type Tokens } from 'marked';
import remend, { isWithinCodeBlock, type RemendOptions } from 'remend';

/** How every reply is lexed (a single newline is a break). */
const LEX_OPTIONS = { gfm: true, breaks: true } as const;

/** Every `remend` step off; each pass below turns on what it needs. */
const NONE: RemendOptions = {
  bold: false,
  boldItalic: false,
  comparisonOperators: false,
  htmlTags: false,
  images: false,
  inlineCode: false,
  italic: false,
  katex: false,
  links: false,
  setextHeadings: false,
  singleTilde: false,
  strikethrough: false,
};
/** Links (text only: the renderer would refuse a placeholder address anyway) and emphasis. */
const INLINE: RemendOptions = {
  ...NONE,
  bold: true,
  boldItalic: true,
  images: true,
  italic: true,
  links: true,
  linkMode: 'text-only',
  strikethrough: true,
};

/** What may still become emphasis, code, a link (`[`, `![`) or a block: whitespace and those markers. */
const PENDING = /[\s*_~`[]/;
/** The last line when it is only a fence's characters: a closing fence still arriving. */
const PARTIAL_FENCE = /\n {0,3}(?:`+|~+)$/;
/** A line (not the first) that is only a marker (list, heading, quote, setext underline) with nothing after it yet. */
const MARKER_LINE = /^ {0,3}(?:[-+*=#>]+|\d{1,9}[.)]?)[ \t]*$/;
/** A character reference still arriving (`&am`, `&#3`). */
const PARTIAL_ENTITY = /&#?[a-z0-9]*$/i;
/** A trailing link text whose `(` may come next. */
const LINK_TEXT = /\[[^[\]\n]*\]$/;
/** A trailing link address with parentheses in it, its own `)` not yet come (remend takes it as complete). */
const LINK_ADDRESS = /\]\([^()\s]*\([^()\s]*\)(?:[^()\s]|\([^()\s]*\))*$/;

/**
 * `text` as `marked` tokens; while it streams, mended first ({@link mendMarkdown}), then lexed again
 * only to drop closers `marked` reads as text or to close openers `remend` left open. Throws what the
 * lexer throws (nesting too deep).
 */
export function lexMarkdown(text: string, streaming: boolean): Token[] {
  if (!streaming) return new Lexer(LEX_OPTIONS).lex(text);
  let mended = mendMarkdown(text);
  let tokens = new Lexer(LEX_OPTIONS).lex(mended);
  const literal = literalClosers(mended, tokens);
  if (literal > 0) {
    mended = mended.slice(0, -literal);
    tokens = new Lexer(LEX_OPTIONS).lex(mended);
  }
  // remend closes only the last delimiter's emphasis: '**a *b' became '**a *b*', its '**' shown.
  const open = literalOpeners(tokens);
  // More are text the finished reply shows too ('*a *a *a'), and closing them all is the lexer's worst case.
  if (open.length === 0 || open.length > MAX_OPENERS) return tokens;
  const closed = new Lexer(LEX_OPTIONS).lex(mended + open.reverse().join(''));
  return literalOpeners(closed).length < open.length ? closed : tokens;
}

/** `text` (a reply still streaming) completed by `remend` and the steps before it; linear in its length. */
export function mendMarkdown(text: string): string {
  // `marked` shows an unclosed fence as code to the end; completing inside it would add to the code.
  if (isWithinCodeBlock(text, text.length)) return text.replace(PARTIAL_FENCE, '');
  const spanClosed = remend(holdBack(text), { ...NONE, inlineCode: true });
  return remend(
    spanClosed.replace(LINK_ADDRESS, ']').replace(LINK_TEXT, (link) => link.slice(0, -1)),
    INLINE,
  );
}

/** `text` without what it ends with whose meaning is not known yet. */
function holdBack(text: string): string {
  let end = text.length;
  for (let before = -1; before !== end;) {
    before = end;
    // A loop, not `/[*_]+$/`, which retries from every position of a long run (quadratic).
    while (
      end > 0 &&
      (PENDING.test(text[end - 1]!) || (text[end - 1] === '!' && text[end] === '['))
    )
      end--;
    const lineStart = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(lineStart, end);
    if (lineStart > 0 && MARKER_LINE.test(line)) end = lineStart - 1;
    else end -= PARTIAL_ENTITY.exec(line)?.[0].length ?? 0;
  }
  return text.slice(0, end);
}

/**
 * How many delimiters `mended` ends with that `marked` read as text: `remend` appended them (the
 * hold-back removed the reply's own), counting delimiters without CommonMark's flanking and block rules.
 */
function literalClosers(mended: string, tokens: readonly Token[]): number {
  let closers = 0;
  while (closers < mended.length && '*_~'.includes(mended[mended.length - 1 - closers]!)) closers++;
  const last = closers === 0 ? undefined : lastInline(tokens).at(-1);
  return last?.type === 'text' ? Math.min(closers, last.raw.length) : 0;
}

/** The most openers closed after `remend`: emphasis nests a few levels deep in a real reply. */
const MAX_OPENERS = 3;

/** A delimiter run that may open emphasis (not inside a word, something after it). */
const OPENER = /(?<![\p{L}\p{N}])(\*{1,3}|_{1,3}|~~)(?=[^\s*_~])/gu;

/** The delimiter runs of the last block that `marked` read as text but that may open emphasis. */
function literalOpeners(tokens: readonly Token[]): string[] {
  const inline = lastInline(tokens);
  // A text token's end is followed by the next token ('___b' is text '_' then strong 'b').
  return inline.flatMap((t, i) =>
    t.type === 'text'
      ? Array.from(`${t.raw}${i < inline.length - 1 ? 'x' : ''}`.matchAll(OPENER), (m) => m[1]!)
      : [],
  );
}

/** The inline tokens of the block the text ends with, through lists and quotes; none after code, a table or a rule. */
function lastInline(tokens: readonly Token[]): readonly Token[] {
  let last = lastOf(tokens);
  while (last && ['list', 'list_item', 'blockquote'].includes(last.type))
    last = lastOf(
      last.type === 'list' ? (last as Tokens.List).items : (last as Tokens.Generic).tokens,
    );
  if (!last || !['paragraph', 'text', 'heading'].includes(last.type)) return [];
  return (last as Tokens.Generic).tokens ?? [];
}

function lastOf(tokens: readonly Token[] | undefined): Token | undefined {
  return tokens?.findLast((t) => t.type !== 'space');
}

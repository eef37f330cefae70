/**
 * Streaming Markdown without a flash of raw markup (docs/elements/voice-widget.md "Markdown in
 * replies"): a reply's text so far is completed before parsing, as Vercel's `remend` does. Open
 * fences, code spans and emphasis (by CommonMark's flanking rules) are closed, a link still
 * arriving shows its text, and a trailing marker of unknown meaning is held back.
 *
 * Not `remend` itself: measured in its place (docs/benchmarks.md "test:budget"), it added 4.7 KB
 * gzip to the sheet's chunk and showed raw Markdown mid-stream: a bold closer put inside an open
 * code span ('**a `code' became '**a `code**`'), a closer for a delimiter that opens nothing
 * ('a ** b' became 'a ** b**'), an emphasis carried into a new paragraph, a trailing '**', a
 * partial entity or a link's '[text]' shown as they are, and a partial closing fence left in the
 * code.
 */

type Delimiter = '*' | '_' | '~';

/** A line that opens or closes a code fence: its marker and the rest of the line. */
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
/** A line that starts a block where emphasis cannot continue from the line before. */
const NEW_BLOCK = /^ {0,3}(?:[-+*]|\d{1,9}[.)]|#{1,6}|>)(?:\s|$)/;
/** The last line when it is only a marker (list, heading, quote, setext underline) with nothing after it yet. */
const MARKER_LINE = /\n {0,3}(?:[-+*=#>]+|\d{1,9}[.)]?)[ \t]*$/;

/** `text` (a reply still streaming) completed; linear in its length, never throws. */
export function mendMarkdown(text: string): string {
  const lines = text.split('\n');
  let fence: string | undefined;
  let fenceLine = -1;
  let blockStart = 0;
  lines.forEach((line, i) => {
    const m = FENCE.exec(line);
    if (fence !== undefined) {
      if (m && m[1]![0] === fence[0] && m[1]!.length >= fence.length && m[2]!.trim() === '') {
        fence = undefined;
        blockStart = i + 1;
      }
    } else if (m && !(m[1]![0] === '`' && m[2]!.includes('`'))) {
      fence = m[1]!;
      fenceLine = i;
    } else if (line.trim() === '') blockStart = i + 1;
  });
  if (fence !== undefined) {
    const last = lines.length - 1;
    if (last > fenceLine && /^ {0,3}(`+|~+)$/.test(lines[last]!)) lines.pop();
    return `${lines.join('\n')}\n${fence}`;
  }
  const head = lines.slice(0, blockStart).join('\n');
  const tail = mendInline(holdBack(lines.slice(blockStart).join('\n')));
  return blockStart === 0 ? tail : `${head}\n${tail}`;
}

/** `tail` without what it ends with whose meaning is not known yet. */
function holdBack(tail: string): string {
  let out = tail;
  for (let before = ''; before !== out;) {
    before = out;
    out = out
      .replace(/[*_`~]+$/, '')
      .replace(/&#?[a-z0-9]*$/i, '')
      .replace(MARKER_LINE, '');
  }
  // A link whose text or destination is still arriving shows its text (an empty destination is never a link), unless inside code.
  const link = /\[([^[\]\n`]*)(?:\](?:\([^()\s`]*)?)?$/.exec(out);
  if (!link || (out.slice(0, link.index).split('`').length - 1) % 2 === 1) return out;
  return `${out.slice(0, link.index)}[${link[1]}]()`;
}

const isSpace = (c: string): boolean => /\s/.test(c);
const isPunct = (c: string): boolean => /[\p{P}\p{S}]/u.test(c);

/** `block` (the last block of the text) with its open code span and emphasis closed. */
function mendInline(block: string): string {
  const open: { ch: Delimiter; len: number }[] = [];
  let code = 0; // length of the open code span's backtick run, 0 outside one
  for (let i = 0; i < block.length;) {
    const c = block[i]!;
    if (c === '\n' && NEW_BLOCK.test(block.slice(i + 1, i + 12))) {
      open.length = 0;
      code = 0;
      i++;
      continue;
    }
    if (c === '`') {
      const run = runLength(block, i, c);
      if (code === 0) code = run;
      else if (run === code) code = 0;
      i += run;
      continue;
    }
    if (code > 0) {
      i++;
      continue;
    }
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c !== '*' && c !== '_' && c !== '~') {
      i++;
      continue;
    }
    const len = runLength(block, i, c);
    const before = block[i - 1] ?? ' ';
    const after = block[i + len] ?? ' ';
    const left = !isSpace(after) && (!isPunct(after) || isSpace(before) || isPunct(before));
    const right = !isSpace(before) && (!isPunct(before) || isSpace(after) || isPunct(after));
    const canOpen = c === '_' ? left && (!right || isPunct(before)) : left;
    const canClose = c === '_' ? right && (!left || isPunct(after)) : right;
    let rest = c === '~' && len === 1 ? 0 : len;
    if (canClose) {
      const at = findLastIndex(open, (o) => o.ch === c);
      if (at >= 0) {
        open.length = at + 1;
        const opener = open[at]!;
        const used = Math.min(rest, opener.len);
        opener.len -= used;
        rest -= used;
        if (opener.len === 0) open.pop();
      }
    }
    if (rest > 0 && canOpen) open.push({ ch: c as Delimiter, len: rest });
    i += len;
  }
  const closers = open
    .reverse()
    .map((o) => o.ch.repeat(o.len))
    .join('');
  if (code > 0) return `${block}${'`'.repeat(code)}${closers}`;
  return closers === '' ? block : `${block.trimEnd()}${closers}`;
}

/** How many times `ch` repeats from `at`. */
function runLength(text: string, at: number, ch: string): number {
  let end = at;
  while (text[end] === ch) end++;
  return end - at;
}

function findLastIndex<T>(list: readonly T[], test: (item: T) => boolean): number {
  for (let i = list.length - 1; i >= 0; i--) if (test(list[i]!)) return i;
  return -1;
}

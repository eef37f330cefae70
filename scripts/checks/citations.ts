/**
 * Checks that the repository stands on its own (docs/contributing.md
 * "Layout"): no tracked file mentions the parent folder `../shared`, every
 * `docs/….md` a file cites exists, and where a citation names a section
 * (`docs/behaviour.md §4`, `docs/platform.md "Limits"`), that section is a
 * heading of the page. README citations resolve the same way against the
 * headings of README.md (`README "Use from React"`, `README.md "The
 * elements"`), or of a folder's README (`server/README.md "Layout"`). A
 * quoted section may continue on the comment's next line, and a list of them
 * (`"A", "B"`, `"A" and "B"`) is checked section by section. Relative
 * Markdown links in `*.md` files must point at files that exist too, and so
 * must the repository paths a Markdown page names (`scripts/bench/panel.ts`,
 * `src/core/chat/chat-client.ts`).
 *
 * Prints one line per broken citation (`file:line: what`) and a summary;
 * exits 1 when there is any. Run by `npm run test:citations` (in `npm test`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|css|html|md|json|sh)$/;
/** Where a comment continues on its next line: the newline, then the line's comment marker (` * `, `// `, `# `). */
const CONTINUE = String.raw`[ \t]*\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*`;
/** Between a page and its section: blanks, or the comment's next line. */
const GAP = String.raw`(?:[ \t]+|${CONTINUE})`;
/** `"Section"`, which may continue on the next line once. */
const QUOTED = String.raw`"([^"\n]+(?:${CONTINUE}[^"\n]+)?)"`;
/**
 * `docs/x.md`, or a README (`README`, `README.md`, `server/README.md`), then
 * optionally `#anchor`, then optionally ` §N` or ` "Section"`.
 */
const CITATION = new RegExp(
  String.raw`(?:docs\/([\w./-]+\.md)|(?<![\w./-])((?:[\w.-]+\/)*)README(?:\.md)?(?![\w-]))` +
    String.raw`(?:#([\w-]+))?(?:${GAP}(§\d+)|${GAP}${QUOTED})?`,
  'g',
);
/** A further section of the same page right after a quoted one: `, "B"`, ` and "B"`, ` or "B"`. */
const MORE = new RegExp(String.raw`(?:,|[ \t]+(?:and|or))${GAP}${QUOTED}`, 'y');
/** A repository path named in Markdown: a top-level folder, then a file with an extension. */
const REPO_PATH =
  /(?<![\w./-])(?:scripts|tests|src|server|demo-host|docs)\/[\w./-]+\.(?:ts|tsx|mjs|cjs|js|json|css|html|md|wav|mp3)\b/g;
/** `[text](relative/path.md#anchor)` in Markdown. */
const MD_LINK = /\]\((?!https?:|mailto:|tel:|#)([^)\s#]+)(?:#[^)\s]*)?\)/g;

const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => TEXT.test(f) && f !== 'package-lock.json' && f !== 'scripts/checks/citations.ts');

const headings = new Map<string, string[]>();
/** The headings of the page at `path` (from the root), lower-cased, or undefined when it does not exist. */
function headingsOf(path: string): string[] | undefined {
  if (!headings.has(path)) {
    const full = join(ROOT, path);
    if (!existsSync(full)) return undefined;
    headings.set(
      path,
      readFileSync(full, 'utf8')
        .split('\n')
        .filter((l) => /^#{1,6} /.test(l))
        .map((l) => l.replace(/^#+ /, '').toLowerCase()),
    );
  }
  return headings.get(path);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes. */
const anchorOf = (heading: string): string =>
  heading
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

/** Whether a heading contains the quoted section (case, backticks and emphasis aside). */
const hasSection = (heads: string[], quoted: string): boolean => {
  const wanted = quoted.replace(/[`*]/g, '').toLowerCase();
  return heads.some((h) => h.replace(/[`*]/g, '').includes(wanted));
};

const problems: string[] = [];
let citations = 0;

/** Checks every citation of a docs page or a README in one file's text. */
function checkCitations(file: string, text: string): void {
  for (const m of text.matchAll(CITATION)) {
    const [whole, docsPage, readmeDir, anchor, section, first] = m;
    // A bare README mention (`README.md` in a files list) cites nothing.
    if (docsPage === undefined && !readmeDir && !anchor && !section && !first) continue;
    citations++;
    const at = `${file}:${text.slice(0, m.index).split('\n').length}`;
    // A relative README (`../server/README.md`, in a Markdown link) is relative to the citing file.
    const readme = `${readmeDir ?? ''}README.md`;
    const page =
      docsPage !== undefined
        ? `docs/${docsPage}`
        : readme.startsWith('.')
          ? relative(ROOT, resolve(ROOT, dirname(file), readme))
          : readme;
    const heads = headingsOf(page);
    if (!heads) {
      problems.push(`${at}: ${page} does not exist`);
      continue;
    }
    if (section && !heads.some((h) => h.startsWith(section.toLowerCase() + ' ')))
      problems.push(`${at}: ${page} has no section ${section}`);
    if (anchor && !heads.some((h) => anchorOf(h) === anchor))
      problems.push(`${at}: ${page} has no heading #${anchor}`);
    const quoted = first === undefined ? [] : [first];
    MORE.lastIndex = m.index + whole.length;
    for (let more = first && MORE.exec(text); more; more = MORE.exec(text)) quoted.push(more[1]!);
    for (const q of quoted) {
      const name = q.replace(new RegExp(CONTINUE, 'g'), ' ');
      if (!hasSection(heads, name)) problems.push(`${at}: ${page} has no section "${name}"`);
    }
  }
}

for (const file of files) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  checkCitations(file, text);
  text.split('\n').forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    if (line.includes('../shared'))
      problems.push(`${at}: mentions ../shared, outside the repository`);
    if (file.endsWith('.md')) {
      for (const m of line.matchAll(REPO_PATH))
        if (!existsSync(join(ROOT, m[0])))
          problems.push(`${at}: names ${m[0]}, which is not in the repository`);
      for (const m of line.matchAll(MD_LINK)) {
        const target = resolve(ROOT, dirname(file), m[1]!);
        if (!target.startsWith(ROOT) || !existsSync(target))
          problems.push(`${at}: link to ${m[1]}, which is not in the repository`);
      }
    }
  });
}
for (const p of problems) console.log(p);
console.log(
  `${files.length} files, ${citations} citations of docs/ and READMEs: ${problems.length === 0 ? 'all resolve' : `${problems.length} broken`}`,
);
process.exit(problems.length === 0 ? 0 : 1);

/**
 * Checks that the repository stands on its own (docs/contributing.md
 * "Layout"): no tracked file mentions the parent folder `../shared`, every
 * `docs/….md` a file cites exists, and where a citation names a section
 * (`docs/behaviour.md §4`, `docs/platform.md "Limits"`), that section is a
 * heading of the page. Relative Markdown links in `*.md` files must point at
 * files that exist too, and so must the repository paths a Markdown page
 * names (`scripts/bench/panel.ts`, `src/core/chat/chat-client.ts`).
 *
 * Prints one line per broken citation (`file:line: what`) and a summary;
 * exits 1 when there is any. Run by `npm run test:citations` (in `npm test`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|css|html|md|json|sh)$/;
/** `docs/x.md`, then optionally ` §N` or ` "Section"` (also `#anchor`). */
const CITATION = /docs\/([\w./-]+\.md)(?:#([\w-]+))?(?:\s+(§\d+)|\s+"([^"\n]+)")?/g;
/** A repository path named in Markdown: a top-level folder, then a file with an extension. */
const REPO_PATH =
  /(?<![\w./-])(?:scripts|tests|src|server|demo-host|docs)\/[\w./-]+\.(?:ts|tsx|mjs|cjs|js|json|css|html|md|wav|mp3)\b/g;
/** `[text](relative/path.md#anchor)` in Markdown. */
const MD_LINK = /\]\((?!https?:|mailto:|tel:|#)([^)\s#]+)(?:#[^)\s]*)?\)/g;

const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => TEXT.test(f) && f !== 'package-lock.json' && f !== 'scripts/checks/citations.ts');

const headings = new Map<string, string[]>();
/** The headings of `docs/<page>`, lower-cased, or undefined when the page does not exist. */
function headingsOf(page: string): string[] | undefined {
  if (!headings.has(page)) {
    const path = join(ROOT, 'docs', page);
    if (!existsSync(path)) return undefined;
    headings.set(
      page,
      readFileSync(path, 'utf8')
        .split('\n')
        .filter((l) => /^#{1,6} /.test(l))
        .map((l) => l.replace(/^#+ /, '').toLowerCase()),
    );
  }
  return headings.get(page);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes. */
const anchorOf = (heading: string): string =>
  heading
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

const problems: string[] = [];
let citations = 0;
for (const file of files) {
  const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    if (line.includes('../shared'))
      problems.push(`${at}: mentions ../shared, outside the repository`);
    for (const m of line.matchAll(CITATION)) {
      citations++;
      const [, page, anchor, section, quoted] = m;
      const heads = headingsOf(page!);
      if (!heads) {
        problems.push(`${at}: docs/${page} does not exist`);
        continue;
      }
      if (section && !heads.some((h) => h.startsWith(section.toLowerCase() + ' ')))
        problems.push(`${at}: docs/${page} has no section ${section}`);
      if (
        quoted &&
        !heads.some((h) =>
          h.replace(/[`*]/g, '').includes(quoted.replace(/[`*]/g, '').toLowerCase()),
        )
      )
        problems.push(`${at}: docs/${page} has no section "${quoted}"`);
      if (anchor && !heads.some((h) => anchorOf(h) === anchor))
        problems.push(`${at}: docs/${page} has no heading #${anchor}`);
    }
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
  `${files.length} files, ${citations} citations of docs/: ${problems.length === 0 ? 'all resolve' : `${problems.length} broken`}`,
);
process.exit(problems.length === 0 ? 0 : 1);

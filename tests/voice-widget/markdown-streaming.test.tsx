/**
 * A Markdown reply while it streams in (docs/elements/voice-widget.md
 * "Markdown in replies"): every prefix of a reply whose constructs all
 * close renders without a raw `**`, `_`, backtick, fence or link syntax, and
 * what has arrived keeps its look when the construct closes (no jump); the
 * completion itself (`remend` with its steps around it) case by case, by what
 * it renders; and `link-hosts` parsing.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { DELIMITER_RUNS_100KB } from '../../scripts/lib/markdown-worst.ts';
import { parseLinkHosts } from '../../src/voice-widget/markdown/links.ts';
import { renderMarkdown } from '../../src/voice-widget/markdown/Markdown.tsx';
import { mendMarkdown } from '../../src/voice-widget/markdown/mend.ts';

/** The HTML (React's own serialisation, for comparing) and the visible text outside code of `text` rendered as a streaming or finished reply. */
function rendered(text: string, streaming: boolean): { html: string; text: string } {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<>{renderMarkdown(text, streaming, undefined)}</>);
  const html = container.innerHTML;
  for (const code of container.querySelectorAll('code')) code.textContent = '';
  return { html, text: container.textContent ?? '' };
}

const REPLIES = [
  'Hola **Carlos**, _mira_ esto: `npm install` y ***ambas***.\n\nPasos:\n\n1. Abre **la _página_**\n2. Pulsa `Enviar`\n\n- uno ~~dos~~\n- [la guía](https://example.com/guia_rapida) y www.example.org\n\n```js\nconst total = precio * 2; // _no_ **es** Markdown\n```\n\nListo.',
  'שלום **דני**, הנה _הרשימה_:\n\n- ראשון `code`\n- שני\n\n```\nnpm run build\n```',
  '**Una frase larga en negrita que llega en muchos trozos** y luego `un código` con __subrayado__ final.',
];

describe('every prefix of a streamed reply', () => {
  it.each(REPLIES.map((r, i) => [i, r] as const))(
    'reply %i: no raw markers at any length, and what arrived never changes its look',
    (_i, reply) => {
      const finalText = rendered(reply, false).text;
      // The finished reply has none of these as text outside code; no prefix may show one.
      const markers = ['**', '__', '~~', '```', '`', '](', '*', '_', '[', ']'].filter(
        (m) => !finalText.includes(m),
      );
      expect(markers).toContain('*');
      for (let end = 1; end <= reply.length; end++) {
        const prefix = reply.slice(0, end);
        const { text } = rendered(prefix, true);
        for (const marker of markers)
          expect(text, `prefix ${JSON.stringify(prefix)} shows ${marker}`).not.toContain(marker);
      }
      expect(rendered(reply, true).html).toBe(rendered(reply, false).html);
    },
    // Hundreds of renders: over Vitest's 5 s on a busy machine; the limit only catches a hang.
    30_000,
  );

  it('an emphasis keeps its element while it grows and when it closes', () => {
    const reply = 'Dice **que todo va bien** hoy';
    const bold = (text: string) =>
      new DOMParser()
        .parseFromString(rendered(text, true).html, 'text/html')
        .querySelector('strong')?.textContent;
    expect(bold('Dice **que')).toBe('que');
    expect(bold('Dice **que todo va')).toBe('que todo va');
    expect(bold('Dice **que todo va bien*')).toBe('que todo va bien');
    expect(bold(reply)).toBe('que todo va bien');
  });

  it('an open code fence is a code block at once, its partial closing fence hidden', () => {
    const html = (text: string) => rendered(text, true).html;
    expect(html('Mira:\n\n```js\nlet a = 1;')).toContain(
      '<pre dir="ltr"><code>let a = 1;</code></pre>',
    );
    expect(html('Mira:\n\n```js\nlet a = 1;\n``')).toContain(
      '<pre dir="ltr"><code>let a = 1;</code></pre>',
    );
    expect(html('Mira:\n\n```js\nlet a = 1;\n```')).toContain(
      '<pre dir="ltr"><code>let a = 1;</code></pre>',
    );
  });
});

describe('the completion (remend and its steps)', () => {
  it.each([
    ['**bold', '**bold**'],
    ['**bold ', '**bold**'],
    ['**bold*', '**bold**'],
    ['_it', '_it_'],
    ['***both', '***both***'],
    ['**a _b', '**a _b_**'],
    ['~~no', '~~no~~'],
    ['`code', '`code`'],
    ['``co`de', '``co`de``'],
    ['**a `code', '**a `code`**'],
    ['`a ** b', '`a ** b`'],
    ['```py\nprint(1)', '```py\nprint(1)\n```'],
    ['~~~\nx\n~~', '~~~\nx\n~~~'],
    ['```\na\n```\n\n**b', '```\na\n```\n\n**b**'],
    ['see [the docs](https://exa', 'see [the docs]()'],
    ['see [the do', 'see [the do]()'],
    ['see [the docs]', 'see [the docs]()'],
    ['see `a[0', 'see `a[0`'],
    ['see [docs](https://example.com/a_(b)', 'see docs'],
    ['AT&am', 'AT'],
    ['uno\n- ', 'uno'],
    ['uno\n2.', 'uno'],
    ['Título\n==', 'Título'],
    ['**a *b', '**a *b***'],
    ['x ___both', 'x ___both___'],
    ['**bold with [', '**bold with**'],
    ['**bold\n', '**bold**'],
    ['see `` ', 'see'],
    // remend trims a trailing space, which a paragraph never paints.
    ['hola **', 'hola'],
    ['hola `', 'hola'],
  ])('%j shows as %j', (input, expected) => {
    // What the visitor sees, not the string: remend may complete differently with the same look.
    expect(rendered(input, true).html).toBe(rendered(expected, false).html);
  });

  it.each([
    'snake_case and foo_bar',
    '2 * 3 = 6',
    'a ** b',
    '**done** and _done_',
    '\\*not emphasis',
    '- **a\n- b',
    '**open in an old paragraph\n\nnew one',
    'see [docs](https://example.com/a_(b)) now',
  ])('leaves %j as it is', (input) => {
    expect(rendered(input, true).html).toBe(rendered(input, false).html);
  });

  it('completes 100 KB of delimiter runs', () => {
    // How long it takes (linear in its input) is a figure of `npm run bench:markdown`.
    const runs = DELIMITER_RUNS_100KB.mixed;
    // The trailing ' `' is held back, and the code span its odd backticks leave open is closed.
    expect(mendMarkdown(runs)).toBe(runs.slice(0, -2) + '`');
    const pairs = DELIMITER_RUNS_100KB.pairs;
    expect(mendMarkdown(pairs)).toBe(pairs);
  });
});

describe('parseLinkHosts', () => {
  it('absent allows any host; present lists bare host names, normalised as URLs write them', () => {
    const warn = vi.fn();
    expect(parseLinkHosts(null, warn)).toBeUndefined();
    expect(parseLinkHosts('', warn)).toEqual([]);
    expect(parseLinkHosts('  Example.COM\tdocs.example.com example.org. bücher.de ', warn)).toEqual(
      ['example.com', 'docs.example.com', 'example.org', 'xn--bcher-kva.de'],
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves out and warns about what is not a bare host name', () => {
    const warn = vi.fn();
    expect(
      parseLinkHosts(
        'https://example.com example.com:8080 example.com/path user@example.com ok.example',
        warn,
      ),
    ).toEqual(['ok.example']);
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls[0]![0]).toContain('link-hosts');
  });
});

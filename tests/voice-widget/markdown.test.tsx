/**
 * The assistant's Markdown replies (docs/elements/voice-widget.md "Markdown
 * in replies"), rendered with react-dom in happy-dom: every construct, raw
 * HTML as text, hostile links (also obfuscated), `link-hosts`, deep nesting,
 * 10 KB of one unclosed construct, a right-to-left message, and, in the chat
 * log, Markdown for the assistant only.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

import { STREAMING_10KB, UNCLOSED_10KB } from '../../scripts/lib/markdown-worst.ts';
import type { ChatMessage } from '../../src/core/chat/chat-storage.ts';
import { Markdown } from '../../src/voice-widget/markdown/Markdown.tsx';
import { ChatLog } from '../../src/voice-widget/sheet/ChatLog.tsx';
import { useActEnvironment } from '../support/act-environment.ts';
import { TEXTS } from '../support/texts.ts';

useActEnvironment();

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** Renders `text` as a reply into a fresh container and returns it. */
async function md(
  text: string,
  { streaming = false, hosts }: { streaming?: boolean; hosts?: readonly string[] } = {},
): Promise<HTMLElement> {
  await act(async () => root?.unmount());
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(<Markdown text={text} streaming={streaming} linkHosts={hosts} />),
  );
  return container;
}

const tags = (el: Element): string[] => [...el.querySelectorAll('*')].map((e) => e.localName);
const links = (el: Element) =>
  [...el.querySelectorAll('a')].map((a) => ({ text: a.textContent, href: a.getAttribute('href') }));

describe('constructs', () => {
  it('paragraphs and line breaks', async () => {
    const el = await md('Primera línea\nsegunda línea\n\nOtro párrafo');
    expect([...el.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Primera líneasegunda línea',
      'Otro párrafo',
    ]);
    expect(el.querySelector('p br')).not.toBeNull();
  });

  it('bold, italic, strikethrough and inline code; nested emphasis', async () => {
    const el = await md(
      '**negrita** y *cursiva* y _también_ y ~~no~~ y `npm i` y **fuera _dentro_ fuera** y ***ambas***',
    );
    expect([...el.querySelectorAll('strong')].map((e) => e.textContent)).toEqual([
      'negrita',
      'fuera dentro fuera',
      'ambas',
    ]);
    expect([...el.querySelectorAll('em')].map((e) => e.textContent)).toEqual([
      'cursiva',
      'también',
      'dentro',
      'ambas',
    ]);
    expect(el.querySelector('strong em')?.textContent).toBe('dentro');
    expect(el.querySelector('del')?.textContent).toBe('no');
    expect(el.querySelector('code')?.textContent).toBe('npm i');
    expect(el.textContent).not.toMatch(/[*_~`]/);
  });

  it('a fenced code block keeps its text verbatim, left to right; code is never decoded or parsed', async () => {
    const el = await md('Mira:\n\n```js\nconst a = "<b>" && 1 < 2; // **no** &amp;\n```');
    const pre = el.querySelector('pre')!;
    expect(pre.getAttribute('dir')).toBe('ltr');
    expect(pre.querySelector('code')!.textContent).toBe(
      'const a = "<b>" && 1 < 2; // **no** &amp;',
    );
    expect(pre.querySelector('b, strong')).toBeNull();
    expect((await md('`a &amp; <b>`')).querySelector('code')!.textContent).toBe('a &amp; <b>');
  });

  it('ordered and unordered lists (a start number kept), and a task list as text marks', async () => {
    const el = await md('- uno\n- **dos**\n\n3. tres\n4. cuatro\n\n- [x] hecho');
    const [ul, ol] = [el.querySelector('ul')!, el.querySelector('ol')!];
    expect([...ul.children].map((li) => li.textContent)).toEqual(['uno', 'dos']);
    expect(ul.querySelector('li strong')?.textContent).toBe('dos');
    expect(ol.getAttribute('start')).toBe('3');
    expect([...ol.children].map((li) => li.textContent)).toEqual(['tres', 'cuatro']);
    expect(el.textContent).toContain('☑ hecho');
    expect(el.querySelector('input')).toBeNull();
  });

  it('headings are bold lines; tables and images show as their text; character references decode', async () => {
    const el = await md(
      '# Título\n\n## Sub\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n![un logo](https://example.com/x.png)\n\nAT&amp;T &#8364; &#x41;',
    );
    expect(tags(el)).not.toContain('h1');
    expect(tags(el)).not.toContain('table');
    expect(tags(el)).not.toContain('img');
    expect([...el.querySelectorAll('p > strong')].map((s) => s.textContent)).toEqual([
      'Título',
      'Sub',
    ]);
    expect(el.textContent).toContain('a | b1 | 2');
    expect(el.textContent).toContain('un logo');
    expect(el.textContent).toContain('AT&T € A');
  });

  it('links and autolinked URLs open in a new tab with rel="noopener noreferrer nofollow"', async () => {
    const el = await md(
      '[docs](https://example.com/a?b=1&amp;c=2) <https://example.org/x> www.example.net y https://example.com/p_q. [correo](mailto:a@example.com) a@example.com [tel](tel:+34612345678)',
    );
    expect(links(el)).toEqual([
      { text: 'docs', href: 'https://example.com/a?b=1&c=2' },
      { text: 'https://example.org/x', href: 'https://example.org/x' },
      { text: 'www.example.net', href: 'http://www.example.net/' },
      { text: 'https://example.com/p_q', href: 'https://example.com/p_q' },
      { text: 'correo', href: 'mailto:a@example.com' },
      { text: 'a@example.com', href: 'mailto:a@example.com' },
      { text: 'tel', href: 'tel:+34612345678' },
    ]);
    for (const a of el.querySelectorAll('a')) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
  });
});

describe('hostile input', () => {
  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x]( javascript:alert(1) )',
    '[x](<java\tscript:alert(1)>)',
    '[x](java&#x73;cript:alert(1))',
    '[x](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
    '[x](javascript&colon;alert(1))',
    '[x](\\javascript:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](DATA:text/html,<script>alert(1)</script>)',
    '[x](vbscript:msgbox(1))',
    '[x](file:///etc/passwd)',
    '[x](//evil.example/x)',
    '[x](/relative)',
    '[x](https://user:pass@example.com/)',
    '[x][r]\n\n[r]: javascript:alert(1)',
    '<javascript:alert(1)>',
  ])('%s shows its text only', async (source) => {
    const el = await md(source);
    expect(el.querySelector('a')).toBeNull();
    expect(el.textContent).toContain(source.startsWith('<') ? 'javascript:alert(1)' : 'x');
    expect(el.innerHTML).not.toContain('href');
  });

  it('raw HTML is text: no element, no handler, no script', async () => {
    const el = await md(
      'Hola <img src=x onerror="alert(1)"> y <script>alert(2)</script> <b onclick="x()">b</b>\n\n<div style="position:fixed">bloque</div>\n<iframe src="https://evil.example"></iframe>',
    );
    expect(tags(el).filter((t) => !['p', 'br'].includes(t))).toEqual([]);
    expect(el.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(el.textContent).toContain('<script>alert(2)</script>');
    expect(el.textContent).toContain('<div style="position:fixed">bloque</div>');
    expect(el.querySelector('[onerror], [onclick], [style]')).toBeNull();
  });

  it('links inside raw HTML and HTML inside links stay inert', async () => {
    const el = await md(
      '<a href="javascript:alert(1)">x</a> [<img src=x onerror=alert(1)>](https://example.com)',
    );
    expect(links(el)).toEqual([
      { text: '<img src=x onerror=alert(1)>', href: 'https://example.com/' },
    ]);
    expect(el.querySelector('img')).toBeNull();
  });

  it.each(UNCLOSED_10KB)(
    '10 KB of one unclosed %s renders as text',
    async (_name, source) => {
      // Its time (parsed, rendered) is a figure of `npm run bench:markdown`, not a limit here.
      const el = await md(source);
      const visible = source.replace(/[\s>*_`[]|1\. |```/g, '');
      expect(el.textContent!.replace(/[\s>*_`[]|1\. |```/g, '')).toBe(visible);
      expect(
        tags(el).every((t) =>
          ['p', 'br', 'code', 'pre', 'blockquote', 'ol', 'li', 'em', 'strong'].includes(t),
        ),
      ).toBe(true);
      // Seconds in happy-dom on a busy machine: the time limit only catches a hang.
    },
    30_000,
  );

  it('streaming 10 KB of one unclosed construct shows it closed', async () => {
    const el = await md(STREAMING_10KB, { streaming: true });
    expect(el.querySelector('strong')?.textContent).toBe('a'.repeat(10_240));
  });
});

describe('link-hosts', () => {
  const source =
    '[a](https://example.com/x) [b](https://docs.example.com/y) [c](https://evil.example/z) [d](http://EXAMPLE.com./w) https://evil.example/auto [m](mailto:x@evil.example) [t](tel:+1555)';

  it('absent: links to any host', async () => {
    expect(links(await md(source)).map((l) => l.text)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'https://evil.example/auto',
      'm',
      't',
    ]);
  });

  it('set: exact hosts only (a subdomain is not its parent); mailto: and tel: are not host-limited', async () => {
    const el = await md(source, { hosts: ['example.com'] });
    expect(links(el).map((l) => l.text)).toEqual(['a', 'd', 'm', 't']);
    expect(el.textContent).toContain('b c');
    expect(el.textContent).toContain('https://evil.example/auto');
    expect(links(await md(source, { hosts: ['docs.example.com'] })).map((l) => l.text)).toEqual([
      'b',
      'm',
      't',
    ]);
  });

  it('set but empty: no web link at all', async () => {
    expect(links(await md(source, { hosts: [] })).map((l) => l.text)).toEqual(['m', 't']);
  });
});

describe('right to left', () => {
  it('a Hebrew reply: its list and text follow the message direction, code stays left to right', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const message: ChatMessage = {
      id: 'a1',
      role: 'assistant',
      via: 'chat',
      status: 'done',
      text: 'שלום **דני**:\n\n- ראשון\n- שני\n\n```\nnpm install voice-widgets\n```',
    };
    await act(async () => root!.render(<Log messages={[message]} />));
    const text = container.querySelector('[part~="live-line-assistant"][data-status] .live-text')!;
    expect(text.getAttribute('dir')).toBe('auto');
    expect(text.querySelector('strong')?.textContent).toBe('דני');
    expect([...text.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'ראשון',
      'שני',
    ]);
    expect(text.querySelector('pre')!.getAttribute('dir')).toBe('ltr');
    expect(text.querySelector('pre')!.textContent).toBe('npm install voice-widgets');
  });
});

describe('in the chat log', () => {
  it("the assistant's chat replies are Markdown; the visitor's messages and a call's lines stay plain text", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const messages: ChatMessage[] = [
      {
        id: 'u1',
        role: 'user',
        via: 'chat',
        status: 'done',
        text: '**hola** <b>yo</b> [x](https://example.com)',
      },
      {
        id: 'a1',
        role: 'assistant',
        via: 'chat',
        status: 'done',
        text: '**Hola** [docs](https://example.com) [otro](https://evil.example)',
      },
      { id: 'a2', role: 'assistant', via: 'voice', status: 'done', text: '**dicho** por voz' },
    ];
    await act(async () => root!.render(<Log messages={messages} linkHosts={['example.com']} />));
    const [user, reply, voice] = [...container.querySelectorAll('li.live-line')].slice(1);
    expect(user!.querySelector('.live-text')!.textContent).toBe(
      '**hola** <b>yo</b> [x](https://example.com)',
    );
    expect(user!.querySelector('strong, b, a')).toBeNull();
    expect(reply!.querySelector('strong')?.textContent).toBe('Hola');
    expect(links(reply!)).toEqual([{ text: 'docs', href: 'https://example.com/' }]);
    expect(reply!.textContent).toContain('otro');
    expect(voice!.querySelector('strong')).toBeNull();
    expect(voice!.querySelector('.live-text')!.textContent).toBe('**dicho** por voz');
  });
});

/** The sheet's log with `messages` and nothing else. */
function Log({
  messages,
  linkHosts,
}: {
  messages: readonly ChatMessage[];
  linkHosts?: readonly string[];
}) {
  return (
    <ChatLog
      greeting="Hola"
      messages={messages}
      entries={[]}
      busy={false}
      assistantName="Sofía"
      youLabel="Tú"
      label="Conversación"
      strings={TEXTS.es.sheet}
      delivery={{ pending: 'p', 'not-sent': 'n' }}
      onRetry={() => {}}
      linkHosts={linkHosts}
    />
  );
}

/**
 * A streamed Markdown chat reply for the browser tests of
 * docs/elements/voice-widget.md "Markdown in replies", independent of the
 * local platform's dialogue: {@link streamChatReply} runs in the page (through
 * Playwright's `page.evaluate` or the engine suite's `EnginePage.run`, in
 * every engine) and answers the next `POST …/chat/web` with Vapi's SSE shape
 * (`src/core/protocol/chat-messages.ts`: one `data: { id, sessionId, path,
 * delta }` event per piece), a piece every `delayMs`, so constructs arrive
 * cut in the middle.
 */
import { expect } from 'vitest';

/** The reply (Hebrew, for the partner page): a list, an allowed link, a refused one, inline code and a code block. */
const MARKDOWN_REPLY = [
  'שלום! **הנה מה שאפשר לעשות:**',
  '',
  '- לקבוע _תור_ לבדיקה',
  '- לשאול על `מחירים`',
  '- לקרוא [את המדריך](https://example.com/guide) או [עמוד אחר](https://evil.example/x)',
  '',
  '```',
  'npm install voice-widgets',
  '```',
  '',
  'אפשר גם להתקשר: [03-555-1234](tel:+97235551234)',
].join('\n');

/** The hosts the tests put in `link-hosts`. */
export const LINK_HOSTS = 'example.com';

/** {@link MARKDOWN_REPLY} in pieces of `size` characters. */
export function replyPieces(size = 7): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < MARKDOWN_REPLY.length; i += size)
    pieces.push(MARKDOWN_REPLY.slice(i, i + size));
  return pieces;
}

/**
 * Runs in the page (serialised: it uses only its arguments and the page's
 * globals, and defines no named function): wraps `window.fetch` so that
 * every `…/chat/web` request is answered, status 200 `text/event-stream`,
 * with `pieces` as SSE text events, `delayMs` apart; other requests go out
 * as before. It also records, in `window.__markdownSeen`, the visible text
 * of the last assistant chat line at every change, to prove that no raw
 * marker was ever shown.
 */
export function streamChatReply({
  pieces,
  delayMs,
}: {
  readonly pieces: readonly string[];
  readonly delayMs: number;
}): void {
  const original = window.fetch.bind(window);
  const seen: string[] = [];
  (window as unknown as { __markdownSeen: string[] }).__markdownSeen = seen;
  const root = document.querySelector('voice-widget')!.shadowRoot!;
  new MutationObserver(() => {
    const lines = root.querySelectorAll('li.live-line--assistant[data-status] .vw-md');
    const last = lines[lines.length - 1];
    if (last && seen[seen.length - 1] !== last.textContent) seen.push(last.textContent ?? '');
  }).observe(root, { subtree: true, childList: true, characterData: true });
  window.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!new URL(url, location.href).pathname.endsWith('/chat/web')) return original(input, init);
    const encoder = new TextEncoder();
    let next = 0;
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) =>
        new Promise<void>((resolve) => {
          setTimeout(() => {
            if (next === pieces.length) controller.close();
            else {
              const event = {
                id: 'md-reply',
                sessionId: 'md-session',
                path: 'chat.output[0].content',
                delta: pieces[next++],
              };
              controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
            }
            resolve();
          }, delayMs);
        }),
    });
    return Promise.resolve(
      new Response(body, {
        status: 200,
        headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
      }),
    );
  };
}

/** What {@link streamChatReply} and the widget show, read in the page (serialisable like it). */
export function readMarkdownReply(): {
  seen: string[];
  items: string[];
  links: { text: string; href: string; target: string; rel: string }[];
  text: string;
  status: string;
  preDirection: string;
  listDirection: string;
  listPaddingRight: number;
  listStyle: string;
} {
  const root = document.querySelector('voice-widget')!.shadowRoot!;
  const lines = root.querySelectorAll('li.live-line--assistant[data-status]');
  const line = lines[lines.length - 1]!;
  const md = line.querySelector('.vw-md')!;
  const ul = md.querySelector('ul');
  const pre = md.querySelector('pre');
  return {
    seen: (window as unknown as { __markdownSeen: string[] }).__markdownSeen,
    items: [...md.querySelectorAll('ul > li')].map((li) => (li as HTMLElement).innerText.trim()),
    links: [...md.querySelectorAll('a')].map((a) => ({
      text: a.textContent ?? '',
      href: a.getAttribute('href') ?? '',
      target: a.getAttribute('target') ?? '',
      rel: a.getAttribute('rel') ?? '',
    })),
    text: (md as HTMLElement).innerText,
    status: line.getAttribute('data-status') ?? '',
    preDirection: pre ? getComputedStyle(pre).direction : '',
    listDirection: ul ? getComputedStyle(ul).direction : '',
    listPaddingRight: ul ? parseFloat(getComputedStyle(ul).paddingRight) : 0,
    listStyle: ul ? getComputedStyle(ul).listStyleType : '',
  };
}

/**
 * Asserts what every engine must show of {@link MARKDOWN_REPLY} once streamed
 * (`reply` from {@link readMarkdownReply}): it grew in pieces with no raw
 * marker, the list's items, the allowed links opening in a new tab, the
 * refused host's link as its text, the list mirrored and the code left to right.
 */
export function expectMarkdownReply(reply: ReturnType<typeof readMarkdownReply>): void {
  expect(reply.seen.length, 'the reply was seen growing').toBeGreaterThan(5);
  for (const text of reply.seen)
    expect(text, 'a raw marker while streaming').not.toMatch(/[*_`[\]]/);
  expect(reply.items).toEqual([
    'לקבוע תור לבדיקה',
    'לשאול על מחירים',
    'לקרוא את המדריך או עמוד אחר',
  ]);
  expect(reply.links).toEqual([
    {
      text: 'את המדריך',
      href: 'https://example.com/guide',
      target: '_blank',
      rel: 'noopener noreferrer nofollow',
    },
    {
      text: '03-555-1234',
      href: 'tel:+97235551234',
      target: '_blank',
      rel: 'noopener noreferrer nofollow',
    },
  ]);
  expect(reply.text).toContain('עמוד אחר'); // the other host's link: its text only
  expect(reply.listStyle).toBe('disc');
  expect(reply.listDirection).toBe('rtl');
  expect(reply.listPaddingRight, 'the bullets sit at the start (right) in Hebrew').toBeGreaterThan(
    10,
  );
  expect(reply.preDirection).toBe('ltr');
}

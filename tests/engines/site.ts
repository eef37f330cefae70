/**
 * The site the engine suite drives: a copy of `demo-host/` whose pages
 * (`index.html`, `partner.html`, `embed.html`) load one more script first,
 * `engine-recorder.js`, served from the same origin like every other script
 * (the page's CSP allows `'self'` only, and no engine's preload hook is
 * needed: WebKitWebDriver has none). The recorder keeps, in
 * `window.__engine`, every `voice-*` event, `console.error`/`console.warn`
 * lines (over BiDi an `Error` passed to `console.error` arrives without a
 * handle; here it is text), uncaught errors and unhandled rejections, CSP
 * violations, and offers `find(path)` to pierce shadow roots
 * (`'voice-demo >>> voice-call-button >>> button'`).
 *
 * Also `engine-frame.html`: a page that frames `?src=` with
 * `allow="microphone 'none'"` (WebKit's denied microphone, `webkit.ts`).
 */
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { type RunningPlatform, startPlatform } from '../../server/index.ts';
import { asParsedWithoutScripts } from '../support/no-script.ts';
import { ONE_ADDRESS_ADMISSION, ONE_ADDRESS_CHAT_LIMITS } from '../support/server.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The `voice-*` events the recorder keeps (`voice-volume-level` is only counted: it fires every 100 ms). */
const RECORDED_EVENTS: readonly string[] = [
  'voice-lang-change',
  'voice-demo-play',
  'voice-demo-pause',
  'voice-demo-line-change',
  'voice-call-start',
  'voice-call-end',
  'voice-speech-start',
  'voice-speech-end',
  'voice-message',
  'voice-error',
  'voice-call-start-progress',
  'voice-call-start-success',
  'voice-call-start-failed',
  'voice-call-reconnecting',
  'voice-call-reconnected',
  'voice-mute-change',
  'voice-consent-change',
  'voice-tool-call',
  'voice-call-report',
  'voice-widget-toggle',
  'voice-chat-message',
  'voice-feedback',
  'voice-history-cleared',
  'voice-language-change',
  'voice-teaser-show',
  'voice-teaser-dismiss',
];

/** The recorder, as the file the pages load. Plain JavaScript: it runs before anything else in the page. */
const RECORDER_SOURCE = `(() => {
  const rec = { events: [], console: [], errors: [], csp: [], levels: { count: 0, max: 0 } };
  window.__engine = rec;
  const text = (v) => {
    if (v instanceof Error) return String(v.stack || v) + (v.message && !String(v.stack).includes(v.message) ? ' ' + v.message : '');
    if (typeof v === 'string') return v;
    try { return JSON.stringify(v); } catch { return String(v); }
  };
  const copy = (v) => { try { return JSON.parse(JSON.stringify(v === undefined ? null : v)); } catch { return String(v); } };
  for (const level of ['error', 'warn']) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      rec.console.push({ level, text: args.map(text).join(' '), t: performance.now() });
      original(...args);
    };
  }
  addEventListener('error', (e) => rec.errors.push(e.error ? text(e.error) : e.message + ' at ' + e.filename + ':' + e.lineno));
  addEventListener('unhandledrejection', (e) => rec.errors.push('unhandled rejection: ' + text(e.reason)));
  document.addEventListener('securitypolicyviolation', (e) => rec.csp.push(e.violatedDirective + ' ' + e.blockedURI));
  for (const type of ${JSON.stringify(RECORDED_EVENTS)}) {
    document.addEventListener(type, (e) => {
      rec.events.push({ type, detail: copy(e.detail), t: performance.now(), target: (e.target && e.target.localName) || '' });
    });
  }
  document.addEventListener('voice-volume-level', (e) => {
    rec.levels.count++;
    rec.levels.max = Math.max(rec.levels.max, Number(e.detail) || 0);
  });
  const walk = (path) => {
    const parts = path.split('>>>').map((p) => p.trim());
    let root = document;
    for (let i = 0; i < parts.length - 1; i++) {
      const host = root && root.querySelector(parts[i]);
      root = host ? host.shadowRoot : null;
    }
    return { root, last: parts[parts.length - 1] };
  };
  rec.find = (path) => { const w = walk(path); return w.root ? w.root.querySelector(w.last) : null; };
  rec.findAll = (path) => { const w = walk(path); return w.root ? [...w.root.querySelectorAll(w.last)] : []; };
  rec.activePath = () => {
    const parts = [];
    let el = document.activeElement;
    while (el) {
      parts.push(el.localName + (el.getAttribute('part') ? '[part=' + el.getAttribute('part') + ']' : ''));
      el = el.shadowRoot ? el.shadowRoot.activeElement : null;
    }
    return parts.join(' > ');
  };
})();
`;

const FRAME_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>engine frame</title>
<link rel="stylesheet" href="engine-frame.css" /><script src="engine-frame.js" defer></script></head>
<body><iframe title="page under test" allow="microphone 'none'"></iframe></body></html>
`;
const FRAME_SCRIPT =
  "document.querySelector('iframe').src = new URLSearchParams(location.search).get('src');\n";
const FRAME_STYLE =
  'html, body { margin: 0; height: 100%; overflow: hidden; }\niframe { display: block; border: 0; width: 100%; height: 100%; }\n';

/** Loads the recorder first in `html`: right after its `<meta charset>`. */
function withRecorder(html: string): string {
  const charset = /<meta charset="utf-8"\s*\/?>/i;
  if (!charset.test(html)) throw new Error('page without <meta charset="utf-8">');
  return html.replace(charset, (tag) => `${tag}\n    <script src="engine-recorder.js"></script>`);
}

/** The directories the engine platform serves. */
export interface EngineSite {
  /** The site: `demo-host/` with the recorder and the frame page. */
  readonly siteDir: string;
  /** A snapshot of `dist/` taken at the start: a rebuild during the run cannot change the bundle under the flows. */
  readonly distDir: string;
  /** The parent of both, to remove at the end. */
  readonly root: string;
}

/** Copies `demo-host/` (with the recorder and the frame page) and `dist/` into a new temporary directory. */
export async function prepareSite(): Promise<EngineSite> {
  const root = await mkdtemp(join(tmpdir(), 'engines-site-'));
  const dir = join(root, 'site');
  const distDir = join(root, 'dist');
  await cp(resolve(ROOT, 'demo-host'), dir, { recursive: true });
  await cp(resolve(ROOT, 'dist'), distDir, { recursive: true });
  for (const page of ['index.html', 'partner.html', 'embed.html']) {
    await writeFile(join(dir, page), withRecorder(await readFile(join(dir, page), 'utf8')));
  }
  await writeFile(join(dir, 'engine-recorder.js'), RECORDER_SOURCE);
  await writeFile(join(dir, 'engine-frame.html'), FRAME_PAGE);
  await writeFile(join(dir, 'engine-frame.js'), FRAME_SCRIPT);
  await writeFile(join(dir, 'engine-frame.css'), FRAME_STYLE);
  return { siteDir: dir, distDir, root };
}

/** The local platform on a free port, serving `site`, with per-address limits lifted (one browser address for every flow). */
export async function startEnginePlatform(site: EngineSite): Promise<RunningPlatform> {
  const platform = await startPlatform({
    port: 0,
    siteDir: site.siteDir,
    distDir: site.distDir,
    // The first messages only: the few other lines a flow needs are synthesized when asked (less CPU on 2 cores).
    presynthesize: 'first',
    admission: ONE_ADDRESS_ADMISSION,
    chatLimits: ONE_ADDRESS_CHAT_LIMITS,
    // Firefox's and WebKit's fake microphones play a steady tone, which Silero rightly does not
    // take for speech: the flows test each browser's client, the energy detector hears the tone.
    // The detectors themselves are tested in tests/server/audio/hearing.test.ts.
    vadEngine: 'energy',
  });
  await platform.ready;
  return platform;
}

/** A server of the demo pages as parsed without JavaScript (`tests/support/no-script.ts`), on another port. */
export interface NoScriptCopies {
  /** The copy of the page in `lang`: `<url>/es.html` or `<url>/he.html`. */
  readonly url: (lang: 'es' | 'he') => string;
  close(): Promise<void>;
}

/**
 * Serves the platform's prerendered demo pages (`/` and `/?lang=he`) as a browser without JavaScript
 * parses them, with their relative URLs resolving against the platform: a page whose own scripts never
 * run, on which the driver can still run axe-core (which needs timers, stopped with JavaScript off).
 */
export async function startNoScriptCopies(platformUrl: string): Promise<NoScriptCopies> {
  const pages = new Map<string, string>();
  for (const [name, path] of [
    ['/es.html', ''],
    ['/he.html', '?lang=he'],
  ] as const) {
    pages.set(
      name,
      asParsedWithoutScripts(await (await fetch(new URL(path, platformUrl))).text(), platformUrl),
    );
  }
  const server = createServer((request, response) => {
    const body = pages.get(request.url ?? '');
    response.writeHead(body === undefined ? 404 : 200, {
      'content-type': 'text/html; charset=utf-8',
    });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (lang) => `http://127.0.0.1:${port}/${lang}.html`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

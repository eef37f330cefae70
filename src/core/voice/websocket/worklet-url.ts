/**
 * Where the capture worklet module is loaded from.
 *
 * The worklet is a build entry of its own (`vite.config.ts` `build.lib.entry`
 * `'pcm-capture-worklet'`), emitted as `dist/pcm-capture-worklet.js` beside
 * `dist/voice-widgets.js`, while lazily loaded chunks (this code among them)
 * go to `dist/chunks/`. The URL is resolved at run time from this module's
 * own URL (`import.meta.url`), so it is right wherever the bundle is hosted
 * (any origin, any CDN path), and it is the bundle's origin, as a strict
 * `script-src 'self'` needs. No `blob:` or `data:` URL is ever used.
 *
 * The file name is written out, not `new URL('../../../client/websocket/x.js', import.meta.url)`
 * with a literal: Vite rewrites that pattern and, in library mode, inlines
 * the asset as a `data:` URL, which a strict CSP refuses.
 */

/** File name of the built worklet, in the bundle's root folder. */
export const PCM_CAPTURE_WORKLET_FILE = 'pcm-capture-worklet.js';

/** The worklet's source file, for an unbuilt module graph (Vite's dev server compiles it on request). */
const SOURCE_FILE = './pcm-capture.worklet.ts';

/**
 * The worklet module's absolute URL, given the URL of the module that loads it.
 * - from `…/dist/chunks/<chunk>.js` (a lazy chunk): `…/dist/pcm-capture-worklet.js`;
 * - from `…/dist/<entry>.js` (code bundled into an entry): the same folder;
 * - from a `.ts` source module (dev server): `./pcm-capture.worklet.ts` beside it.
 * Query and fragment of `moduleUrl` are dropped.
 *
 * @param moduleUrl default: this module's `import.meta.url`.
 * @throws TypeError when `moduleUrl` is not an absolute URL.
 */
export function pcmCaptureWorkletUrl(moduleUrl: string = import.meta.url): string {
  const base = new URL(moduleUrl);
  base.search = '';
  base.hash = '';
  if (base.pathname.endsWith('.ts')) return new URL(SOURCE_FILE, base).href;
  const inChunks = /\/chunks\/[^/]*$/.test(base.pathname);
  const relative = `${inChunks ? '../' : './'}${PCM_CAPTURE_WORKLET_FILE}`;
  return new URL(relative, base).href;
}

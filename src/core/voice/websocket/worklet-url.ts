/**
 * Where the capture worklet module is loaded from (`docs/voice-client.md` "The capture worklet and
 * a strict CSP"): resolved at run time from `import.meta.url`, so it is the bundle's own origin on
 * any host. The file name is written out, not `new URL('./x.js', import.meta.url)`: Vite rewrites
 * that pattern and, in library mode, inlines a `data:` URL, which a strict CSP refuses.
 */

/** File name of the built worklet, in the bundle's root folder. */
export const PCM_CAPTURE_WORKLET_FILE = 'pcm-capture-worklet.js';

/** The worklet's source, for Vite's dev server. */
const SOURCE_FILE = './pcm-capture.worklet.ts';

/**
 * The worklet module's absolute URL, beside the loading module's `dist/` folder (one up from
 * `dist/chunks/`), or the `.ts` source beside a source module.
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

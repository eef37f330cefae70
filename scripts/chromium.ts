/**
 * The one Chromium this project drives: Debian's, never a downloaded build.
 * Shared by `scripts/lighthouse.ts` (chrome-launcher), `scripts/browser.ts`
 * (playwright-core, for the benchmarks) and the end-to-end test harness.
 *
 * The path comes from `CHROME_PATH` (what chrome-launcher and Lighthouse read
 * too), else `/usr/bin/chromium` (`apt-get install chromium`).
 */

/** Path of the Chromium binary: `CHROME_PATH`, else Debian's `/usr/bin/chromium`. */
export const CHROMIUM_PATH: string = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

/**
 * Flags every headless run must use: no sandbox (CI runs as root), no GPU, and
 * no traffic of Chromium's own (QUIC, background networking, component
 * updates, sync): the machines have no internet, and a request that can never
 * be answered must not be left waiting. A fresh `--user-data-dir` is needed as
 * well; chrome-launcher and playwright-core each make one themselves.
 */
export const CHROMIUM_FLAGS: readonly string[] = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

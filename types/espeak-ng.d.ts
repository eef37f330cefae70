/**
 * Types for the npm `espeak-ng` package (an Emscripten build of the eSpeak NG
 * command line, GPL-3.0). Each call runs the CLI once with `arguments` and
 * resolves with the module, whose in-memory `FS` holds any file it wrote
 * (e.g. `-w /out.wav`: 16-bit mono PCM WAV at 22 050 Hz). Server- and
 * test-side only: never imported by the widget bundle.
 */
declare module 'espeak-ng' {
  /** The Emscripten in-memory file system (the subset used here). */
  export interface EspeakFS {
    readFile(path: string): Uint8Array;
    readFile(path: string, options: { encoding: 'utf8' }): string;
    writeFile(path: string, data: string | Uint8Array): void;
    unlink(path: string): void;
  }
  /** A finished CLI run. */
  export interface EspeakModule {
    readonly FS: EspeakFS;
  }
  /** Options of one run: the CLI's arguments, plus Emscripten module overrides. */
  export interface EspeakOptions {
    readonly arguments: readonly string[];
    readonly print?: (text: string) => void;
    readonly printErr?: (text: string) => void;
    readonly [key: string]: unknown;
  }
  /** Runs `espeak-ng` with `options.arguments`. */
  export default function ESpeakNg(options: EspeakOptions): Promise<EspeakModule>;
}

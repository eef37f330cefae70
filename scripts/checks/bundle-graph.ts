/**
 * The measuring half of `scripts/checks/budget.ts`: reads built ES modules, follows
 * their imports through the AST (static `import`/`export … from`, and
 * `import()` with a constant specifier), and sizes each file as served
 * (raw, gzip level 9, brotli at maximum quality). Prints nothing; the budget
 * script decides what the figures mean.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import { parseAst } from 'vite';

export interface Sizes {
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

export interface ModuleInfo {
  readonly file: string;
  readonly code: string;
  readonly sizes: Sizes;
  /** Resolved files imported statically (import/export … from). */
  readonly staticDeps: readonly string[];
  /** Resolved files imported with `import()` and a constant specifier. */
  readonly dynamicDeps: readonly string[];
  /** Bare specifiers (dependencies left external): not in dist/, not counted. */
  readonly bare: readonly string[];
  /** Number of `import()` calls whose specifier is computed at run time (cannot be followed). */
  readonly computedDynamic: number;
}

/** A file that is missing or is not an ES module: the figures cannot be measured. */
export class BundleError extends Error {
  override name = 'BundleError';
}

function sizesOf(code: string): Sizes {
  const buf = Buffer.from(code, 'utf8');
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      },
    }).length,
  };
}

/** The constant string of an import specifier node, or undefined when it is computed. */
function constantSpecifier(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const n = node as {
    type?: string;
    value?: unknown;
    expressions?: unknown[];
    quasis?: Array<{ value?: { cooked?: string } }>;
  };
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n.type === 'TemplateLiteral' && n.expressions?.length === 0)
    return n.quasis?.[0]?.value?.cooked;
  return undefined;
}

/** Collects the import specifiers of a module by walking its AST; throws when `code` does not parse. */
function collectSpecifiers(code: string): {
  statics: string[];
  dynamics: string[];
  computed: number;
} {
  const ast: unknown = parseAst(code);
  const statics: Array<[number, string]> = [];
  const dynamics: Array<[number, string]> = [];
  let computed = 0;
  const stack: unknown[] = [ast];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (const child of node) stack.push(child);
      continue;
    }
    const n = node as { type?: string; source?: unknown; start?: number };
    const at = n.start ?? 0;
    switch (n.type) {
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration': {
        const spec = constantSpecifier(n.source);
        if (spec !== undefined) statics.push([at, spec]);
        break;
      }
      case 'ImportExpression': {
        const spec = constantSpecifier(n.source);
        if (spec !== undefined) dynamics.push([at, spec]);
        else computed++;
        break;
      }
      default:
        break;
    }
    for (const value of Object.values(node)) {
      if (value && typeof value === 'object') stack.push(value);
    }
  }
  // Source order, so that tables list chunks in the order the entry imports them.
  const ordered = (list: Array<[number, string]>): string[] =>
    list.sort((a, b) => a[0] - b[0]).map(([, spec]) => spec);
  return { statics: ordered(statics), dynamics: ordered(dynamics), computed };
}

/** The built files read so far, each read and sized once. */
export class BundleGraph {
  private readonly modules = new Map<string, ModuleInfo>();

  /** `name` says which file an error is about (e.g. relative to the repository). */
  constructor(private readonly name: (file: string) => string) {}

  load(file: string): ModuleInfo {
    const known = this.modules.get(file);
    if (known) return known;
    if (!existsSync(file))
      throw new BundleError(
        `${this.name(file)} is imported but does not exist (stale dist/? run \`npm run build\`).`,
      );
    const code = readFileSync(file, 'utf8');
    let specifiers: ReturnType<typeof collectSpecifiers>;
    try {
      specifiers = collectSpecifiers(code);
    } catch (err) {
      throw new BundleError(
        `Cannot parse ${this.name(file)} as an ES module: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    const { statics, dynamics, computed } = specifiers;
    const bare: string[] = [];
    const resolveAll = (specs: string[]): string[] => {
      const out: string[] = [];
      for (const spec of specs) {
        if (spec.startsWith('./') || spec.startsWith('../'))
          out.push(resolve(dirname(file), spec.split(/[?#]/)[0]!));
        else bare.push(spec);
      }
      return out;
    };
    const info: ModuleInfo = {
      file,
      code,
      sizes: sizesOf(code),
      staticDeps: resolveAll(statics),
      dynamicDeps: resolveAll(dynamics),
      bare,
      computedDynamic: computed,
    };
    this.modules.set(file, info);
    return info;
  }

  /** Files reached from `roots` through static imports only (roots included), in discovery order. */
  staticClosure(roots: readonly string[]): string[] {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...this.load(file).staticDeps);
    }
    return [...seen];
  }

  /** Everything loaded later: dynamic imports (and their static deps, and their dynamic imports), minus the initial set. */
  lazyClosure(initial: ReadonlySet<string>): string[] {
    const seen = new Set<string>();
    const queue: string[] = [];
    for (const file of initial) queue.push(...this.load(file).dynamicDeps);
    while (queue.length > 0) {
      const file = queue.shift()!;
      if (seen.has(file) || initial.has(file)) continue;
      seen.add(file);
      const info = this.load(file);
      queue.push(...info.staticDeps, ...info.dynamicDeps);
    }
    return [...seen];
  }

  sum(files: readonly string[]): Sizes {
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    for (const f of files) {
      const s = this.load(f).sizes;
      raw += s.raw;
      gzip += s.gzip;
      brotli += s.brotli;
    }
    return { raw, gzip, brotli };
  }
}

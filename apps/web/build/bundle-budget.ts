/*
 * What a visitor's browser downloads before a route shows, and the budget it must stay under.
 * Pure functions over the built files, shared by the build (which fails past the budget) and
 * `npm run bench` (which prints the bytes per route).
 */
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The home page's JS before it shows, brotli-compressed (issue 6, part 15). */
export const homeRouteBudgetBytes = 200 * 1000;

export interface ByteSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** A built JS chunk: its file under the output dir, its static imports, its source module. */
export interface ChunkNode {
  file: string;
  imports: readonly string[];
  /** Absolute path of the module the chunk stands for (routes' screens), if any. */
  module?: string;
}

/** A route of the route table (app/routes.ts) and the module its screen is loaded from (absolute, no extension). */
export interface RouteModule {
  id: string;
  module: string;
}

/** JS files index.html loads before anything renders: module scripts and modulepreloads. */
export function initialScripts(indexHtml: string): string[] {
  const files: string[] = [];
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url && url.endsWith('.js')) {
      files.push(url.replace(/^\//, ''));
    }
  }
  return [...new Set(files)];
}

/** A source file of the route table: its path and its text. */
export interface RouteTableFile {
  file: string;
  source: string;
}

/**
 * The routes of app/routes.ts with the module each loads. The table is made of several files:
 * routes.ts and the files it imports from its own folder (`./routes-reading`, `./route-entry`, …).
 */
export function readRouteTable(routesFile: string, read: (file: string) => string): RouteModule[] {
  const routes: RouteTableFile = { file: routesFile, source: read(routesFile) };
  const specifiers = [...routes.source.matchAll(/\bfrom '(\.\/[^']+)'/g)].map((m) => m[1]!);
  const parts = [...new Set(specifiers)].map((specifier) => {
    const file = path.resolve(path.dirname(routesFile), `${specifier}.ts`);
    return { file, source: read(file) };
  });
  return readRouteModules([routes, ...parts]);
}

/**
 * The routes of the table's files with the module each loads (read from its `import('…')`,
 * relative to the file the route is in). An id may be a string constant of any of the files.
 */
export function readRouteModules(files: readonly RouteTableFile[]): RouteModule[] {
  const routes: RouteModule[] = [];
  const entry =
    /\bid:\s*(\w+|'[^']+'),[\s\S]*?\bload:\s*(?:withTexts\(\s*)?\(\)\s*=>\s*import\('([^']+)'\)/g;
  const constants = new Map(
    files.flatMap(({ source }) =>
      [...source.matchAll(/export const (\w+) = '([^']+)'/g)].map((m) => [m[1]!, m[2]!] as const),
    ),
  );
  for (const { file, source } of files) {
    for (const match of source.matchAll(entry)) {
      const rawId = match[1]!;
      const id = rawId.startsWith("'") ? rawId.slice(1, -1) : (constants.get(rawId) ?? rawId);
      routes.push({ id, module: path.resolve(path.dirname(file), match[2]!) });
    }
  }
  return routes;
}

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(start: readonly string[], chunks: readonly ChunkNode[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  start.forEach(visit);
  return [...seen];
}

/** JS a route needs: what index.html loads, then its screen's chunk and that chunk's imports. */
export function routeScripts(
  indexHtml: string,
  chunks: readonly ChunkNode[],
  route: RouteModule,
): string[] {
  const screen = chunks.find(
    (chunk) => chunk.module !== undefined && stripExtension(chunk.module) === route.module,
  );
  if (!screen) throw new Error(`No chunk of the build loads ${route.module} (route ${route.id}).`);
  return staticClosure([...initialScripts(indexHtml), screen.file], chunks);
}

function stripExtension(file: string): string {
  return file.replace(/\.[cm]?[jt]sx?$/, '');
}

/** Each file compressed on its own, as the server sends it (brotli 11, gzip 9), then summed. */
export function measure(files: readonly string[], read: (file: string) => Buffer): ByteSizes {
  const total: ByteSizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const content = read(file);
    total.raw += content.length;
    total.gzip += gzipSync(content, { level: 9 }).length;
    total.brotli += brotliCompress(content).length;
  }
  return total;
}

export function brotliCompress(content: Buffer): Buffer {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/** Null within the budget, else the message the build fails with. */
export function budgetFailure(
  label: string,
  sizes: ByteSizes,
  budgetBytes: number,
  files: readonly string[],
): string | null {
  if (sizes.brotli <= budgetBytes) return null;
  return (
    `${label}: ${formatKb(sizes.brotli)} of JS (brotli) before it shows, over the budget of ` +
    `${formatKb(budgetBytes)}. Make the new code load lazily (a route's lazy import, React.lazy ` +
    `for a dialog) or split it. Files: ${files.join(', ')}`
  );
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

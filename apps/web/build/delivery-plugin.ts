import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import {
  brotliCompress,
  budgetFailure,
  formatKb,
  homeRouteBudgetBytes,
  measure,
  readRouteTable,
  routeScripts,
} from './bundle-budget.ts';
import type { ChunkNode } from './bundle-budget.ts';

const compressible = /\.(m?js|css|html|svg|json|txt|webmanifest)$/;
/** Below this, compression saves less than the headers it costs. */
const minimumBytes = 1024;

/**
 * After `vite build`: writes .br and .gz beside each file the server sends (it picks one by
 * Accept-Encoding), then fails the build when the home page's JS passes the budget.
 */
export function deliveryPlugin(options: { routesFile: string }): Plugin {
  let outDir = '';
  return {
    name: 'hondana-delivery',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_output, bundle) {
      const chunks: ChunkNode[] = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                file: item.fileName,
                imports: item.imports,
                module: item.facadeModuleId ?? undefined,
              },
            ]
          : [],
      );
      const read = (file: string) => readFileSync(path.join(outDir, file));
      const indexHtml = read('index.html').toString('utf8');
      const home = readRouteTable(options.routesFile, (file) => readFileSync(file, 'utf8')).find(
        (route) => route.id === 'home',
      );
      if (!home) throw new Error(`${options.routesFile} has no route with id 'home'.`);
      const files = routeScripts(indexHtml, chunks, home);
      const sizes = measure(files, read);
      const failure = budgetFailure('Home page (/)', sizes, homeRouteBudgetBytes, files);
      if (failure) this.error(failure);
      this.info(
        `home page JS: ${formatKb(sizes.brotli)} brotli of ${formatKb(homeRouteBudgetBytes)}`,
      );
      compressDirectory(outDir);
    },
  };
}

function compressDirectory(dir: string): void {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (!name.startsWith('.')) compressDirectory(file);
      continue;
    }
    if (!compressible.test(name)) continue;
    const content = readFileSync(file);
    if (content.length < minimumBytes) continue;
    for (const [extension, compressed] of [
      ['.br', brotliCompress(content)],
      ['.gz', gzipSync(content, { level: 9 })],
    ] as const) {
      if (compressed.length < content.length) writeFileSync(file + extension, compressed);
    }
  }
}

// Bytes of JS each route needs before it shows, from the built web app (apps/web/dist): what
// index.html loads, then the route's screen chunk and its static imports. The build itself
// fails when the home page passes the budget; this prints every route against it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  formatKb,
  homeRouteBudgetBytes,
  measure,
  readRouteTable,
  routeScripts,
} from '../../apps/web/build/bundle-budget.js';
import type { ChunkNode } from '../../apps/web/build/bundle-budget.js';
import { ROOT } from '../lib.js';

const webDir = path.join(ROOT, 'apps/web');
const dist = path.join(webDir, 'dist');
/** Routes a first visit most often lands on; each kind of user has one. */
const shownRoutes = ['home', 'login', 'admin-login', 'profile', 'company-dashboard'];

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}

export async function benchWeb(): Promise<string[][]> {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const chunks: ChunkNode[] = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({
      file: chunk.file,
      imports: (chunk.imports ?? []).map((key) => manifest[key]!.file),
      module: chunk.src ? path.join(webDir, chunk.src) : undefined,
    }));
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const routesFile = path.join(webDir, 'src/app/routes.ts');
  const routes = readRouteTable(routesFile, (file) => readFileSync(file, 'utf8'));
  const read = (file: string) => readFileSync(path.join(dist, file));

  const rows = [['route', 'files', 'raw', 'gzip', 'brotli', 'budget (brotli)']];
  for (const id of shownRoutes) {
    const route = routes.find((candidate) => candidate.id === id);
    if (!route) throw new Error(`routes.ts has no route ${id}`);
    const files = routeScripts(indexHtml, chunks, route);
    const sizes = measure(files, read);
    const verdict =
      id === 'home'
        ? `${formatKb(homeRouteBudgetBytes)} ${sizes.brotli <= homeRouteBudgetBytes ? 'ok' : 'OVER'}`
        : '';
    rows.push([
      id,
      String(files.length),
      formatKb(sizes.raw),
      formatKb(sizes.gzip),
      formatKb(sizes.brotli),
      verdict,
    ]);
  }
  return rows;
}

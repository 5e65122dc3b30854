import { describe, expect, it } from 'vitest';
import {
  budgetFailure,
  initialScripts,
  measure,
  readRouteModules,
  readRouteTable,
  routeScripts,
  staticClosure,
} from './bundle-budget';
import type { ChunkNode } from './bundle-budget';

const indexHtml = `<!doctype html><html><head>
  <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  <script type="module" crossorigin src="/assets/index-a1.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
  <link rel="stylesheet" href="/assets/index-c3.css">
</head><body><div id="root"></div></body></html>`;

const chunks: ChunkNode[] = [
  { file: 'assets/index-a1.js', imports: ['assets/vendor-b2.js'], module: '/w/src/main.tsx' },
  { file: 'assets/vendor-b2.js', imports: [] },
  {
    file: 'assets/home-page-d4.js',
    imports: ['assets/Paper-e5.js', 'assets/vendor-b2.js'],
    module: '/w/src/features/home/home-page.tsx',
  },
  { file: 'assets/Paper-e5.js', imports: ['assets/index-a1.js'] },
  { file: 'assets/login-page-f6.js', imports: [], module: '/w/src/features/auth/login-page.tsx' },
];

describe('bundle budget', () => {
  it('takes the module scripts and modulepreloads of index.html, not icons or styles', () => {
    expect(initialScripts(indexHtml)).toEqual(['assets/index-a1.js', 'assets/vendor-b2.js']);
  });

  it('reads each route of routes.ts with the module it loads', () => {
    const source = `export const notFoundRouteId = 'not-found';
      export interface AppRoute { id: string; load: () => Promise<unknown> }
      export const appRoutes = [
        { id: 'home', path: '/', load: () => import('../features/home/home-page') },
        { id: notFoundRouteId, path: '/404', load: () => import('../features/not-found/not-found-page') },
      ];`;
    expect(readRouteModules([{ file: '/w/src/app/routes.ts', source }])).toEqual([
      { id: 'home', module: '/w/src/features/home/home-page' },
      { id: 'not-found', module: '/w/src/features/not-found/not-found-page' },
    ]);
  });

  it('reads the route table across routes.ts and the files it imports from its folder', () => {
    const files: Record<string, string> = {
      '/w/src/app/routes.ts': `import type { AppRoute } from './route-entry';
        import { readingRoutes } from './routes-reading';
        export type { AppRoute } from './route-entry';
        export const appRoutes = [...readingRoutes];
        export const fallbackRoute = {
          id: 'unknown-path', path: '*', load: () => import('../features/not-found/not-found-page'),
        };`,
      '/w/src/app/route-entry.ts': `export const notFoundRouteId = 'not-found';`,
      '/w/src/app/routes-reading.ts': `import { notFoundRouteId, withTexts } from './route-entry';
        export const readingRoutes = [
          { id: 'home', path: '/', load: withTexts(() => import('../features/home/home-page'), texts) },
          { id: notFoundRouteId, path: '/404', load: () => import('../features/not-found/not-found-page') },
        ];`,
    };
    const read = (file: string) => {
      const source = files[file];
      if (source === undefined) throw new Error(`unexpected read of ${file}`);
      return source;
    };
    expect(readRouteTable('/w/src/app/routes.ts', read)).toEqual([
      { id: 'unknown-path', module: '/w/src/features/not-found/not-found-page' },
      { id: 'home', module: '/w/src/features/home/home-page' },
      { id: 'not-found', module: '/w/src/features/not-found/not-found-page' },
    ]);
  });

  it("adds a route's screen chunk and its static imports once each", () => {
    expect(staticClosure(['assets/home-page-d4.js'], chunks)).toEqual([
      'assets/home-page-d4.js',
      'assets/Paper-e5.js',
      'assets/index-a1.js',
      'assets/vendor-b2.js',
    ]);
    const home = { id: 'home', module: '/w/src/features/home/home-page' };
    expect(routeScripts(indexHtml, chunks, home).sort()).toEqual([
      'assets/Paper-e5.js',
      'assets/home-page-d4.js',
      'assets/index-a1.js',
      'assets/vendor-b2.js',
    ]);
    expect(() =>
      routeScripts(indexHtml, chunks, { id: 'gone', module: '/w/src/features/gone-page' }),
    ).toThrow(/gone-page/);
  });

  it('measures raw, gzip and brotli bytes per file, summed', () => {
    const text = Buffer.from('const hondana = "本棚";\n'.repeat(400));
    const sizes = measure(['a.js', 'b.js'], () => text);
    expect(sizes.raw).toBe(2 * text.length);
    expect(sizes.gzip).toBeLessThan(sizes.raw / 10);
    expect(sizes.brotli).toBeLessThan(sizes.gzip);
    expect(sizes.brotli).toBeGreaterThan(0);
  });

  it('fails past the budget only, naming the files', () => {
    const files = ['assets/index-a1.js'];
    expect(budgetFailure('Home', { raw: 9e5, gzip: 3e5, brotli: 200_000 }, 200_000, files)).toBe(
      null,
    );
    const failure = budgetFailure('Home', { raw: 9e5, gzip: 3e5, brotli: 200_001 }, 200_000, files);
    expect(failure).toMatch(/Home: 200\.0 KB .* over the budget of 200\.0 KB/);
    expect(failure).toContain('assets/index-a1.js');
  });
});

import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite writes content-hashed names under assets/: a changed file gets a new name. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** index.html names the current assets, so it is checked with the server on every visit. */
export const documentCacheControl = 'no-cache';
/** Root files without a hash in their name (favicon.svg): an hour, then asked again. */
export const unhashedFileCacheControl = 'public, max-age=3600';

const rootFilePattern = /^[\w.-]+\.(ico|png|svg|webmanifest|txt)$/;

/**
 * Serves the built SPA: hashed assets and root files as they are, any other non-API path as
 * index.html (client-side routes). The build writes .br and .gz beside each file; they go out
 * by Accept-Encoding, with Vary: Accept-Encoding.
 */
export function registerWebApp(app: FastifyInstance, root: string): void {
  void app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    serve: false,
    preCompressed: true,
    // @fastify/static would set `public, max-age=0` on every file, over any header set before.
    cacheControl: false,
    // Only files found get a cache policy: a 404 for a missing asset must not be kept a year.
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(path.relative(root, filePath)));
    },
  });
  // The web app's files are static and cheap to send, and a fresh page load asks for dozens of
  // them: counted against the per-address limit, an office behind one NAT address (the IP-login
  // case) would spend its API budget on scripts and get 429 on a chunk, leaving a half-loaded page.
  const config = { rateLimit: false } as const;
  app.get('/*', { config, schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath.startsWith('/api/')) return reply.callNotFound();
    const file = urlPath.replace(/^\/+/, '');
    if (file.startsWith('assets/') || rootFilePattern.test(file)) return reply.sendFile(file);
    return reply.sendFile('index.html');
  });
}

/** The cache policy of a file under the web root (its path relative to the root). */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (file.startsWith('assets/')) return immutableCacheControl;
  if (file === 'index.html') return documentCacheControl;
  return unhashedFileCacheControl;
}

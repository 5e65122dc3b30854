import { viewerTokenQuerySchema, viewerTokenSchema, watermarkSchema } from '@hondana/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import { sendStored } from '../../platform/http/send-stored.js';
import type { BookFile, ReaderService } from './reader.service.js';

/** A visitor's random id, for books anyone may read: binds their viewer tokens to this browser. */
export const VISITOR_COOKIE = 'hondana_visitor';

export interface ReaderRouteOptions {
  reader: ReaderService;
  publicUrlScheme: 'http' | 'https';
  /**
   * nginx's internal location of DATA_DIR/files: the checks stay here, nginx sends the bytes
   * (and answers ranges) with sendfile. Unset: this process streams them.
   */
  filesAccelRedirect?: string;
}

const tokenParamsSchema = z.object({ token_id: z.string().min(16).max(128) });

function visitorCookieOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[VISITOR_COOKIE];
  return value && value.length <= 128 ? value : null;
}

export function readerRoutes(options: ReaderRouteOptions): FastifyPluginAsyncZod {
  const { reader, filesAccelRedirect } = options;
  return async (app) => {
    app.get(
      '/content/public/viewer-token',
      {
        config: { action: 'reader.viewer-token' },
        schema: {
          tags: ['reader'],
          summary:
            'A short-lived token to read one book (by content and group, public detail token or direct-view token)',
          querystring: viewerTokenQuerySchema,
          response: { 200: envelopeOf(viewerTokenSchema) },
        },
      },
      async (request, reply) => {
        const issued = await reader.issueViewerToken(
          companyContextOf(request),
          request.query,
          visitorCookieOf(request),
        );
        if (issued.newVisitorCookie) {
          reply.setCookie(VISITOR_COOKIE, issued.newVisitorCookie, {
            httpOnly: true,
            sameSite: 'lax',
            secure: options.publicUrlScheme === 'https' || request.protocol === 'https',
            path: '/',
          });
        }
        reply.header('cache-control', 'no-store');
        return ok(issued.token);
      },
    );

    app.get(
      '/files/:token_id',
      {
        config: { action: 'reader.file' },
        schema: {
          tags: ['reader'],
          summary:
            'The bytes of the book behind a viewer token (HTTP Range: 206, 416); the only URL serving books',
          params: tokenParamsSchema,
        },
      },
      async (request, reply) => {
        const ctx = companyContextOf(request);
        const visitor = visitorCookieOf(request);
        if (filesAccelRedirect) {
          const file = await reader.findBookFile(ctx, request.params.token_id, visitor);
          return sendAccelRedirect(reply, file, filesAccelRedirect);
        }
        const book = await reader.openBook(
          ctx,
          request.params.token_id,
          visitor,
          request.headers.range,
        );
        return sendBook(request, reply, book);
      },
    );

    app.get(
      '/watermark',
      {
        config: { action: 'watermark.detail' },
        schema: {
          tags: ['reader'],
          summary: "The company's watermark (defaults when never set)",
          response: { 200: envelopeOf(watermarkSchema) },
        },
      },
      async (request) => ok(await reader.getWatermark(companyContextOf(request))),
    );

    app.put(
      '/watermark',
      {
        config: { action: 'watermark.update' },
        schema: {
          tags: ['reader'],
          summary: "Saves the company's watermark (the whole record)",
          body: watermarkSchema,
          response: { 200: envelopeOf(watermarkSchema) },
        },
      },
      async (request) => ok(await reader.saveWatermark(companyContextOf(request), request.body)),
    );

    app.put(
      '/watermark/reset',
      {
        config: { action: 'watermark.reset' },
        schema: {
          tags: ['reader'],
          summary: "Puts the company's watermark back to the defaults",
          response: { 200: envelopeOf(watermarkSchema) },
        },
      },
      async (request) => ok(await reader.resetWatermark(companyContextOf(request))),
    );
  };
}

// The headers of a book answer, whoever sends its bytes.
function bookHeaders(reply: FastifyReply): FastifyReply {
  // Private: a shared cache must never keep a book; the token in the URL is per reader anyway.
  return reply.header('cache-control', 'private, no-transform').header('accept-ranges', 'bytes');
}

/**
 * Hands the bytes to nginx: an empty answer naming the file under the internal location. nginx
 * keeps this answer's headers (but Content-Length) and serves the file, ranges included.
 */
function sendAccelRedirect(reply: FastifyReply, file: BookFile, location: string) {
  return bookHeaders(reply)
    .type(file.contentType)
    .header('content-disposition', 'inline')
    .header(
      'x-accel-redirect',
      `${location}${file.key.split('/').map(encodeURIComponent).join('/')}`,
    )
    .send();
}

function sendBook(
  request: FastifyRequest,
  reply: FastifyReply,
  book: Awaited<ReturnType<ReaderService['openBook']>>,
) {
  bookHeaders(reply);
  if (book.kind === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${book.size}`).send();
  }
  const { object, start, end } = book;
  reply
    .type(book.contentType)
    .header('content-length', end - start + 1)
    .header('content-disposition', 'inline');
  if (book.kind === 'range') {
    reply.code(206).header('content-range', `bytes ${start}-${end}/${object.size}`);
  }
  return sendStored(request, reply, object);
}

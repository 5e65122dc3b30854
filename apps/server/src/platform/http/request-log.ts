import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Paths one of whose segments is itself a credential: a book's byte stream (the viewer token),
 * the administrator's direct-view link and a content's public detail link. Whoever reads the log
 * could open the book with them, so the segment is written as `:token`.
 */
const tokenSegments: readonly RegExp[] = [
  /^(\/api\/v1\/files\/)[^/]+/,
  /^(\/direct-view\/)[^/]+/,
  /^(\/content\/)[^/]+$/,
];
// Checked first: the patterns run only for the few paths that may hold a token (every request
// writes a line, and three regular expressions were 1.4 % of the hot public read).
const tokenPrefixes: readonly string[] = ['/api/v1/files/', '/direct-view/', '/content/'];

/**
 * The path of a URL as the log may keep it: the query string is dropped (password-reset tokens
 * and OAuth codes travel there) and token segments are redacted.
 */
export function loggedPathOf(url: string): string {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  if (!tokenPrefixes.some((prefix) => path.startsWith(prefix))) return path;
  for (const pattern of tokenSegments) path = path.replace(pattern, '$1:token');
  return path;
}

/**
 * What the log keeps of a request (when a line names one). The query string is dropped:
 * password-reset tokens and OAuth codes travel there, and logs are read by more people than the
 * database.
 */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedPathOf(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * The access log: one line per request when its answer is sent (Fastify's default writes two,
 * "incoming request" and "request completed", each serializing the request). The request's child
 * logger already carries `reqId`. Errors the handler answered are logged by the error handler.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: loggedPathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

import type { FastifyRequest } from 'fastify';

/**
 * What the access log keeps of a request. The query string is dropped: password-reset tokens and
 * OAuth codes travel there, and logs are read by more people than the database.
 */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}

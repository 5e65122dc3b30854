import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';

const siteSchema = z.object({
  /** admin: a host of ADMIN_HOSTS; company: a company's domain; unknown: neither. */
  kind: z.enum(['admin', 'company', 'unknown']),
  host: z.string(),
});

/**
 * What this host serves. The web asks first, because only the server knows ADMIN_HOSTS: a
 * guess from the host name would mistake a company whose domain starts with "admin.".
 */
export function siteRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/site',
      {
        config: { action: 'site.read' },
        schema: {
          tags: ['health'],
          summary: 'Whether this host is the admin site, a company site, or unknown',
          response: { 200: envelopeOf(siteSchema) },
        },
      },
      async (request) => {
        const { isAdminHost, company, host } = request.tenant;
        const kind = isAdminHost ? 'admin' : company ? 'company' : 'unknown';
        return ok({ kind, host } as const);
      },
    );
  };
}

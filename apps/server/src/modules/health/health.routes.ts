import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';

export interface HealthProbe {
  version: string;
  isDatabaseReachable(): Promise<boolean>;
}

export function healthRoutes(probe: HealthProbe): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { action: 'health.read' },
        schema: {
          tags: ['health'],
          summary: 'Whether the server and its database answer',
          response: {
            200: envelopeOf(
              z.object({ database: z.enum(['ok', 'unreachable']), version: z.string() }),
            ),
            503: envelopeOf(
              z.object({ database: z.enum(['ok', 'unreachable']), version: z.string() }),
            ),
          },
        },
      },
      async (_request, reply) => {
        const reachable = await probe.isDatabaseReachable();
        const results = {
          database: reachable ? ('ok' as const) : ('unreachable' as const),
          version: probe.version,
        };
        if (!reachable)
          return reply.status(503).send({ status: 500, results, message: 'Database unreachable' });
        return ok(results);
      },
    );
  };
}

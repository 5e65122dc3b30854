import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MovableClock } from '../../platform/clock/clock.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import type { ServerModule } from '../../server-module.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * End-to-end tests move time (a plan's expiry, a link's lifetime) through the API: only with
 * CLOCK_CONTROL=1, which the configuration refuses in production. Without it there is no route.
 */
export const clockControlModule: ServerModule = {
  name: 'clock-control',
  create(ports, services) {
    if (!ports.config.clockControl) return {};
    const clock = ports.clock as Partial<MovableClock>;
    if (!clock.advance || !clock.reset) return {};
    const routes: FastifyPluginAsyncZod = async (app) => {
      app.post(
        '/clock/advance',
        {
          config: { action: 'clock.advance' },
          schema: {
            tags: ['test'],
            summary:
              'Moves the server’s clock ahead, or back to the system time with reset, and with renew runs the renewals due then (end-to-end tests, CLOCK_CONTROL=1 only)',
            body: z.object({
              hours: z
                .number()
                .min(0)
                .max(24 * 3650)
                .default(0),
              reset: z.boolean().default(false),
              /** Runs the renewal job's work at once, as its next minute would on the moved clock. */
              renew: z.boolean().default(false),
            }),
            response: { 200: envelopeOf(z.object({ now: z.string() })) },
          },
        },
        async (request) => {
          if (request.body.reset) clock.reset!();
          clock.advance!(request.body.hours * HOUR_MS);
          // Kept answers were decided at the old time (a group's dates, a plan's expiry).
          await services.companyAnswers.changedEverywhere();
          if (request.body.renew) {
            await services.renewals.notifyUpcoming();
            await services.renewals.renewDue();
          }
          return ok({ now: ports.clock.now().toISOString() });
        },
      );
    };
    return { routes: [routes] };
  },
};

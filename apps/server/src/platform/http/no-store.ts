import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The routes of `plugins`, each answer marked `Cache-Control: no-store`: what they answer (a
 * session, who is signed in, a link's outcome) must stay in no cache between client and server.
 */
export function answeredWithNoStore(plugins: FastifyPluginAsyncZod[]): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      void reply.header('cache-control', 'no-store');
      return payload;
    });
    for (const plugin of plugins) await app.register(plugin);
  };
}

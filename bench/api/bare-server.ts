// The yardstick: a bare Fastify route answering the same envelope the real route answers, as a
// prepared JSON string (the product answers this route from its cache of serialized settings),
// with no plugins, database or tenancy. Started as its own process by api.bench.ts.
import Fastify from 'fastify';

const body = JSON.stringify(JSON.parse(process.env.BARE_BODY ?? '{}'));
const app = Fastify({ logger: false });
app.get('/api/v1/company/public/view-settings', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(body),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

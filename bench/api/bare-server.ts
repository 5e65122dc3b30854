// The yardstick: a bare Fastify route answering the same envelope the real route answers,
// with no plugins, database or tenancy. Started as its own process by api.bench.ts.
import Fastify from 'fastify';

const body = JSON.parse(process.env.BARE_BODY ?? '{}') as unknown;
const app = Fastify({ logger: false });
app.get('/api/v1/company/public/view-settings', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

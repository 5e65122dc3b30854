// The yardstick: a bare Fastify route answering the same envelope the real route answers, as a
// prepared JSON string (the product answers this route from its cache of serialized settings),
// with no plugins, database or tenancy. Started as its own process by api.bench.ts. With
// BARE_ACCESS_LOG=1 it also writes Hondana's access line per request (pino, asynchronously to
// standard output): what a line per request costs any Fastify server on this machine.
import Fastify, { LogController } from 'fastify';
import { pino } from 'pino';

const body = JSON.stringify(JSON.parse(process.env.BARE_BODY ?? '{}'));
const withLog = process.env.BARE_ACCESS_LOG === '1';
const app = Fastify({
  loggerInstance: withLog
    ? pino({ level: 'info' }, pino.destination({ dest: 1, sync: false }))
    : undefined,
  logController: new LogController({ disableRequestLogging: true }),
});
if (withLog) {
  app.addHook('onResponse', (request, reply, done) => {
    const line = { method: request.method, url: request.url, status: reply.statusCode };
    reply.log.info({ ...line, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
    done();
  });
}
app.get('/api/v1/company/public/view-settings', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(body),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

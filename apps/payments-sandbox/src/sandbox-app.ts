import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { accountCommand, type AccountCommand } from './accounts.js';
import { checkRequest, failure, type Params } from './api-envelope.js';
import { authorizeCard } from './card-routes.js';
import { challengePage, notFoundPage, returnPage } from './challenge-page.js';
import { authorizeMpi, completeMpi, getMpiResult } from './mpi.js';
import { ResultCode } from './result-codes.js';
import { searchOrder } from './search.js';
import { registerAdminRoutes } from './admin-routes.js';
import type { MerchantCredentials, SandboxState } from './sandbox-state.js';
import { createToken } from './token.js';

type Command = (merchant: MerchantCredentials, params: Params) => object | Promise<object>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The sandbox's HTTP face: VeriTrans4G's paths, the challenge pages and its own admin calls. */
export function buildSandboxApp(state: SandboxState): FastifyInstance {
  // Hanging answers must not keep close() waiting.
  const app = Fastify({ logger: false, forceCloseConnections: true });

  // authHash covers the params' exact text, so handlers get the body as sent.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** Latency and the failure rate apply to what a merchant or a browser calls, alike. */
  async function asTheServiceWould(reply: FastifyReply): Promise<boolean> {
    state.apiRequests += 1;
    if (state.settings.latencyMs > 0) await sleep(state.settings.latencyMs);
    if (Math.random() < state.settings.failureRate) {
      await reply.code(503).send(failure(ResultCode.unavailable, 'Service unavailable (sandbox).'));
      return false;
    }
    return true;
  }

  const api = (path: string, command: Command) => {
    for (const prefix of ['', 'test-']) {
      app.post(`/${prefix}${path}`, async (request, reply) => {
        if (!(await asTheServiceWould(reply))) return reply;
        const body = typeof request.body === 'string' ? request.body : '';
        const checked = checkRequest(state, body, prefix === 'test-');
        if (!checked.ok) return checked.answer;
        const answer = await command(checked.merchant, checked.params);
        if (state.settings.answerDelayMs > 0) await sleep(state.settings.answerDelayMs);
        return answer;
      });
    }
  };
  api('paynow/v2/Authorize/card', (merchant, params) => authorizeCard(state, merchant, params));
  api('paynow/v2/Authorize/mpi', (merchant, params) => authorizeMpi(state, merchant, params));
  api('paynow/v2/GetResult/mpi', (merchant, params) => getMpiResult(state, merchant, params));
  api('paynow/v2/Search/search', (merchant, params) => searchOrder(state, merchant, params));
  for (const command of ['Add', 'Get', 'Update', 'Delete'] as AccountCommand[]) {
    api(`paynowid/v1/${command}/account`, (merchant, params) =>
      accountCommand(state, merchant, params, command),
    );
  }

  // The order page's script posts here from the shop's origin.
  const cors = (reply: FastifyReply) =>
    reply
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'POST, OPTIONS')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600');
  app.options('/4gtoken', async (_request, reply) => cors(reply).code(204).send());
  app.post('/4gtoken', async (request, reply) => {
    cors(reply);
    if (!(await asTheServiceWould(reply))) return reply;
    let body: unknown;
    try {
      body = JSON.parse(typeof request.body === 'string' ? request.body : '');
    } catch {
      body = undefined;
    }
    const answer = createToken(state, body, new Date());
    return reply.code(answer.status).send(answer.body);
  });

  app.get<{ Params: { id: string } }>('/3ds/:id', async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const transaction = state.mpiById.get(request.params.id);
    if (!transaction) return reply.code(404).send(notFoundPage());
    if (!transaction.outcome && transaction.card.behaviour === 'challenge') {
      return challengePage(transaction);
    }
    // Every other card passes frictionless: straight back to the merchant.
    return returnPage(transaction, await completeMpi(state, transaction, true));
  });
  app.post<{ Params: { id: string }; Body: { outcome?: string } }>(
    '/3ds/:id',
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const transaction = state.mpiById.get(request.params.id);
      if (!transaction) return reply.code(404).send(notFoundPage());
      const authenticated = request.body?.outcome === 'pass';
      return returnPage(transaction, await completeMpi(state, transaction, authenticated));
    },
  );

  registerAdminRoutes(app, state);
  return app;
}

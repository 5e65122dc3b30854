import {
  chargeAnswerSchema,
  chargeBodySchema,
  confirmOrderAnswerSchema,
  confirmOrderBodySchema,
  ErrorCode,
  orderIdSchema,
  orderReceiveAnswerSchema,
  orderReceiveBodySchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import {
  CONFIRM_PAGE,
  PUSH_PATH,
  THREE_D_SECURE_CHALLENGE_PATH,
  THREE_D_SECURE_RETURN_PATH,
  type OrderService,
} from './order.service.js';

const common = { tags: ['payment'] };

/** Form bodies arrive here only from the gateway (push) and its 3-D Secure return. */
const rawFormBody = z.string().max(64 * 1024);

/** Paying for a plan: charge, 3-D Secure, confirm-order and the gateway's push. */
export function orderRoutes(service: OrderService): FastifyPluginAsyncZod {
  return async (app) => {
    // The push's HMAC covers the body's exact bytes, so form bodies stay raw text here (this
    // plugin's routes only): the return route parses its own.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/veritrans/charge',
      {
        config: { action: 'payment.charge' },
        schema: {
          ...common,
          summary:
            'Orders a plan: 0 yen registers at once; a paid order pays with the new card’s token (saving it as the card on file) or, without one, the card on file. THREE_D_SECURE: the card asks for it (order-receive with a fresh token). 814 held, 841 no card, 846 no payments, 854/855 coupon, 859 still being verified, 860 declined',
          body: chargeBodySchema,
          response: { 200: envelopeOf(chargeAnswerSchema) },
        },
      },
      async (request) => ok(await service.charge(companyContextOf(request), request.body)),
    );

    app.post(
      '/veritrans/order-receive',
      {
        config: { action: 'payment.order-receive' },
        schema: {
          ...common,
          summary:
            'Starts a 3-D Secure order: redirect_url is where the browser goes (the gateway’s challenge, or our page holding it); "ok" without a URL when nothing was to pay. 859, 860 as charge',
          body: orderReceiveBodySchema,
          response: { 200: envelopeOf(orderReceiveAnswerSchema) },
        },
      },
      async (request) =>
        ok(
          await service.orderReceive(companyContextOf(request), request.body, {
            userAgent: request.headers['user-agent'] ?? '',
            accept: request.headers.accept ?? '*/*',
            ip: request.ip,
          }),
        ),
    );

    app.get(
      `${THREE_D_SECURE_CHALLENGE_PATH}/:orderId`,
      {
        config: { action: 'payment.order-receive' },
        schema: {
          ...common,
          summary: 'The gateway’s 3-D Secure page of the reader’s order, served once (881 after)',
          params: z.object({ orderId: orderIdSchema }),
        },
      },
      async (request, reply) => {
        const html = await service.challengePage(companyContextOf(request), request.params.orderId);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(html);
      },
    );

    app.post(
      THREE_D_SECURE_RETURN_PATH,
      {
        config: { action: 'payment.three-d-secure-return' },
        schema: {
          ...common,
          summary:
            'The browser’s return from 3-D Secure (a form POST from the gateway’s page, no session): verified by vAuthInfo, settled by GetResult, then 303 to the confirm page. 881 unknown order or forged fields',
          body: rawFormBody,
        },
      },
      async (request, reply) => {
        const fields = Object.fromEntries(new URLSearchParams(request.body));
        const orderId = await service.threeDSecureReturn(companyContextOf(request), fields);
        return reply.redirect(`${CONFIRM_PAGE}?order_id=${encodeURIComponent(orderId)}`, 303);
      },
    );

    app.post(
      '/veritrans/confirm-order',
      {
        config: { action: 'payment.confirm-order' },
        schema: {
          ...common,
          summary:
            'How the reader’s order ended (a PENDING one is asked of the gateway first): SUCCESS with the registration; 859 still pending, 860 failed (the gateway’s message), 881 unknown or another reader’s',
          body: confirmOrderBodySchema,
          response: { 200: envelopeOf(confirmOrderAnswerSchema) },
        },
      },
      async (request) =>
        ok(await service.confirmOrder(companyContextOf(request), request.body.order_id)),
    );

    app.post(
      PUSH_PATH,
      {
        config: { action: 'payment.push' },
        schema: {
          ...common,
          summary:
            'The gateway’s push notification (form body signed in content-hmac with the site’s merchant key): the PENDING orders it names are settled, once. 403 when the signature fails',
          body: rawFormBody,
        },
      },
      async (request, reply) => {
        const header = request.headers['content-hmac'];
        const accepted = await service.push(companyContextOf(request), {
          body: request.body,
          contentHmac: Array.isArray(header) ? header[0] : header,
        });
        if (!accepted) throw new AppError(ErrorCode.Forbidden, { message: 'Bad signature.' });
        return reply.code(200).type('text/plain').send('OK');
      },
    );
  };
}

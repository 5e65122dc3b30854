import {
  managedUserWireSchema,
  registeredPlanWireSchema,
  userAdminBodySchema,
  userPageQuerySchema,
  idParamSchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, pagedOf, pageQueryOf, toPage } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import { presentManagedUser } from './user-admin.presenter.js';
import type { UserAdminService } from './user-admin.service.js';

const idParams = z.object({ id: idParamSchema });
const common = { tags: ['user'] };
const userEnvelope = envelopeOf(managedUserWireSchema);

/**
 * The company administrator's user calls (api-catalogue §7 User); detail and update of a user
 * share their paths with one's own account and live in the account routes.
 */
export function userAdminRoutes(service: UserAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/page',
      {
        config: { action: 'user.page' },
        schema: {
          ...common,
          summary:
            'A page of the company’s users (USER and GROUP_USER); search_key matches name, e-mail and username',
          querystring: userPageQuerySchema,
          response: { 200: envelopeOf(pagedOf(managedUserWireSchema)) },
        },
      },
      async (request) => {
        const { query } = request;
        const { rows, total } = await service.page(companyContextOf(request), query);
        return ok(toPage(rows.map(presentManagedUser), total, query.page, query.size));
      },
    );

    app.post(
      '/user/add',
      {
        config: { action: 'user.add' },
        schema: {
          ...common,
          summary:
            'Adds a user (413 taken, 417 company full, 427 group full, 748 group, 715 content group); without password_hash the user gets a set-password mail',
          body: userAdminBodySchema,
          response: { 200: userEnvelope },
        },
      },
      async (request) =>
        ok(presentManagedUser(await service.add(companyContextOf(request), request.body))),
    );

    app.delete(
      '/user/delete/:id',
      {
        config: { action: 'user.delete' },
        schema: {
          ...common,
          summary: 'Deletes a user of the company (700 otherwise); their sessions end at once',
          params: idParams,
          response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
        },
      },
      async (request) => {
        await service.delete(companyContextOf(request), request.params.id);
        return ok({ id: request.params.id });
      },
    );

    app.put(
      '/user/reset-password/:id',
      {
        config: { action: 'user.reset-password' },
        schema: {
          ...common,
          summary:
            'Mails the user a link to set a new password (valid 7 days); never a password in clear',
          params: idParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await service.resetPassword(companyContextOf(request), request.params.id);
        return ok(null);
      },
    );

    // The catalogue writes the path with a trailing slash; both forms answer.
    for (const url of [
      '/user/user-subscription-plan-paging',
      '/user/user-subscription-plan-paging/',
    ]) {
      app.get(
        url,
        {
          config: { action: 'user.plans' },
          schema: {
            ...common,
            summary:
              'A user’s registered subscription plans, newest first, 10 a page (700 for a user not of the company)',
            querystring: pageQueryOf({
              user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
              userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
            }),
            response: { 200: envelopeOf(pagedOf(registeredPlanWireSchema)) },
          },
        },
        async (request) => {
          const { page, size } = request.query;
          const userId = request.query.user_id ?? request.query.userId ?? 0;
          const { registrations, total } = await service.registeredPlans(
            companyContextOf(request),
            userId,
            page,
            size,
          );
          return ok(toPage(registrations, total, page, size));
        },
      );
    }
  };
}

import {
  userGroupBodySchema,
  userGroupOptionSchema,
  userGroupPageQuerySchema,
  userGroupWireSchema,
  idParamSchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentUserGroup } from './user-group.presenter.js';
import { z } from 'zod';
import { envelopeOf, ok, pagedOf, toPage } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import type { UserGroupAdminService } from './user-group-admin.service.js';

const idParams = z.object({ id: idParamSchema });
const common = { tags: ['user-group'] };
const groupEnvelope = envelopeOf(userGroupWireSchema);

/** User groups (api-catalogue §7 "User group"): company administrators only. */
export function userGroupRoutes(service: UserGroupAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user-group/list',
      {
        config: { action: 'user-group.list' },
        schema: {
          ...common,
          summary: 'Every user group of the company for pickers, the default group first',
          response: { 200: envelopeOf(z.array(userGroupOptionSchema)) },
        },
      },
      async (request) =>
        ok(
          (await service.list(companyContextOf(request))).map((group) => ({
            id: group.id,
            name: group.name,
            name_en: group.nameEn,
            is_default: group.isDefault,
          })),
        ),
    );

    app.get(
      '/user-group/page',
      {
        config: { action: 'user-group.page' },
        schema: {
          ...common,
          summary: 'A page of user groups (default first, then by name); search_key matches names',
          querystring: userGroupPageQuerySchema,
          response: { 200: envelopeOf(pagedOf(userGroupWireSchema)) },
        },
      },
      async (request) => {
        const { page, size, search_key: searchKey } = request.query;
        const { rows, total } = await service.page(companyContextOf(request), {
          page,
          size,
          searchKey,
        });
        return ok(toPage(rows.map(presentUserGroup), total, page, size));
      },
    );

    app.get(
      '/user-group/detail/:id',
      {
        config: { action: 'user-group.detail' },
        schema: {
          ...common,
          summary: 'One user group (748 when it is not this company’s); never its password',
          params: idParams,
          response: { 200: groupEnvelope },
        },
      },
      async (request) =>
        ok(presentUserGroup(await service.detail(companyContextOf(request), request.params.id))),
    );

    app.post(
      '/user-group/add',
      {
        config: { action: 'user-group.add' },
        schema: {
          ...common,
          summary:
            'Adds a user group (407 name or login taken, 416 login half given or with IP ranges, 427/428/773 max users, 432 IP overlap, 803 no IP login, 715 content group)',
          body: userGroupBodySchema,
          response: { 200: groupEnvelope },
        },
      },
      async (request) =>
        ok(presentUserGroup(await service.add(companyContextOf(request), request.body))),
    );

    app.put(
      '/user-group/update/:id',
      {
        config: { action: 'user-group.update' },
        schema: {
          ...common,
          summary:
            'Updates a user group with the add call’s rules; without password_hash the stored password stays',
          params: idParams,
          body: userGroupBodySchema,
          response: { 200: groupEnvelope },
        },
      },
      async (request) =>
        ok(
          presentUserGroup(
            await service.update(companyContextOf(request), request.params.id, request.body),
          ),
        ),
    );

    app.delete(
      '/user-group/delete/:id',
      {
        config: { action: 'user-group.delete' },
        schema: {
          ...common,
          summary: 'Deletes a user group (430 for the default group or one with members)',
          params: idParams,
          response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
        },
      },
      async (request) => {
        await service.delete(companyContextOf(request), request.params.id);
        return ok({ id: request.params.id });
      },
    );
  };
}

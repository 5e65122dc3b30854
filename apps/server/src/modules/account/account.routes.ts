import {
  changeEmailBodySchema,
  managedUserWireSchema,
  userAdminBodySchema,
  passwordHashSchema,
  RoleLevel,
  updateProfileBodySchema,
  userWireSchema,
  idParamSchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import type { Actor } from '../../platform/http/auth-guard.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { actorContextOf, companyContextOf } from '../../platform/http/request-context.js';
import type { UserAdminService } from '../people/user-admin.service.js';
import { presentManagedUser } from '../people/user-admin.presenter.js';
import { clearSessionCookie, type PublicUrlScheme } from '../session/session-issuer.js';
import { presentUser } from '../user/user.presenter.js';
import type { UserService } from '../user/user.service.js';
import type { SessionService } from '../session/session.service.js';
import { siteUrlOf } from '../user/account.mails.js';
import type { AccountService } from './account.service.js';
import type { EmailChangeService } from './email-change.service.js';
import { mySessionsRoutes } from './my-sessions.routes.js';

const idParams = z.object({ id: idParamSchema });

/** A user; the company administrator's view of their users adds what they manage. */
const userDetailSchema = managedUserWireSchema.partial({
  user_group_name: true,
  content_group_ids: true,
  param01: true,
  param02: true,
  param03: true,
  param04: true,
  param05: true,
});

export interface AccountRouteDependencies {
  users: UserService;
  accounts: AccountService;
  emailChanges: EmailChangeService;
  userAdmin: UserAdminService;
  sessions: SessionService;
  publicUrlScheme: PublicUrlScheme;
  /** config.publicUrl: the confirmation link of an e-mail change. */
  publicUrl: string;
}

/** A company administrator acting on one of their users (not on themselves). */
function managesOther(request: { actor: Actor | null }, id: number): boolean {
  return request.actor?.roleLevel === RoleLevel.CompanyAdmin && request.actor.userId !== id;
}

/** A user's details and their change: by oneself, or by their company administrator. */
function userRoutes({
  users,
  accounts,
  userAdmin,
}: AccountRouteDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/detail/:id',
      {
        config: { action: 'account.detail' },
        schema: {
          tags: ['user'],
          summary:
            'A user: oneself, a user of one’s company (company admin: with group, content groups and free fields; 700 for others) or anyone (system admin)',
          params: idParams,
          response: { 200: envelopeOf(userDetailSchema) },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (managesOther(request, id)) {
          return ok(presentManagedUser(await userAdmin.detail(companyContextOf(request), id)));
        }
        return ok(presentUser(await users.findReadableUser(actorContextOf(request), id)));
      },
    );

    app.put(
      '/user/update/:id',
      {
        config: { action: 'account.update' },
        schema: {
          tags: ['user'],
          summary:
            'Oneself: change one’s name and language ({full_name, lang}). A company administrator on one of their users: the whole user (user add’s body and rules; suspending, a new password or another group end the user’s sessions)',
          params: idParams,
          // Which body applies depends on who calls, so the handler checks it: a union here would
          // let a bad administrator's body pass as a profile body with its other fields dropped.
          body: z.record(z.string(), z.unknown()),
          response: { 200: envelopeOf(userDetailSchema) },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (managesOther(request, id)) {
          const body = parseInput(userAdminBodySchema, request.body);
          return ok(
            presentManagedUser(await userAdmin.update(companyContextOf(request), id, body)),
          );
        }
        const body = parseInput(updateProfileBodySchema, request.body);
        const user = await accounts.updateProfile(actorContextOf(request), id, {
          fullName: body.full_name,
          lang: body.lang,
        });
        return ok(presentUser(user));
      },
    );
  };
}

/** One’s own e-mail address, password and account. */
function ownAccountRoutes(services: AccountRouteDependencies): FastifyPluginAsyncZod {
  const { accounts, emailChanges, publicUrlScheme } = services;
  return async (app) => {
    app.put(
      '/user/change-email/:id',
      {
        config: { action: 'account.change-email' },
        schema: {
          tags: ['user'],
          summary:
            'Change one’s own e-mail address with the current password (609 wrong, 425 locked, 413 taken, 845 Google); mails both addresses, ends the other sessions',
          params: idParams,
          body: changeEmailBodySchema,
          response: { 200: envelopeOf(userWireSchema) },
        },
      },
      async (request) => {
        const { tenant } = request;
        const siteHost = tenant.company?.domain ?? tenant.host;
        const user = await emailChanges.changeEmail(actorContextOf(request), {
          userId: request.params.id,
          newEmail: request.body.new_email,
          passwordHash: request.body.password_hash,
          clientAddress: request.ip || null,
          siteUrl: siteUrlOf(services.publicUrl, siteHost),
          siteName: tenant.company?.name ?? siteHost,
        });
        return ok(presentUser(user));
      },
    );

    app.put(
      '/user/change-password',
      {
        config: { action: 'account.change-password' },
        schema: {
          tags: ['user'],
          summary:
            'Change one’s own password (hashes as sent by the client); ends the other sessions',
          body: z.object({
            user_id: idParamSchema,
            old_pass: passwordHashSchema,
            new_pass: passwordHashSchema,
            confirm_pass: passwordHashSchema,
          }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await accounts.changePassword(actorContextOf(request), {
          userId: request.body.user_id,
          oldPasswordHash: request.body.old_pass,
          newPasswordHash: request.body.new_pass,
          confirmPasswordHash: request.body.confirm_pass,
          clientAddress: request.ip || null,
        });
        return ok(null);
      },
    );

    app.delete(
      '/user/cancel/:id',
      {
        // Only readers withdraw themselves: administrators are removed by a system administrator.
        config: { action: 'account.cancel' },
        schema: {
          tags: ['user'],
          summary: 'Cancel (delete) one’s own account and end all its sessions',
          params: idParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request, reply) => {
        await accounts.cancelAccount(actorContextOf(request), request.params.id);
        clearSessionCookie(reply, publicUrlScheme);
        return ok(null);
      },
    );
  };
}

/** GET/PUT/DELETE user/*: reading a user, a person's own account and signed-in devices. */
export function accountRoutes(services: AccountRouteDependencies): FastifyPluginAsyncZod {
  const { publicUrlScheme } = services;
  return async (app) => {
    await app.register(mySessionsRoutes({ sessions: services.sessions, publicUrlScheme }));
    await app.register(userRoutes(services));
    await app.register(ownAccountRoutes(services));
  };
}

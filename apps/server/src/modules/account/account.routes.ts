import {
  allRoleLevels,
  changeEmailBodySchema,
  passwordHashSchema,
  RoleLevel,
  updateProfileBodySchema,
  userWireSchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, recordIdSchema } from '../../platform/http/envelope.js';
import { actorContextOf } from '../../platform/http/request-context.js';
import { clearSessionCookie, type PublicUrlScheme } from '../session/session-issuer.js';
import { presentUser } from '../user/user.presenter.js';
import type { UserService } from '../user/user.service.js';
import type { Database } from '../../platform/db/database.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { SessionService } from '../session/session.service.js';
import { createMailDispatcher, siteUrlOf } from '../user/account.mails.js';
import type { AccountService } from './account.service.js';
import { createEmailChangeService } from './email-change.service.js';
import { mySessionsRoutes } from './my-sessions.routes.js';

const idParams = z.object({ id: recordIdSchema });

/** GROUP_USER is a shared login of a user group and has no profile (product.md §2 Header). */
const profileRoles = [RoleLevel.SystemAdmin, RoleLevel.CompanyAdmin, RoleLevel.User];

/** GET/PUT/DELETE user/*: reading a user, a person's own account and signed-in devices. */
export function accountRoutes(services: {
  db: Database;
  mailer: Mailer;
  users: UserService;
  accounts: AccountService;
  sessions: SessionService;
  publicUrlScheme: PublicUrlScheme;
  /** config.publicUrl: the confirmation link of an e-mail change. */
  publicUrl: string;
}): FastifyPluginAsyncZod {
  const { users, accounts, publicUrlScheme } = services;
  return async (app) => {
    const mails = createMailDispatcher(services.mailer, app.log);
    // Mails still on their way are delivered before the process lets the mailer go.
    app.addHook('onClose', () => mails.drain());
    const emailChanges = createEmailChangeService({ db: services.db, mails });
    await app.register(mySessionsRoutes({ sessions: services.sessions, publicUrlScheme }));

    app.get(
      '/user/detail/:id',
      {
        config: { tenancy: 'company-or-admin', auth: { roles: allRoleLevels } },
        schema: {
          tags: ['user'],
          summary:
            'A user: oneself, a user of one’s company (company admin) or anyone (system admin)',
          params: idParams,
          response: { 200: envelopeOf(userWireSchema) },
        },
      },
      async (request) =>
        ok(presentUser(await users.findReadableUser(actorContextOf(request), request.params.id))),
    );

    app.put(
      '/user/update/:id',
      {
        config: { tenancy: 'company-or-admin', auth: { roles: profileRoles } },
        schema: {
          tags: ['user'],
          summary: 'Change one’s own name and language',
          params: idParams,
          body: updateProfileBodySchema,
          response: { 200: envelopeOf(userWireSchema) },
        },
      },
      async (request) => {
        const user = await accounts.updateProfile(actorContextOf(request), request.params.id, {
          fullName: request.body.full_name,
          lang: request.body.lang,
        });
        return ok(presentUser(user));
      },
    );

    app.put(
      '/user/change-email/:id',
      {
        config: { tenancy: 'company-or-admin', auth: { roles: profileRoles } },
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
        config: { tenancy: 'company-or-admin', auth: { roles: profileRoles } },
        schema: {
          tags: ['user'],
          summary:
            'Change one’s own password (hashes as sent by the client); ends the other sessions',
          body: z.object({
            user_id: recordIdSchema,
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
        config: { tenancy: 'company-or-admin', auth: { roles: [RoleLevel.User] } },
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

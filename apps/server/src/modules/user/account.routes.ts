import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { PasswordResetRequest } from '../auth/password-reset.jobs.js';
import { passwordResetRoutes } from '../auth/password-reset.routes.js';
import { createPasswordResetService } from '../auth/password-reset.service.js';
import { registrationRoutes } from '../auth/registration.routes.js';
import { createRegistrationService } from '../auth/registration.service.js';
import type { CompanyRow } from '../company/company.tables.js';
import { createMailDispatcher } from './account.mails.js';
import { createAccountService } from './account.service.js';
import { userAccountRoutes } from './user.routes.js';
import { createUserService } from './user.service.js';

export interface AccountRoutesDependencies {
  db: Database;
  mailer: Mailer;
  publicUrlScheme: 'http' | 'https';
  /** config.publicUrl: links in mails. */
  publicUrl: string;
  /** Queues an `auth.password-reset.request` job (the job queue of AppDependencies). */
  queuePasswordResetRequest(request: PasswordResetRequest): Promise<unknown>;
  /** CompanyService.assertSameCompany: a `domain` parameter must name the host's company. */
  assertSameCompany(company: CompanyRow, domain: string | undefined): void;
}

/**
 * Everything a person does with their own account: register, reset a forgotten password, read
 * and change the account, cancel it. One plugin so app.ts wires the area in one line.
 */
export function accountRoutes(deps: AccountRoutesDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    const mails = createMailDispatcher(deps.mailer, app.log);
    // Mails still on their way are delivered before the process lets the mailer go.
    app.addHook('onClose', () => mails.drain());
    const common = { db: deps.db, mails, publicUrl: deps.publicUrl };

    await app.register(
      registrationRoutes({
        registration: createRegistrationService(common),
        assertSameCompany: deps.assertSameCompany,
      }),
    );
    await app.register(
      passwordResetRoutes({
        passwordResets: createPasswordResetService({
          db: deps.db,
          queueResetRequest: deps.queuePasswordResetRequest,
        }),
        assertSameCompany: deps.assertSameCompany,
      }),
    );
    await app.register(
      userAccountRoutes({
        users: createUserService(deps.db),
        accounts: createAccountService(deps.db),
        publicUrlScheme: deps.publicUrlScheme,
      }),
    );
  };
}

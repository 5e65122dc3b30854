import type { ServerModule } from '../../server-module.js';
import { accountRoutes } from './account.routes.js';
import { createAccountService } from './account.service.js';
import { createEmailChangeService } from './email-change.service.js';

/** One's own account: profile, e-mail, password, signed-in devices, withdrawing. */
export const accountModule: ServerModule = {
  name: 'account',
  create: (
    ports,
    { users, userAdmin, sessions, accountMails, queueConfirmationMail, registrations },
  ) => ({
    routes: [
      accountRoutes({
        users,
        accounts: createAccountService(ports.db, {
          users,
          sessions,
          securityEvents: ports.securityEvents,
          registrations,
        }),
        emailChanges: createEmailChangeService({
          db: ports.db,
          mails: accountMails,
          users,
          sessions,
          queueConfirmationMail,
          securityEvents: ports.securityEvents,
        }),
        userAdmin,
        sessions,
        publicUrlScheme: ports.config.publicUrlScheme,
        publicUrl: ports.config.publicUrl,
      }),
    ],
  }),
};

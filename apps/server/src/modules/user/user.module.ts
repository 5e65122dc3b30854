import type { ServerModule } from '../../server-module.js';
import { createMailDispatcher, type MailDispatcher } from './account.mails.js';
import { createUserService, type UserService } from './user.service.js';

declare module '../../server-module.js' {
  interface Services {
    users: UserService;
    /** Account mails (registration, e-mail change), queued; a failure is logged, not answered. */
    accountMails: MailDispatcher;
  }
}

/** Users: how every other module reads and changes them; account mails. */
export const userModule: ServerModule = {
  name: 'user',
  create(ports, { userGroups }) {
    const users = createUserService(ports.db, { userGroups, clock: ports.clock });
    const accountMails = createMailDispatcher(ports.mailer, ports.log);
    return {
      // Mails still on their way are handed over before the process lets the mailer go.
      close: () => accountMails.drain(),
      services: {
        users,
        accountMails,
        testMailRecipients: {
          async confirmedAddressOf(ctx) {
            if (!ctx.actor) return null;
            const user = await users.findById(ctx, ctx.actor.userId);
            return user?.email && user.emailVerifiedAt ? user.email : null;
          },
        },
      },
    };
  },
};

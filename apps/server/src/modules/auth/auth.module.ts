import { answeredWithNoStore } from '../../platform/http/no-store.js';
import type { ServerModule } from '../../server-module.js';
import { authRoutes } from './auth.routes.js';
import { defineConfirmationMailJob, type ConfirmationMail } from './email-confirmation.jobs.js';
import { emailConfirmationRoutes } from './email-confirmation.routes.js';
import {
  createEmailConfirmationService,
  type EmailConfirmationService,
} from './email-confirmation.service.js';
import { createOidcClient } from './google-login.oidc.js';
import { googleLoginRoutes } from './google-login.routes.js';
import { createGoogleLoginService } from './google-login.service.js';
import { ipLoginRoutes } from './ip-login.routes.js';
import { createIpLoginService } from './ip-login.service.js';
import { createLoginService } from './login.service.js';
import { defineAuthJobs, type SetPasswordMail } from './password-reset.jobs.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { createPasswordResetService } from './password-reset.service.js';
import { registrationRoutes } from './registration.routes.js';
import { createRegistrationService } from './registration.service.js';

/** Queues the set-password link of an account an administrator made or reset (in the running transaction). */
export type QueueSetPasswordMail = (mail: SetPasswordMail) => Promise<unknown>;

declare module '../../server-module.js' {
  interface Services {
    queueSetPasswordMail: QueueSetPasswordMail;
    /** Queues an address's confirmation mail (its link made by the job, never stored in it). */
    queueConfirmationMail: (mail: ConfirmationMail) => Promise<unknown>;
    emailConfirmations: EmailConfirmationService;
  }
}

/**
 * Every way in and the ways to get an account: password, IP and Google sign-in, sign-out and
 * session info, registration, confirming an e-mail address and password reset.
 */
export const authModule: ServerModule = {
  name: 'auth',
  create(ports, { companies, users, userGroups, sessions, mailTemplates }) {
    const { db, config, clock } = ports;
    const { securityEvents } = ports;
    const collaborators = { db, companies, users, userGroups, sessions, clock, securityEvents };
    const emailConfirmations = createEmailConfirmationService(db, { users, clock });
    const jobs = defineAuthJobs({
      db,
      companies,
      users,
      mailTemplates,
      emailConfirmations,
      clock,
      transport: ports.transport,
      publicUrl: config.publicUrl,
    });
    const confirmationMail = defineConfirmationMailJob({
      companies,
      users,
      mailTemplates,
      emailConfirmations,
      transport: ports.transport,
    });
    const queueConfirmationMail = (mail: ConfirmationMail) =>
      ports.queue.send(confirmationMail, mail);
    const publicUrlScheme = config.publicUrlScheme;
    return {
      // Sign-in answers, who is signed in and the links' outcomes: never cached on the way.
      routes: [
        answeredWithNoStore([
          authRoutes({
            logins: createLoginService(collaborators),
            sessions,
            publicUrlScheme,
            loginRateLimitPerMinute: config.loginRateLimitPerMinute,
          }),
          registrationRoutes({
            registration: createRegistrationService({
              ...collaborators,
              queueConfirmationMail,
              publicUrl: config.publicUrl,
            }),
          }),
          emailConfirmationRoutes({ confirmations: emailConfirmations }),
          passwordResetRoutes({
            passwordResets: createPasswordResetService({
              ...collaborators,
              queueResetRequest: (request) => ports.queue.send(jobs.passwordResetRequest, request),
            }),
          }),
          ipLoginRoutes({ service: createIpLoginService(collaborators), publicUrlScheme }),
          googleLoginRoutes({
            service: createGoogleLoginService({
              ...collaborators,
              secretBox: ports.secretBox,
              oidc: createOidcClient(),
              issuer: config.googleIssuer,
              publicUrlScheme,
            }),
            publicUrlScheme,
          }),
        ]),
      ],
      jobs: [...Object.values(jobs), confirmationMail],
      services: {
        queueSetPasswordMail: (mail) => ports.queue.send(jobs.setPasswordMail, mail),
        queueConfirmationMail,
        emailConfirmations,
      },
    };
  },
};

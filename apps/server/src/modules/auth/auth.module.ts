import type { Executor } from '../../platform/db/database.js';
import type { ServerModule } from '../../server-module.js';
import { authRoutes } from './auth.routes.js';
import { emailConfirmationRoutes } from './email-confirmation.routes.js';
import { createEmailConfirmationService } from './email-confirmation.service.js';
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

/** Queues the set-password link of an account an administrator made or reset. */
export type QueueSetPasswordMail = (tx: Executor, mail: SetPasswordMail) => Promise<unknown>;

declare module '../../server-module.js' {
  interface Services {
    queueSetPasswordMail: QueueSetPasswordMail;
  }
}

/**
 * Every way in and the ways to get an account: password, IP and Google sign-in, sign-out and
 * session info, registration, confirming an e-mail address and password reset.
 */
export const authModule: ServerModule = {
  name: 'auth',
  create(ports, { companies, sessions, accountMails }) {
    const { db, config } = ports;
    const jobs = defineAuthJobs({ db, transport: ports.transport, publicUrl: config.publicUrl });
    const publicUrlScheme = config.publicUrlScheme;
    return {
      routes: [
        authRoutes({
          logins: createLoginService(db, { companies }),
          sessions,
          publicUrlScheme,
          loginRateLimitPerMinute: config.loginRateLimitPerMinute,
        }),
        registrationRoutes({
          registration: createRegistrationService({
            db,
            companies,
            mails: accountMails,
            publicUrl: config.publicUrl,
          }),
        }),
        emailConfirmationRoutes({ confirmations: createEmailConfirmationService(db) }),
        passwordResetRoutes({
          passwordResets: createPasswordResetService({
            db,
            companies,
            queueResetRequest: (request) => ports.queue.send(jobs.passwordResetRequest, request),
          }),
        }),
        ipLoginRoutes({ service: createIpLoginService(db, { companies }), publicUrlScheme }),
        googleLoginRoutes({
          service: createGoogleLoginService({
            db,
            companies,
            secretBox: ports.secretBox,
            oidc: createOidcClient(),
            issuer: config.googleIssuer,
            publicUrlScheme,
          }),
          publicUrlScheme,
        }),
      ],
      jobs: Object.values(jobs),
      services: {
        queueSetPasswordMail: (_tx, mail) => ports.queue.send(jobs.setPasswordMail, mail),
      },
    };
  },
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Database } from '../../platform/db/database.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { CompanyService } from '../company/company.service.js';
import type { PublicUrlScheme } from '../session/session-issuer.js';
import type { SessionService } from '../session/session.service.js';
import { createMailDispatcher } from '../user/account.mails.js';
import { authRoutes } from './auth.routes.js';
import { emailConfirmationRoutes } from './email-confirmation.routes.js';
import { createEmailConfirmationService } from './email-confirmation.service.js';
import { createOidcClient, type OidcClient } from './google-login.oidc.js';
import { googleLoginRoutes } from './google-login.routes.js';
import { createGoogleLoginService } from './google-login.service.js';
import { ipLoginRoutes } from './ip-login.routes.js';
import { createIpLoginService } from './ip-login.service.js';
import { createLoginService } from './login.service.js';
import type { PasswordResetRequest } from './password-reset.jobs.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { createPasswordResetService } from './password-reset.service.js';
import { registrationRoutes } from './registration.routes.js';
import { createRegistrationService } from './registration.service.js';

export interface AuthModuleDependencies {
  db: Database;
  mailer: Mailer;
  secretBox: SecretBox;
  companies: CompanyService;
  sessions: SessionService;
  publicUrlScheme: PublicUrlScheme;
  /** config.publicUrl: links in mails. */
  publicUrl: string;
  /** config.loginRateLimitPerMinute. */
  loginRateLimitPerMinute: number;
  /** config.googleIssuer: https://accounts.google.com, or a local provider in tests. */
  googleIssuer: string;
  /** Queues an `auth.password-reset.request` job (the job queue of AppDependencies). */
  queuePasswordResetRequest(request: PasswordResetRequest): Promise<unknown>;
  oidc?: OidcClient;
}

/**
 * Every way in and the ways to get an account: password, IP and Google sign-in, sign-out and
 * session info, registration, confirming an e-mail address and password reset. One plugin so app.ts wires the area in one line.
 */
export function authModuleRoutes(deps: AuthModuleDependencies): FastifyPluginAsyncZod {
  const { db, companies, publicUrlScheme } = deps;
  return async (app) => {
    const mails = createMailDispatcher(deps.mailer, app.log);
    // Mails still on their way are delivered before the process lets the mailer go.
    app.addHook('onClose', () => mails.drain());

    await app.register(
      authRoutes({
        logins: createLoginService(db, { companies }),
        sessions: deps.sessions,
        publicUrlScheme,
        loginRateLimitPerMinute: deps.loginRateLimitPerMinute,
      }),
    );
    await app.register(
      registrationRoutes({
        registration: createRegistrationService({
          db,
          companies,
          mails,
          publicUrl: deps.publicUrl,
        }),
      }),
    );
    await app.register(
      emailConfirmationRoutes({ confirmations: createEmailConfirmationService(db) }),
    );
    await app.register(
      passwordResetRoutes({
        passwordResets: createPasswordResetService({
          db,
          companies,
          queueResetRequest: deps.queuePasswordResetRequest,
        }),
      }),
    );
    await app.register(
      ipLoginRoutes({ service: createIpLoginService(db, { companies }), publicUrlScheme }),
    );
    await app.register(
      googleLoginRoutes({
        service: createGoogleLoginService({
          db,
          companies,
          secretBox: deps.secretBox,
          oidc: deps.oidc ?? createOidcClient(),
          issuer: deps.googleIssuer,
          publicUrlScheme,
        }),
        publicUrlScheme,
      }),
    );
  };
}

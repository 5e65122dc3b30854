import { ErrorCode } from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { ActorContext } from '../../platform/http/request-context.js';
import type { SecurityEvents } from '../../platform/log/security-events.js';
import { verifyCurrentPassword } from '../auth/current-password.js';
import type { ConfirmationMail } from '../auth/email-confirmation.jobs.js';
import type { SessionService } from '../session/session.service.js';
import { buildAccountMail, type MailDispatcher } from '../user/account.mails.js';
import { isUniqueViolation } from '../user/user.repository.js';
import type { UserService } from '../user/user.service.js';
import type { UserRow } from '../user/user.tables.js';

export interface ChangeEmailInput {
  userId: number;
  newEmail: string;
  /** Client SHA-256 of the current password: a session alone may not move the account. */
  passwordHash: string;
  clientAddress: string | null;
  /** Base address of this host's site for the confirmation link (account.mails.ts siteUrlOf). */
  siteUrl: string;
  /** The name the mails greet from: the company's, or the admin host's. */
  siteName: string;
}

/**
 * Changing one's e-mail address (PUT user/change-email/{id}): the address is how an account
 * is recovered and how Google sign-in finds it, so the change needs the current password, tells
 * the old address, ends the other sessions and leaves the new address unconfirmed until its
 * owner follows the link mailed to it.
 */
export function createEmailChangeService(deps: {
  db: Database;
  mails: MailDispatcher;
  users: UserService;
  sessions: SessionService;
  /** Queues the new address's confirmation mail in the change's transaction (the auth module's job). */
  queueConfirmationMail: (mail: ConfirmationMail) => Promise<unknown>;
  securityEvents: SecurityEvents;
}) {
  const { db, mails, users, sessions, queueConfirmationMail, securityEvents } = deps;

  return {
    async changeEmail(context: ActorContext, input: ChangeEmailInput): Promise<UserRow> {
      const user = await users.findOwnAccount(context, input.userId);
      // The address of a Google account is Google's; changing it here would desynchronise them.
      if (user.googleSubject !== null) throw new AppError(ErrorCode.CannotUpdateGoogleAccount);
      // Before anything about the new address is answered (413 would tell who has an account).
      await verifyCurrentPassword(db, user, input.passwordHash, input.clientAddress);
      if (await users.isIdentityTaken(context, 'email', input.newEmail, user.id)) {
        throw new AppError(ErrorCode.EmailExists);
      }

      const updated = await db
        .transaction(async () => {
          const changed = await users.update(context, user.id, {
            email: input.newEmail,
            emailVerifiedAt: null,
          });
          if (!changed) throw new AppError(ErrorCode.NotFound);
          await sessions.endAllOfUser(context, user.id, 'email_changed', context.actor.sessionId);
          await queueConfirmationMail({
            kind: 'change',
            company_id: context.company?.id ?? null,
            user_id: user.id,
            site_url: input.siteUrl,
            site_name: input.siteName,
            language: user.lang,
            username: user.username ?? input.newEmail,
          });
          return changed;
        })
        .catch((error: unknown) => {
          // Two requests for the same address at once: the unique index decides.
          if (isUniqueViolation(error)) throw new AppError(ErrorCode.EmailExists);
          throw error;
        });

      securityEvents.record({
        action: 'account.change-email',
        outcome: 'success',
        subjectId: user.id,
      });
      const values = {
        fullName: user.fullName,
        username: user.username ?? user.email ?? '',
        companyName: input.siteName,
        siteUrl: input.siteUrl,
      };
      if (user.email && user.email.toLowerCase() !== input.newEmail.toLowerCase()) {
        await mails.dispatch(
          buildAccountMail('EMAIL_CHANGED', user.lang, user.email, {
            ...values,
            newEmail: input.newEmail,
          }),
        );
      }
      return updated;
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;

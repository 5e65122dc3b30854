import { ErrorCode, LoginType } from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { hashPassword } from '../../platform/crypto/password.js';
import { AppError } from '../../platform/http/app-error.js';
import type { ActorContext } from '../../platform/http/request-context.js';
import type { SecurityEvents } from '../../platform/log/security-events.js';
import { verifyCurrentPassword } from '../auth/current-password.js';
import type { SessionService } from '../session/session.service.js';
import type { RegistrationService } from '../subscription/registration.service.js';
import type { UserService } from '../user/user.service.js';
import type { UserRow } from '../user/user.tables.js';

/** Client-side SHA-256 hashes of the passwords (architecture.md §3), as the call sends them. */
export interface ChangePasswordInput {
  userId: number;
  oldPasswordHash: string;
  newPasswordHash: string;
  confirmPasswordHash: string;
  /** The caller's address: the old-password check is throttled per identity and address. */
  clientAddress: string | null;
}

/**
 * What signed-in users do to their own account (product.md §2 Account screens). The password
 * policy (strict or weak) is enforced by the shared zod schema in the web form: the server only
 * ever sees a hash and cannot measure the password.
 */
export function createAccountService(
  db: Database,
  {
    users,
    sessions,
    securityEvents,
    registrations,
  }: {
    users: UserService;
    sessions: SessionService;
    securityEvents: SecurityEvents;
    /** Withdrawing cancels every plan the reader holds. */
    registrations: Pick<RegistrationService, 'cancelAllOfUser'>;
  },
) {
  return {
    async updateProfile(
      context: ActorContext,
      id: number,
      changes: { fullName: string; lang: 'ja' | 'en' },
    ): Promise<UserRow> {
      const user = await users.findOwnAccount(context, id);
      const updated = await users.update(context, user.id, {
        fullName: changes.fullName,
        lang: changes.lang,
      });
      if (!updated) throw new AppError(ErrorCode.NotFound);
      return updated;
    },

    /** Sets a new password and ends the user's other sessions (the calling one stays). */
    async changePassword(context: ActorContext, input: ChangePasswordInput): Promise<void> {
      const user = await users.findOwnAccount(context, input.userId);
      if (context.company && !context.company.allowChangePassword) {
        throw new AppError(ErrorCode.NoPermission);
      }
      if (user.passwordHash === null || context.actor.loginType === LoginType.GoogleLogin) {
        throw new AppError(ErrorCode.CannotUpdateGoogleAccount);
      }
      if (input.newPasswordHash !== input.confirmPasswordHash) {
        throw new AppError(ErrorCode.BadRequest, {
          details: {
            fields: [{ field: 'confirm_pass', message: 'validation.password.confirmMismatch' }],
          },
        });
      }
      await verifyCurrentPassword(db, user, input.oldPasswordHash, input.clientAddress).catch(
        (error: unknown) => {
          if (error instanceof AppError) {
            securityEvents.record({
              action: 'account.change-password',
              outcome: error.code === ErrorCode.AccountBlocked ? 'locked' : 'failure',
              subjectId: user.id,
              details: { code: error.code },
            });
          }
          throw error;
        },
      );
      if (input.newPasswordHash === input.oldPasswordHash) {
        throw new AppError(ErrorCode.PasswordInUse);
      }
      const passwordHash = await hashPassword(input.newPasswordHash);
      await db.transaction(async () => {
        await users.update(context, user.id, { passwordHash });
        await sessions.endAllOfUser(context, user.id, 'password_changed', context.actor.sessionId);
      });
      securityEvents.record({
        action: 'account.change-password',
        outcome: 'success',
        subjectId: user.id,
      });
    },

    /**
     * Cancels (withdraws) the account: the user row is deleted, not anonymised, so the person's
     * data leaves the system and the address can register again. Plans are cancelled and
     * sessions revoked first in the same transaction; rows that reference the user go with it
     * (ON DELETE CASCADE), but registered plans stay without the reader (the company's records).
     */
    async cancelAccount(context: ActorContext, id: number): Promise<void> {
      const user = await users.findOwnAccount(context, id);
      const { company } = context;
      if (user.companyId === null || !company?.allowCancelAccount) {
        throw new AppError(ErrorCode.NoPermission);
      }
      await db.transaction(async () => {
        await registrations.cancelAllOfUser({ ...context, company }, user.id);
        await sessions.endAllOfUser(context, user.id, 'account_cancelled');
        await users.delete(context, user.id);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

import { ErrorCode, LoginType } from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { hashPassword, verifyPassword } from '../../platform/crypto/password.js';
import { AppError } from '../../platform/http/app-error.js';
import type { ActorContext } from '../../platform/http/request-context.js';
import { createSessionService } from '../session/session.service.js';
import { isUniqueViolation } from '../user/user.repository.js';
import { createUserService } from '../user/user.service.js';
import type { UserRow } from '../user/user.tables.js';

/** Client-side SHA-256 hashes of the passwords (architecture.md §3), as the call sends them. */
export interface ChangePasswordInput {
  userId: number;
  oldPasswordHash: string;
  newPasswordHash: string;
  confirmPasswordHash: string;
}

/**
 * What signed-in users do to their own account (product.md §2 Account screens). The password
 * policy (strict or weak) is enforced by the shared zod schema in the web form: the server only
 * ever sees a hash and cannot measure the password.
 */
export function createAccountService(db: Database) {
  const users = createUserService(db);

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

    async changeEmail(context: ActorContext, id: number, newEmail: string): Promise<UserRow> {
      const user = await users.findOwnAccount(context, id);
      // The address of a Google account is Google's; changing it here would desynchronise them.
      if (user.googleSubject !== null) throw new AppError(ErrorCode.CannotUpdateGoogleAccount);
      if (await users.isIdentityTaken(context, 'email', newEmail, user.id)) {
        throw new AppError(ErrorCode.EmailExists);
      }
      try {
        const updated = await users.update(context, user.id, { email: newEmail });
        if (!updated) throw new AppError(ErrorCode.NotFound);
        return updated;
      } catch (error) {
        // Two requests for the same address at once: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.EmailExists);
        throw error;
      }
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
      if (!(await verifyPassword(user.passwordHash, input.oldPasswordHash))) {
        throw new AppError(ErrorCode.WrongPassword);
      }
      if (input.newPasswordHash === input.oldPasswordHash) {
        throw new AppError(ErrorCode.PasswordInUse);
      }
      const passwordHash = await hashPassword(input.newPasswordHash);
      await db.transaction(async (tx) => {
        await createUserService(tx).update(context, user.id, { passwordHash });
        await createSessionService(tx).endAllOfUser(
          context,
          user.id,
          'password_changed',
          context.actor.sessionId,
        );
      });
    },

    /**
     * Cancels (withdraws) the account: the user row is deleted, not anonymised, so the person's
     * data leaves the system and the address can register again. Sessions are revoked first in
     * the same transaction; rows that reference the user go with it (ON DELETE CASCADE).
     */
    async cancelAccount(context: ActorContext, id: number): Promise<void> {
      const user = await users.findOwnAccount(context, id);
      if (user.companyId === null || !context.company?.allowCancelAccount) {
        throw new AppError(ErrorCode.NoPermission);
      }
      await db.transaction(async (tx) => {
        await createSessionService(tx).endAllOfUser(context, user.id, 'account_cancelled');
        await createUserService(tx).delete(context, user.id);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

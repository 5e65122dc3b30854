import { AccountStatus, ErrorCode } from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { hashPassword } from '../../platform/crypto/password.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyRow } from '../company/company.tables.js';
import { buildAccountMail, siteUrlOf, type MailDispatcher } from '../user/account.mails.js';
import { parseIdentity } from '../user/identity.parser.js';
import { createUserRepository } from '../user/user.repository.js';
import { hashAccessToken, newAccessToken } from './access-token.js';
import { createLoginThrottle } from './login-throttle.js';
import { createPasswordResetRepository } from './password-reset.repository.js';
import { createSessionRepository } from './session.repository.js';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** Path of the web page that reads `?token=` and asks for the new password. */
export const PASSWORD_RESET_PAGE = '/forget-password/reset';

export interface PasswordResetContext {
  company: CompanyRow;
  language: 'ja' | 'en';
  requestHost: string | undefined;
}

/** Why a link was refused, answered in `results.reason` so the page can say what to do. */
export type ResetLinkProblem = 'invalid' | 'used' | 'expired';

const linkProblemText: Record<ResetLinkProblem, Record<'ja' | 'en', string>> = {
  invalid: {
    ja: 'このパスワード再設定リンクは無効です。もう一度再設定をお申し込みください。',
    en: 'This password reset link is not valid. Please request a new one.',
  },
  used: {
    ja: 'このパスワード再設定リンクは既に使用されています。もう一度再設定をお申し込みください。',
    en: 'This password reset link has already been used. Please request a new one.',
  },
  expired: {
    ja: 'このパスワード再設定リンクの有効期限（30分）が切れています。もう一度再設定をお申し込みください。',
    en: 'This password reset link has expired (links work for 30 minutes). Please request a new one.',
  },
};

/** A refused link: 400 with a reason, never 601/602, which would make the web client log out. */
function linkProblem(reason: ResetLinkProblem, language: 'ja' | 'en'): AppError {
  return new AppError(ErrorCode.BadRequest, {
    message: linkProblemText[reason][language],
    details: { reason },
  });
}

export function createPasswordResetService(deps: {
  db: Database;
  mails: MailDispatcher;
  publicUrlScheme: 'http' | 'https';
}) {
  const { db, mails } = deps;
  const resets = createPasswordResetRepository(db);
  const users = createUserRepository(db);

  return {
    /**
     * "Forgot password": mails a one-time link when `identity` (e-mail or username) names an
     * active account with an address. It returns the same way whether or not it does, and the
     * mail leaves in the background, so neither the answer nor its timing tells which
     * addresses have accounts.
     */
    async requestReset(context: PasswordResetContext, identity: string): Promise<void> {
      const { company } = context;
      if (!company.allowForgotPassword) throw new AppError(ErrorCode.NoPermission);
      await resets.deleteLongExpired();
      // Not validated: any input answers the same, so a refusal would only tell what exists.
      const { value, column } = parseIdentity(company.accountType, identity, {
        skipValidation: true,
      });
      const user = value
        ? await users.findByIdentity({ companyId: company.id }, column, value)
        : null;
      if (!user?.email || user.accountStatus !== AccountStatus.Active) return;

      const siteUrl = siteUrlOf(deps.publicUrlScheme, company.domain, context.requestHost);
      const values = {
        fullName: user.fullName,
        username: user.username ?? user.email,
        companyName: company.name,
        siteUrl,
      };
      const language = user.lang;
      if (user.passwordHash === null) {
        // Google-only accounts have no password to reset: tell them how they sign in.
        await mails.dispatch(
          buildAccountMail('FORGOT_PASSWORD_GOOGLE', language, user.email, values),
        );
        return;
      }
      const token = newAccessToken();
      await db.transaction(async (tx) => {
        const repository = createPasswordResetRepository(tx);
        await repository.deleteOpenOfUser(user.id);
        await repository.insert({
          userId: user.id,
          companyId: company.id,
          tokenHash: hashAccessToken(token),
          expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000),
        });
      });
      const resetUrl = `${siteUrl}${PASSWORD_RESET_PAGE}?token=${encodeURIComponent(token)}`;
      await mails.dispatch(
        buildAccountMail('FORGOT_PASSWORD', language, user.email, { ...values, resetUrl }),
      );
    },

    /**
     * Sets the password named by a reset link, once. Ends every session of the user (whoever
     * knew the old password is signed out) and clears the sign-in lockout.
     */
    async resetPassword(
      context: PasswordResetContext,
      input: { token: string; passwordHash: string },
    ): Promise<void> {
      const { company, language } = context;
      if (!company.allowForgotPassword) throw new AppError(ErrorCode.NoPermission);
      const link = await resets.findByTokenHash(company.id, hashAccessToken(input.token));
      if (!link) throw linkProblem('invalid', language);
      if (link.usedAt) throw linkProblem('used', language);
      if (link.expiresAt.getTime() <= Date.now()) throw linkProblem('expired', language);
      const user = await users.findById({ companyId: company.id }, link.userId);
      if (!user) throw linkProblem('invalid', language);
      if (user.passwordHash === null && user.googleSubject !== null) {
        throw new AppError(ErrorCode.CannotUpdateGoogleAccount);
      }
      const passwordHash = await hashPassword(input.passwordHash);

      await db.transaction(async (tx) => {
        const repository = createPasswordResetRepository(tx);
        if (!(await repository.consume(link.id))) throw linkProblem('used', language);
        await createUserRepository(tx).update({ companyId: company.id }, user.id, {
          passwordHash,
        });
        await repository.deleteOpenOfUser(user.id);
        await createSessionRepository(tx).revokeAllOfUser(user.id, 'password_reset');
        const throttle = createLoginThrottle(tx);
        for (const known of [user.email, user.username]) {
          if (known) await throttle.reset({ companyId: company.id, identity: known });
        }
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

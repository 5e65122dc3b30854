import { ErrorCode } from '@hondana/contract';
import { hashAccessToken } from '../../platform/crypto/access-token.js';
import { hashPassword } from '../../platform/crypto/password.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Language } from '../../platform/http/language.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import { createLoginThrottleRepository } from './login-throttle.repository.js';
import type { PasswordResetRequest } from './password-reset.jobs.js';
import type { AuthCollaborators } from './auth-collaborators.js';
import { createPasswordResetRepository } from './password-reset.repository.js';

/** What a reset call needs of the request besides its context. */
export interface PasswordResetRequestFacts {
  language: Language;
  /** The `domain` parameter, which must name the host's company when given. */
  domain?: string | undefined;
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

export function createPasswordResetService(
  deps: AuthCollaborators & {
    /** Stores one `auth.password-reset.request` job (JobQueue.send). */
    queueResetRequest(request: PasswordResetRequest): Promise<unknown>;
  },
) {
  const { db, users, sessions, clock, securityEvents } = deps;
  const resets = createPasswordResetRepository(db);
  const throttle = createLoginThrottleRepository(db);

  return {
    /**
     * "Forgot password": only queues the request (one insert, the same for every identity) so
     * neither the answer nor its timing tells which accounts exist; the job finds the account
     * and mails the link (password-reset.jobs.ts).
     */
    async requestReset(
      ctx: CompanyContext,
      input: PasswordResetRequestFacts & { identity: string },
    ): Promise<void> {
      const { company } = ctx;
      deps.companies.assertSameCompany(ctx, input.domain);
      if (!company.allowForgotPassword) throw new AppError(ErrorCode.NoPermission);
      await deps.queueResetRequest({
        company_id: company.id,
        identity: input.identity,
        language: input.language,
      });
    },

    /**
     * Sets the password named by a reset link, once. Ends every session of the user (whoever
     * knew the old password is signed out) and clears the sign-in lockout.
     */
    async resetPassword(
      ctx: CompanyContext,
      input: PasswordResetRequestFacts & { token: string; passwordHash: string },
    ): Promise<void> {
      const { company } = ctx;
      const { language } = input;
      const link = await resets.findByTokenHash(company.id, hashAccessToken(input.token));
      // Links an administrator had sent work whether or not readers may ask for one themselves.
      if (link?.purpose !== 'set' && !company.allowForgotPassword) {
        throw new AppError(ErrorCode.NoPermission);
      }
      if (!link) throw linkProblem('invalid', language);
      if (link.usedAt) throw linkProblem('used', language);
      if (link.expiresAt.getTime() <= clock.now().getTime()) throw linkProblem('expired', language);
      const user = await users.findById(ctx, link.userId);
      if (!user) throw linkProblem('invalid', language);
      if (user.passwordHash === null && user.googleSubject !== null) {
        throw new AppError(ErrorCode.CannotUpdateGoogleAccount);
      }
      const passwordHash = await hashPassword(input.passwordHash);

      await db.transaction(async () => {
        if (!(await resets.consume(company.id, link.id))) throw linkProblem('used', language);
        await users.update(ctx, user.id, { passwordHash });
        await resets.deleteOpenOfUser(company.id, user.id);
        await sessions.endAllOfUser(ctx, user.id, 'password_reset');
        for (const known of [user.email, user.username]) {
          if (known) await throttle.resetIdentity({ companyId: company.id, identity: known });
        }
      });
      securityEvents.record({
        action: 'auth.reset-password',
        outcome: 'success',
        subjectId: user.id,
        details: { purpose: link.purpose },
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

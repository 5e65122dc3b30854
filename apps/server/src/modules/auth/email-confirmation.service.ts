import { ErrorCode } from '@hondana/contract';
import { hashAccessToken, newAccessToken } from '../../platform/crypto/access-token.js';
import type { Executor } from '../../platform/db/database.js';
import { scopeOf } from '../../platform/db/tenant-scope.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RequestContext } from '../../platform/http/request-context.js';
import type { UserService } from '../user/user.service.js';
import type { Clock } from '../../platform/clock/clock.js';
import type { UserRow } from '../user/user.tables.js';
import { createEmailConfirmationRepository } from './email-confirmation.repository.js';

/** How long a confirmation link works (docs/decisions-auth.md). */
export const EMAIL_CONFIRMATION_HOURS = 24;

/** The page of the web app the link opens; it posts the token to auth/confirm-email. */
export function confirmationUrlOf(siteUrl: string, token: string): string {
  return `${siteUrl}/confirm-email?token=${encodeURIComponent(token)}`;
}

export type ConfirmLinkProblem = 'invalid' | 'used' | 'expired';

const problemText: Record<ConfirmLinkProblem, Record<'ja' | 'en', string>> = {
  invalid: {
    ja: 'この確認リンクは無効です。',
    en: 'This confirmation link is not valid.',
  },
  used: {
    ja: 'この確認リンクは既に使用されています。',
    en: 'This confirmation link has already been used.',
  },
  expired: {
    ja: 'この確認リンクの有効期限（24時間）が切れています。メールアドレスをもう一度変更してください。',
    en: 'This confirmation link has expired (links work for 24 hours). Change the e-mail address again to get a new one.',
  },
};

function linkProblem(reason: ConfirmLinkProblem, language: 'ja' | 'en'): AppError {
  return new AppError(ErrorCode.BadRequest, {
    message: problemText[reason][language],
    details: { reason },
  });
}

/**
 * Proof that a user reads the mailbox of their address. Until it is given, Google sign-in does
 * not link a Google account to them (google-login.service.ts), so nobody can register a
 * victim's address first and share the account once the victim signs in with Google.
 * `issue` belongs in the transaction that set the address.
 */
export function createEmailConfirmationService(
  db: Executor,
  { users, clock }: { users: UserService; clock: Clock },
) {
  const links = createEmailConfirmationRepository(db);
  const now = () => clock.now();

  return {
    /**
     * A new single-use link for the user's current address on the context's site, replacing
     * older ones. Answers the token to put in the mail.
     */
    async issue(ctx: RequestContext, user: Pick<UserRow, 'id' | 'email'>): Promise<string> {
      if (!user.email) throw new Error('A user without an e-mail address has nothing to confirm.');
      const scope = scopeOf(ctx);
      await links.deleteOfUser(scope, user.id);
      const token = newAccessToken();
      await links.insert({
        userId: user.id,
        companyId: scope.companyId,
        email: user.email,
        tokenHash: hashAccessToken(token),
        expiresAt: new Date(now().getTime() + EMAIL_CONFIRMATION_HOURS * 60 * 60 * 1000),
      });
      return token;
    },

    /**
     * Confirms the address a link was mailed to, once, on the site it was mailed for. A link
     * for an address the user no longer has is invalid.
     */
    async confirm(ctx: RequestContext, token: string, language: 'ja' | 'en'): Promise<void> {
      const scope = scopeOf(ctx);
      const link = await links.findByTokenHash(scope, hashAccessToken(token));
      if (!link) throw linkProblem('invalid', language);
      if (link.usedAt) throw linkProblem('used', language);
      if (link.expiresAt.getTime() <= now().getTime()) throw linkProblem('expired', language);
      await db.transaction(async () => {
        if (!(await links.consume(scope, link.id))) throw linkProblem('used', language);
        const user = await users.findById(ctx, link.userId);
        if (!user?.email || user.email.toLowerCase() !== link.email.toLowerCase()) {
          throw linkProblem('invalid', language);
        }
        await users.update(ctx, user.id, { emailVerifiedAt: now() });
      });
    },
  };
}

export type EmailConfirmationService = ReturnType<typeof createEmailConfirmationService>;

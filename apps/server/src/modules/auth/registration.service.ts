import { AccountType, ErrorCode } from '@hondana/contract';
import { hashPassword } from '../../platform/crypto/password.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Language } from '../../platform/http/language.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { CompanyRow } from '../company/company.tables.js';
import { siteUrlOf } from '../user/account.mails.js';
import { parseIdentity } from '../user/identity.parser.js';
import { isUniqueViolation } from '../user/user.repository.js';
import type { UserRow } from '../user/user.tables.js';
import type { AuthCollaborators } from './auth-collaborators.js';
import type { ConfirmationMail } from './email-confirmation.jobs.js';

export interface RegistrationInput {
  /** The visitor's language (Accept-Language): the new account's language and the mail's. */
  language: Language;
  /** The `domain` parameter, which must name the host's company when given. */
  domain?: string | undefined;
  fullName: string;
  /** E-mail address or username, by the company's account type. */
  identity: string;
  /** Client SHA-256 of the password; its policy is checked by the web form (shared schema). */
  passwordHash: string;
}

/** Companies let visitors register only when the register link is on and they have accounts. */
export function canRegister(company: CompanyRow): boolean {
  return company.showLinkRegisterUser && company.accountType !== AccountType.OpenType;
}

export function createRegistrationService(
  deps: AuthCollaborators & {
    /** Queues the REGISTER_USER mail with its confirmation link, in the registration's transaction. */
    queueConfirmationMail: (mail: ConfirmationMail) => Promise<unknown>;
    /** config.publicUrl: links in mails. */
    publicUrl: string;
  },
) {
  const { db, users } = deps;

  return {
    /**
     * Creates a USER of the host's company and sends the REGISTER_USER mail. New users join the
     * company's default user group when there is one, and count against both limits.
     */
    async register(ctx: CompanyContext, input: RegistrationInput): Promise<UserRow> {
      const { company } = ctx;
      deps.companies.assertSameCompany(ctx, input.domain);
      if (!canRegister(company)) throw new AppError(ErrorCode.NoPermission);
      // The column follows the account type; ALL takes whichever form the visitor typed.
      const { value: identity, column } = parseIdentity(company.accountType, input.identity);
      // Hashing takes tens of milliseconds: done before the lock that serialises registrations.
      const passwordHash = await hashPassword(input.passwordHash);

      const user = await db
        .transaction(async () => {
          const created = await users.createEndUser(
            ctx,
            {
              email: column === 'email' ? identity : null,
              username: column === 'username' ? identity : null,
              fullName: input.fullName,
              passwordHash,
              lang: input.language,
            },
            { refuseTakenIdentity: column },
          );
          // Username-only accounts have no address to write to (nor one Google could link to).
          if (created.email) {
            await deps.queueConfirmationMail({
              kind: 'register',
              company_id: company.id,
              user_id: created.id,
              site_url: siteUrlOf(deps.publicUrl, company.domain),
              site_name: company.name,
              language: input.language,
              username: identity,
            });
          }
          return created;
        })
        .catch((error: unknown) => {
          // Registrations on PostgreSQL servers race past the check: the unique index decides.
          if (isUniqueViolation(error)) throw new AppError(ErrorCode.EmailExists);
          throw error;
        });
      return user;
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

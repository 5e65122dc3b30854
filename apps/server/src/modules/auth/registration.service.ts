import {
  AccountType,
  ErrorCode,
  identityFor,
  patterns,
  RoleLevel,
  type AccountType as AccountTypeValue,
} from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { hashPassword } from '../../platform/crypto/password.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyRow } from '../company/company.tables.js';
import { buildAccountMail, siteUrlOf, type MailDispatcher } from '../user/account.mails.js';
import {
  createUserRepository,
  isUniqueViolation,
  type IdentityColumn,
} from '../user/user.repository.js';
import type { UserRow } from '../user/user.tables.js';

export interface RegistrationContext {
  company: CompanyRow;
  /** The visitor's language (Accept-Language): the new account's language and the mail's. */
  language: 'ja' | 'en';
  /** The Host header, whose port the site address in the mail keeps. */
  requestHost: string | undefined;
}

export interface RegistrationInput {
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

/** Which column the identity fills: ALL takes whichever form the visitor typed. */
export function identityColumnFor(accountType: AccountTypeValue, identity: string): IdentityColumn {
  if (accountType === AccountType.Email) return 'email';
  if (accountType === AccountType.All && patterns.email.test(identity)) return 'email';
  return 'username';
}

export function createRegistrationService(deps: {
  db: Database;
  mails: MailDispatcher;
  publicUrlScheme: 'http' | 'https';
}) {
  const { db, mails } = deps;

  return {
    /**
     * Creates a USER of the host's company and sends the REGISTER_USER mail. New users join the
     * company's default user group when there is one, and count against both limits.
     */
    async register(context: RegistrationContext, input: RegistrationInput): Promise<UserRow> {
      const { company } = context;
      if (!canRegister(company)) throw new AppError(ErrorCode.NoPermission);
      const parsed = identityFor(company.accountType).safeParse(input.identity);
      if (!parsed.success) {
        throw new AppError(ErrorCode.BadRequest, {
          details: {
            fields: parsed.error.issues.map((issue) => ({
              field: 'email',
              message: issue.message,
            })),
          },
        });
      }
      const identity = parsed.data;
      const column = identityColumnFor(company.accountType, identity);
      // Hashing takes tens of milliseconds: done before the lock that serialises registrations.
      const passwordHash = await hashPassword(input.passwordHash);

      const user = await db
        .transaction(async (tx) => {
          const users = createUserRepository(tx);
          await users.lockCompanyUserCount(company.id);
          const scope = { companyId: company.id };
          if (await users.isIdentityTaken(scope, column, identity)) {
            throw new AppError(ErrorCode.EmailExists);
          }
          if ((await users.countEndUsers(company.id)) >= company.maxUser) {
            throw new AppError(ErrorCode.CompanyMaxUsersReached);
          }
          const group = await users.findDefaultUserGroup(company.id);
          if (group && (await users.countGroupMembers(company.id, group.id)) >= group.maxUser) {
            throw new AppError(ErrorCode.MaxUserExceeded);
          }
          return users.insert({
            companyId: company.id,
            roleLevel: RoleLevel.User,
            email: column === 'email' ? identity : null,
            username: column === 'username' ? identity : null,
            fullName: input.fullName,
            passwordHash,
            lang: context.language,
            userGroupId: group?.id ?? null,
            accessExpiresAt:
              group?.expiryPeriodDays != null
                ? new Date(Date.now() + group.expiryPeriodDays * 24 * 60 * 60 * 1000)
                : null,
          });
        })
        .catch((error: unknown) => {
          // Registrations on PostgreSQL servers race past the check: the unique index decides.
          if (isUniqueViolation(error)) throw new AppError(ErrorCode.EmailExists);
          throw error;
        });

      // Username-only accounts have no address to write to.
      if (user.email) {
        await mails.dispatch(
          buildAccountMail('REGISTER_USER', context.language, user.email, {
            fullName: user.fullName,
            username: identity,
            companyName: company.name,
            siteUrl: siteUrlOf(deps.publicUrlScheme, company.domain, context.requestHost),
          }),
        );
      }
      return user;
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

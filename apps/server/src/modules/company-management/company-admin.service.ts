import { domainSchema, ErrorCode } from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { hashPassword } from '../../platform/crypto/password.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SecurityEvents } from '../../platform/log/security-events.js';
import { systemContext, type ActorContext } from '../../platform/http/request-context.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { companyStoragePrefix } from '../company/company-images.js';
import type { CompanyPageQuery } from '../company/company.repository.js';
import type { CompanyService } from '../company/company.service.js';
import type { CompanyRow, NewCompanyRow } from '../company/company.tables.js';
import { isUniqueViolation } from '../user/user.repository.js';
import type { UserService } from '../user/user.service.js';
import type { UserRow } from '../user/user.tables.js';
import type { CompanyAddBody, CompanySettingsInput } from '@hondana/contract';
import {
  DEFAULT_USER_GROUP_NAMES,
  type UserGroupService,
} from '../user-group/user-group.service.js';

export interface CompanyAdminServiceOptions {
  db: Database;
  storage: ObjectStorage;
  secretBox: SecretBox;
  /** Host names of the system administrators' site: never a company's domain. */
  adminHosts: readonly string[];
  /** Its host cache is evicted whenever a domain starts or stops naming a company. */
  companies: CompanyService;
  users: UserService;
  userGroups: UserGroupService;
  securityEvents: SecurityEvents;
}

export interface CompanyWithOwner {
  company: CompanyRow;
  owner: UserRow | null;
}

function domainTaken(domain: string): AppError {
  return new AppError(ErrorCode.DomainExists, {
    message: `The domain '${domain}' is already used by another company.`,
  });
}

function companyNotFound(id: number): AppError {
  return new AppError(ErrorCode.CompanyNotFound, { message: `Company ${id} does not exist.` });
}

function toColumns(
  secretBox: SecretBox,
  input: CompanySettingsInput,
  companyId: number | null,
): Partial<NewCompanyRow> {
  const columns: Partial<NewCompanyRow> = {};
  const textOrNull = (value: string | null) => (value === null || value === '' ? null : value);
  if (input.name !== undefined) columns.name = input.name;
  if (input.email !== undefined) columns.email = input.email;
  if (input.account_type !== undefined) columns.accountType = input.account_type;
  if (input.strict_password !== undefined) columns.strictPassword = input.strict_password;
  if (input.allow_forgot_password !== undefined)
    columns.allowForgotPassword = input.allow_forgot_password;
  if (input.allow_login_by_ip_address !== undefined)
    columns.allowLoginByIpAddress = input.allow_login_by_ip_address;
  if (input.allow_change_password !== undefined)
    columns.allowChangePassword = input.allow_change_password;
  if (input.allow_cancel_account !== undefined)
    columns.allowCancelAccount = input.allow_cancel_account;
  if (input.google_option !== undefined) columns.googleOption = input.google_option;
  if (input.google_client_id !== undefined)
    columns.googleClientId = textOrNull(input.google_client_id);
  if (input.google_client_secret !== undefined && companyId !== null) {
    const secret = input.google_client_secret?.trim() ?? '';
    columns.googleClientSecret = secret === '' ? null : secretBox.seal(secret, companyId);
  }
  if (input.google_auto_load !== undefined) columns.googleAutoLoad = input.google_auto_load;
  if (input.title_of_email_field !== undefined)
    columns.titleOfEmailField = textOrNull(input.title_of_email_field);
  if (input.title_of_password_field !== undefined)
    columns.titleOfPasswordField = textOrNull(input.title_of_password_field);
  if (input.show_subscription_status !== undefined)
    columns.showSubscriptionStatus = input.show_subscription_status;
  if (input.show_link_register_user !== undefined)
    columns.showLinkRegisterUser = input.show_link_register_user;
  if (input.session_minutes !== undefined) columns.sessionMinutes = input.session_minutes;
  if (input.session_overflow !== undefined) columns.sessionOverflow = input.session_overflow;
  if (input.ip_addresses !== undefined) columns.ipAddresses = input.ip_addresses;
  if (input.max_content !== undefined) columns.maxContent = input.max_content;
  if (input.max_user !== undefined) columns.maxUser = input.max_user;
  if (input.view_page !== undefined) columns.viewPage = input.view_page;
  if (input.setting_login !== undefined) columns.settingLogin = input.setting_login;
  if (input.title_page !== undefined) columns.titlePage = textOrNull(input.title_page);
  if (input.email_sender !== undefined) columns.emailSender = textOrNull(input.email_sender);
  return columns;
}

/** Listing, reading and deleting companies. */
function companyReadCalls(options: CompanyAdminServiceOptions) {
  const { storage, companies, users, securityEvents } = options;
  return {
    listPage(ctx: ActorContext, query: CompanyPageQuery) {
      return companies.findPage(ctx, query);
    },

    async getDetail(ctx: ActorContext, id: number): Promise<CompanyWithOwner> {
      const company = await companies.findById(id);
      if (!company) throw companyNotFound(id);
      const owner = await users.findFirstCompanyAdmin(ctx, id);
      return { company, owner };
    },

    /**
     * Deletes the rows first (users, groups, contents, sessions cascade), then the files: a
     * storage failure leaves unreachable files under a prefix no future company reuses (ids are
     * never reused), never rows pointing at missing files.
     */
    async deleteCompany(
      ctx: ActorContext,
      id: number,
    ): Promise<{ company: CompanyRow; filesRemoved: boolean; storageError?: unknown }> {
      const company = await companies.delete(ctx, id);
      if (!company) throw companyNotFound(id);
      await companies.evictCompany(company.domain);
      securityEvents.record({ action: 'company.delete', outcome: 'success', companyId: id });
      try {
        await storage.deletePrefix(companyStoragePrefix(id));
        return { company, filesRemoved: true };
      } catch (storageError) {
        return { company, filesRemoved: false, storageError };
      }
    },
  };
}

/** Adding a company (with its first administrator and default group) and changing one. */
function companyWriteCalls(options: CompanyAdminServiceOptions) {
  const { db, secretBox, companies, users, userGroups, securityEvents } = options;
  const adminHosts = new Set(options.adminHosts.map((h) => h.toLowerCase()));

  /** The canonical (lowercase) domain, or 415 for a malformed or reserved one. */
  function normalizeDomain(raw: string): string {
    const parsed = domainSchema.safeParse(raw);
    if (!parsed.success) {
      throw new AppError(ErrorCode.InvalidDomain, {
        message: `'${raw}' is not a valid domain name (like books.example.com).`,
      });
    }
    if (adminHosts.has(parsed.data)) {
      throw new AppError(ErrorCode.InvalidDomain, {
        message: `'${parsed.data}' is the system administrators' host and cannot be a company's domain.`,
      });
    }
    return parsed.data;
  }
  return {
    /** The company and its first company administrator, both or neither (one transaction). */
    async addCompany(ctx: ActorContext, body: CompanyAddBody): Promise<CompanyWithOwner> {
      const domain = normalizeDomain(body.domain);
      // argon2 is slow on purpose; hashing before the transaction keeps it short.
      const passwordHash = await hashPassword(body.password_hash);
      try {
        const created = await db.transaction(async () => {
          if (await companies.isDomainTaken(ctx, domain)) throw domainTaken(domain);
          const inserted = await companies.insert(ctx, {
            ...toColumns(secretBox, body, null),
            name: body.name,
            email: body.email,
            domain,
          });
          // The secret is sealed with the company id as associated data, so it needs the id first.
          const secret = toColumns(secretBox, body, inserted.id).googleClientSecret;
          const company = secret
            ? ((await companies.update(ctx, inserted.id, { googleClientSecret: secret })) ??
              inserted)
            : inserted;
          const owner = await users.insertCompanyAdmin(ctx, company.id, {
            email: body.email,
            fullName: body.full_name ?? body.name,
            passwordHash,
          });
          // Every company starts with the default group its new users join (product.md §3).
          await userGroups.create(systemContext(company), {
            ...DEFAULT_USER_GROUP_NAMES,
            maxUser: company.maxUser,
            isDefault: true,
          });
          return { company, owner };
        });
        // The host cache may remember "no company here" from a visit before the company existed.
        await companies.evictCompany(domain);
        securityEvents.record({
          action: 'company.add',
          outcome: 'success',
          companyId: created.company.id,
          subjectId: created.owner.id,
        });
        return created;
      } catch (error) {
        if (isUniqueViolation(error)) throw domainTaken(domain);
        throw error;
      }
    },

    async updateCompany(
      ctx: ActorContext,
      id: number,
      input: CompanySettingsInput,
    ): Promise<CompanyRow> {
      const current = await companies.findById(id);
      if (!current) throw companyNotFound(id);
      const columns = toColumns(secretBox, input, id);
      if (input.domain !== undefined) {
        columns.domain = normalizeDomain(input.domain);
        if (await companies.isDomainTaken(ctx, columns.domain, id)) {
          throw domainTaken(columns.domain);
        }
      }
      let updated: CompanyRow | null;
      try {
        updated = await companies.update(ctx, id, columns);
      } catch (error) {
        if (isUniqueViolation(error)) throw domainTaken(columns.domain ?? current.domain);
        throw error;
      }
      if (!updated) throw companyNotFound(id);
      await companies.evictCompany(current.domain);
      await companies.evictCompany(updated.domain);
      securityEvents.record({
        action: 'company.update',
        outcome: 'success',
        companyId: id,
        // Which settings changed, never their values (a client secret is one of them).
        details: { changed: Object.keys(columns).sort().join(',') },
      });
      return updated;
    },
  };
}

/** Company management by system administrators (product.md §3 Company; api-catalogue.md §7). */
export function createCompanyAdminService(options: CompanyAdminServiceOptions) {
  return { ...companyReadCalls(options), ...companyWriteCalls(options) };
}

export type CompanyAdminService = ReturnType<typeof createCompanyAdminService>;

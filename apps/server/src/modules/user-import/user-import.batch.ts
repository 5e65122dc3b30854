import {
  AccountStatus,
  errorCatalogue,
  ErrorCode,
  ImportUserMode,
  limits,
  passwordFor,
  RoleLevel,
} from '@hondana/contract';
import type { Clock } from '../../platform/clock/clock.js';
import type { Database } from '../../platform/db/database.js';
import { clientHashOf, hashPassword } from '../../platform/crypto/password.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Language } from '../../platform/http/language.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { SetPasswordMail } from '../auth/password-reset.jobs.js';
import { createCsvImportRepository } from '../content-import/content-import.repository.js';
import { managedIdentityOf, paramsOf, type ManagedIdentity } from '../people/user-rules.js';
import type { SessionService } from '../session/session.service.js';
import type { UserGroupService } from '../user-group/user-group.service.js';
import type { UserGroupRow } from '../user-group/user-group.tables.js';
import { computeAccessExpiry } from '../user/end-user.service.js';
import type { UserService } from '../user/user.service.js';
import type { NewUserRow, UserRow } from '../user/user.tables.js';
import type { UserCsvRow } from './user-csv.js';

export interface UserImportBatchDeps {
  db: Database;
  users: UserService;
  userGroups: UserGroupService;
  sessions: SessionService;
  clock: Clock;
  /** Queues the set-password mail of a new user without a password, in the batch's transaction. */
  queueSetPasswordMail: (mail: SetPasswordMail) => Promise<unknown>;
}

/** Another run took the import over: this one stops (its batch rolls back). */
export class Superseded extends Error {}

const texts = {
  notFound: { ja: 'このユーザーは登録されていません。', en: 'No such user is registered.' },
  twice: {
    ja: '同じユーザーがファイル内に2回あります。',
    en: 'The same user appears twice in the file.',
  },
  noPassword: {
    ja: 'メールアドレスのないユーザーにはパスワードが必要です。',
    en: 'A user without an e-mail address needs a password.',
  },
  password: {
    ja: 'パスワードが会社のパスワードルールに合いません。',
    en: 'The password does not follow the company’s password rule.',
  },
} as const;

const reasonOf = (code: ErrorCode, language: Language) => errorCatalogue[code][language];

/**
 * The catalogue's code for a password of the wrong length, where the server sees it in clear
 * (a CSV import): 800 over the weak rule's 16 characters, 801 under the strict rule's 8, 802
 * under the weak rule's 4. A strict password over its 32 characters has no code (800 says 16):
 * the rule's own reason then, as for a password missing a digit or a capital.
 */
export function passwordLengthCodeOf(password: string, strict: boolean): ErrorCode | null {
  if (strict) {
    return password.length < limits.strictPasswordMinLength
      ? ErrorCode.StrictPasswordTooShort
      : null;
  }
  if (password.length > limits.weakPasswordMaxLength) return ErrorCode.PasswordTooLong;
  if (password.length < limits.weakPasswordMinLength) return ErrorCode.WeakPasswordTooShort;
  return null;
}

/** The settings and lookups one run of an import works with. */
export interface RunContext {
  ctx: CompanyContext;
  language: Language;
  mode: number;
  sendPasswordMail: boolean;
  groups: Map<number, UserGroupRow>;
  defaultGroup: UserGroupRow | null;
  contentGroupIds: Set<number>;
}

/** Where the batch starts: the run that writes it and the rows counted before it. */
export interface Progress {
  importId: number;
  attempt: number;
  processed: number;
}

export interface BatchRow {
  rowNumber: number;
  row: UserCsvRow;
}

interface RowError {
  rowNumber: number;
  cells: string[];
  reason: string;
}

/** A row that passed the checks needing no database, with its password hashed. */
interface CheckedRow {
  rowNumber: number;
  row: Extract<UserCsvRow, { ok: true }>;
  identity: ManagedIdentity;
  passwordHash: string | null;
}

/** The company's users and group logins the rows name, looked up at once under the batch's lock. */
interface Lookup {
  byEmail: Map<string, UserRow>;
  byUsername: Map<string, UserRow>;
  /** Lowercase login usernames of user groups: no user may take one (one namespace). */
  groupLogins: Set<string>;
}

/** What the batch counts as it goes, and the users it inserts and deletes at its end. */
interface BatchState {
  endUsers: number;
  members: Map<number, number>;
  seen: Set<string>;
  inserts: { values: Omit<NewUserRow, 'companyId'>; contentGroupIds: number[]; mail: boolean }[];
  deletions: number[];
}

const lower = (value: string | null) => value?.toLowerCase() ?? null;

/**
 * Writes one batch in one transaction: users, row errors and the progress counter. Rows follow
 * the rules of `POST /user/add`; a refused row becomes a row of the error file.
 */
export async function writeBatch(
  deps: UserImportBatchDeps,
  run: RunContext,
  progress: Progress,
  batch: BatchRow[],
): Promise<void> {
  const { ctx } = run;
  const errors: RowError[] = [];
  const checked = await checkRows(run, batch, errors);

  const { users } = deps;
  const bookkeeping = createCsvImportRepository(deps.db, 'user');
  await deps.db.transaction(async () => {
    await users.lockUserCount(ctx);
    const lookup = await lookUp(deps, ctx, checked);
    const state: BatchState = {
      endUsers: await users.countEndUsers(ctx),
      members: new Map(),
      seen: new Set(),
      inserts: [],
      deletions: [],
    };
    for (const entry of checked) {
      const reason = await applyRow(deps, run, lookup, state, entry);
      if (reason !== null) {
        errors.push({ rowNumber: entry.rowNumber, cells: entry.row.cells, reason });
      }
    }
    await insertAndDelete(deps, ctx, state);

    await bookkeeping.insertRowErrors(progress.importId, errors);
    const advanced = await bookkeeping.advance(
      ctx.company.id,
      progress.importId,
      progress.attempt,
      progress.processed,
      errors.length,
      batch.length,
    );
    if (!advanced) throw new Superseded();
  });
}

/** Checks that need no database, and the passwords hashed (argon2 is slow: in parallel). */
async function checkRows(
  run: RunContext,
  batch: BatchRow[],
  errors: RowError[],
): Promise<CheckedRow[]> {
  const { ctx, language } = run;
  const checked: (Omit<CheckedRow, 'passwordHash'> & { hashing: Promise<string | null> })[] = [];
  const policy = passwordFor(ctx.company.strictPassword);
  for (const { rowNumber, row } of batch) {
    if (!row.ok) {
      errors.push({ rowNumber, cells: row.cells, reason: row.reason });
      continue;
    }
    if (row.password !== null && !policy.safeParse(row.password).success) {
      const code = passwordLengthCodeOf(row.password, ctx.company.strictPassword);
      const reason = code === null ? texts.password[language] : reasonOf(code, language);
      errors.push({ rowNumber, cells: row.cells, reason });
      continue;
    }
    try {
      // Whether a user without a password needs an e-mail is known only once the row is
      // matched (an existing user keeps theirs): checked below for new users.
      const identity = managedIdentityOf(ctx.company, row.body, { hasPassword: true });
      const hashing =
        row.password === null || run.mode === ImportUserMode.Delete
          ? Promise.resolve(null)
          : hashPassword(clientHashOf(row.password));
      checked.push({ rowNumber, row, identity, hashing });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push({ rowNumber, cells: row.cells, reason: reasonOf(error.code, language) });
    }
  }
  const hashes = await Promise.all(checked.map((entry) => entry.hashing));
  return checked.map(({ hashing: _, ...entry }, position) => ({
    ...entry,
    passwordHash: hashes[position] ?? null,
  }));
}

async function lookUp(
  { users, userGroups }: UserImportBatchDeps,
  ctx: CompanyContext,
  rows: CheckedRow[],
): Promise<Lookup> {
  const emails = rows.flatMap((entry) =>
    entry.identity.email ? [lower(entry.identity.email)!] : [],
  );
  const usernames = rows.flatMap((entry) =>
    entry.identity.username ? [lower(entry.identity.username)!] : [],
  );
  const existing = await users.findByIdentities(ctx, emails, usernames);
  return {
    groupLogins: await userGroups.loginUsernamesAmong(ctx, usernames),
    byEmail: new Map(existing.flatMap((user) => (user.email ? [[lower(user.email)!, user]] : []))),
    byUsername: new Map(
      existing.flatMap((user) => (user.username ? [[lower(user.username)!, user]] : [])),
    ),
  };
}

/**
 * Decides one row: a matched user is updated at once, a new or deleted one waits for the batch's
 * end (one statement each). Answers why the row is refused, or null.
 */
async function applyRow(
  deps: UserImportBatchDeps,
  run: RunContext,
  lookup: Lookup,
  state: BatchState,
  entry: CheckedRow,
): Promise<string | null> {
  const { ctx, language } = run;
  const { row, identity, passwordHash } = entry;
  const keys = [
    identity.email && `e:${lower(identity.email)}`,
    identity.username && `u:${lower(identity.username)}`,
  ].filter((key): key is string => Boolean(key));
  if (keys.some((key) => state.seen.has(key))) return texts.twice[language];
  keys.forEach((key) => state.seen.add(key));
  const match =
    (identity.email && lookup.byEmail.get(lower(identity.email)!)) ||
    (identity.username && lookup.byUsername.get(lower(identity.username)!)) ||
    null;
  if (match && match.roleLevel !== RoleLevel.User && match.roleLevel !== RoleLevel.GroupUser) {
    return reasonOf(ErrorCode.EmailExists, language);
  }

  if (run.mode === ImportUserMode.Delete) {
    if (!match) return texts.notFound[language];
    state.deletions.push(match.id);
    return null;
  }
  if (match && run.mode === ImportUserMode.IgnoreExisting) return null;
  // A username the row gives a user must be free: no group signs in with it (sign-in would find
  // the user, never the group) and no other user has it (a user matched by e-mail).
  const username = lower(identity.username);
  if (username && username !== lower(match?.username ?? null)) {
    const holder = lookup.byUsername.get(username);
    if (lookup.groupLogins.has(username) || (holder && holder.id !== match?.id)) {
      return reasonOf(ErrorCode.EmailExists, language);
    }
  }

  const group =
    row.body.user_group_id == null ? run.defaultGroup : run.groups.get(row.body.user_group_id);
  if (!group && row.body.user_group_id != null) {
    return reasonOf(ErrorCode.UserGroupNotFound, language);
  }
  if (row.body.content_group_ids.some((id) => !run.contentGroupIds.has(id))) {
    return reasonOf(ErrorCode.ContentGroupNotFound, language);
  }
  const { users } = deps;
  if (group && (!match || match.userGroupId !== group.id)) {
    const count = state.members.get(group.id) ?? (await users.countGroupMembers(ctx, group.id));
    if (count >= group.maxUser) return reasonOf(ErrorCode.UserGroupMaxUsersReached, language);
    state.members.set(group.id, count + 1);
  }
  const values = {
    ...identity,
    ...paramsOf(row.body),
    fullName: row.body.full_name.trim(),
    lang: row.body.lang,
    roleLevel: row.body.role_level,
    userGroupId: group?.id ?? null,
    accountStatus: row.body.is_account_status,
  };
  const contentGroupIds = [...new Set(row.body.content_group_ids)];
  if (match) {
    await updateUser(
      deps,
      ctx,
      match,
      { ...values, ...(passwordHash ? { passwordHash } : {}) },
      group,
    );
    await users.replaceOwnContentGroups(ctx, match.id, contentGroupIds);
    return null;
  }
  // No password and no address: nothing could ever let this person sign in.
  if (passwordHash === null && identity.email === null) return texts.noPassword[language];
  if (state.endUsers >= ctx.company.maxUser) {
    return reasonOf(ErrorCode.CompanyMaxUsersReached, language);
  }
  state.endUsers += 1;
  const now = deps.clock.now();
  state.inserts.push({
    values: {
      ...values,
      passwordHash,
      // Imported addresses are unconfirmed until their owners follow a link mailed to them.
      emailVerifiedAt: null,
      accessExpiresAt: computeAccessExpiry(group ?? null, now),
    },
    contentGroupIds,
    mail: passwordHash === null && run.sendPasswordMail && identity.email !== null,
  });
  return null;
}

/** The batch's new users (with their content groups and set-password mails) and deletions. */
async function insertAndDelete(
  deps: UserImportBatchDeps,
  ctx: CompanyContext,
  state: BatchState,
): Promise<void> {
  const { users } = deps;
  const { inserts } = state;
  const created = await users.insertMany(
    ctx,
    inserts.map((entry) => entry.values),
  );
  await users.addOwnContentGroups(
    ctx,
    created.flatMap((user, position) =>
      inserts[position]!.contentGroupIds.map((contentGroupId) => ({
        userId: user.id,
        contentGroupId,
      })),
    ),
  );
  for (const [position, user] of created.entries()) {
    if (inserts[position]!.mail) {
      await deps.queueSetPasswordMail({
        company_id: ctx.company.id,
        user_id: user.id,
        kind: 'new',
      });
    }
  }
  await users.deleteMany(ctx, state.deletions);
}

/** An existing user overwritten by a row: suspension, a new password or group end sessions. */
async function updateUser(
  { users, sessions, clock }: UserImportBatchDeps,
  ctx: CompanyContext,
  user: UserRow,
  values: Partial<NewUserRow>,
  group: UserGroupRow | null | undefined,
): Promise<void> {
  const groupChanged = (group?.id ?? null) !== user.userGroupId;
  await users.update(ctx, user.id, {
    ...values,
    ...(groupChanged ? { accessExpiresAt: computeAccessExpiry(group ?? null, clock.now()) } : {}),
  });
  if (values.accountStatus === AccountStatus.Suspended || values.passwordHash || groupChanged) {
    await sessions.endAllOfUser(ctx, user.id, 'changed_by_import');
  }
}

import {
  errorCatalogue,
  ErrorCode,
  ImportRequestStatus,
  ImportUserMode,
  passwordFor,
  RoleLevel,
} from '@hondana/contract';
import { parse } from 'csv-parse';
import type { Database, Executor } from '../../platform/db/database.js';
import { clientHashOf, hashPassword } from '../../platform/crypto/password.js';
import { CsvFileError } from '../../platform/csv/csv-text.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Language } from '../../platform/http/language.js';
import { systemContext, type CompanyContext } from '../../platform/http/request-context.js';
import { StorageNotFoundError, type ObjectStorage } from '../../platform/storage/object-storage.js';
import type { SetPasswordMail } from '../auth/password-reset.jobs.js';
import { createCompanyService } from '../company/company.service.js';
import type { CsvImportJobData } from '../content-import/content-import.service.js';
import { MAX_IMPORT_RUNS } from '../content-import/content-import.runner.js';
import { createCsvImportRepository } from '../content-import/content-import.repository.js';
import { managedIdentityOf, paramsOf } from '../people/user-rules.js';
import { createSessionService } from '../session/session.service.js';
import { createUserGroupService } from '../user-group/user-group.service.js';
import type { UserGroupRow } from '../user-group/user-group.tables.js';
import { computeAccessExpiry } from '../user/end-user.service.js';
import { createUserService } from '../user/user.service.js';
import type { NewUserRow, UserRow } from '../user/user.tables.js';
import { readUserCsvRow, userCsvIndexOf, type UserCsvIndex, type UserCsvRow } from './user-csv.js';

/** Rows per transaction: big enough for multi-row statements, small enough to resume cheaply. */
export const USER_IMPORT_BATCH = 500;

export interface UserImportRunnerDeps {
  db: Database;
  storage: ObjectStorage;
  /** Queues the set-password mail of a new user without a password, in the batch's transaction. */
  queueSetPasswordMail: (tx: Executor, mail: SetPasswordMail) => Promise<unknown>;
}

class Superseded extends Error {}

const texts = {
  interrupted: {
    ja: 'インポートが何度も中断されたため、中止しました。',
    en: 'The import was interrupted too many times and was stopped.',
  },
  missingFile: {
    ja: 'アップロードされたファイルが見つかりません。',
    en: 'The uploaded file is missing.',
  },
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

/** The settings and lookups one run of an import works with. */
interface RunContext {
  ctx: CompanyContext;
  language: Language;
  mode: number;
  sendPasswordMail: boolean;
  groups: Map<number, UserGroupRow>;
  defaultGroup: UserGroupRow | null;
  contentGroupIds: Set<number>;
}

/**
 * One run of `user-import.run`. The file is streamed from storage (memory stays flat whatever
 * its size) and written in batches: each batch is one transaction holding its users, its row
 * errors and the progress counter, so a run killed at any point leaves whole batches and the
 * next run resumes after the last one counted. Rows follow the rules of `POST /user/add`.
 */
export async function runUserImport(
  deps: UserImportRunnerDeps,
  data: CsvImportJobData,
): Promise<void> {
  const { db, storage } = deps;
  const { importId, companyId, language } = data;
  const repository = createCsvImportRepository(db, 'user');
  const company = await createCompanyService(db).findById(companyId);
  const current = company ? await repository.findById(companyId, importId) : null;
  if (!company || !current || current.requestStatus !== ImportRequestStatus.Progressing) return;
  // The file may hold passwords in clear: it goes as soon as the import is over, well or not,
  // deleted by the run that ends the import (a newer run may be reading it) before that end
  // commits. One that cannot be deleted now keeps its key for the clean-up job
  // (csv-upload-expiry.ts): the import still ends, or it would block the next one (746).
  const end = (outcome: {
    status: ImportRequestStatus;
    failureReason?: string;
    attempt?: number;
  }) =>
    db.transaction(async (tx) => {
      const imports = createCsvImportRepository(tx, 'user');
      if (!(await imports.finish(companyId, importId, outcome))) return;
      const deleted = await storage.delete(current.fileKey).then(
        () => true,
        () => false,
      );
      if (deleted) await imports.forgetFile(companyId, importId);
    });
  const fail = (failureReason: string) => end({ status: ImportRequestStatus.Error, failureReason });
  if (current.attempts >= MAX_IMPORT_RUNS) return fail(texts.interrupted[language]);
  const run = await repository.beginAttempt(companyId, importId);
  if (!run) return;

  const ctx = systemContext(company);
  const groupService = createUserGroupService(db);
  const { rows: groupRows } = await groupService.page(ctx, { page: 1, size: 100_000 });
  const runContext: RunContext = {
    ctx,
    language,
    mode: run.importMode ?? ImportUserMode.OverwriteExisting,
    sendPasswordMail: run.sendPasswordMail,
    groups: new Map(groupRows.map((group) => [group.id, group])),
    defaultGroup: groupRows.find((group) => group.isDefault) ?? null,
    contentGroupIds: new Set(await groupService.allContentGroupIds(ctx)),
  };

  let stream;
  try {
    stream = (await storage.get(run.fileKey)).body;
  } catch (error) {
    if (error instanceof StorageNotFoundError) return fail(texts.missingFile[language]);
    throw error;
  }
  const records = stream.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true }),
  );
  let index: UserCsvIndex | null = null;
  let rowNumber = 0;
  let processed = run.processedRows;
  let batch: { rowNumber: number; row: UserCsvRow }[] = [];
  const flush = async () => {
    await writeBatch(deps, runContext, { importId, attempt: run.attempts, processed }, batch);
    processed += batch.length;
    batch = [];
  };
  try {
    for await (const record of records as AsyncIterable<string[]>) {
      if (!index) {
        index = userCsvIndexOf(record);
        continue;
      }
      rowNumber += 1;
      // Rows an earlier run committed are skipped, not read again.
      if (rowNumber <= run.processedRows) continue;
      batch.push({ rowNumber, row: readUserCsvRow(record, index, language) });
      if (batch.length >= USER_IMPORT_BATCH) await flush();
    }
    if (batch.length > 0) await flush();
  } catch (error) {
    if (error instanceof Superseded) return;
    if (error instanceof CsvFileError) return fail(error.message);
    throw error;
  }
  await end({ status: ImportRequestStatus.Success, attempt: run.attempts });
}

interface Progress {
  importId: number;
  attempt: number;
  processed: number;
}

/** Writes one batch in one transaction: users, row errors and the progress counter. */
async function writeBatch(
  deps: UserImportRunnerDeps,
  run: RunContext,
  progress: Progress,
  batch: { rowNumber: number; row: UserCsvRow }[],
): Promise<void> {
  const { ctx, language } = run;
  const errors: { rowNumber: number; cells: string[]; reason: string }[] = [];
  const refuse = (rowNumber: number, cells: string[], reason: string) =>
    errors.push({ rowNumber, cells, reason });

  // Checks that need no database, and the passwords hashed (argon2 is slow: in parallel).
  const checked: {
    rowNumber: number;
    row: Extract<UserCsvRow, { ok: true }>;
    identity: { email: string | null; username: string | null };
    passwordHash: Promise<string | null>;
  }[] = [];
  const policy = passwordFor(ctx.company.strictPassword);
  for (const { rowNumber, row } of batch) {
    if (!row.ok) {
      refuse(rowNumber, row.cells, row.reason);
      continue;
    }
    if (row.password !== null && !policy.safeParse(row.password).success) {
      refuse(rowNumber, row.cells, texts.password[language]);
      continue;
    }
    try {
      // Whether a user without a password needs an e-mail is known only once the row is
      // matched (an existing user keeps theirs): checked below for new users.
      const identity = managedIdentityOf(ctx.company, row.body, { hasPassword: true });
      const passwordHash =
        row.password === null || run.mode === ImportUserMode.Delete
          ? Promise.resolve(null)
          : hashPassword(clientHashOf(row.password));
      checked.push({ rowNumber, row, identity, passwordHash });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refuse(rowNumber, row.cells, reasonOf(error.code, language));
    }
  }
  const hashes = await Promise.all(checked.map((entry) => entry.passwordHash));

  await deps.db.transaction(async (tx) => {
    const users = createUserService(tx);
    await users.lockUserCount(ctx);
    const lower = (value: string | null) => value?.toLowerCase() ?? null;
    const existing = await users.findByIdentities(
      ctx,
      checked.flatMap((entry) =>
        entry.identity.email ? [entry.identity.email.toLowerCase()] : [],
      ),
      checked.flatMap((entry) =>
        entry.identity.username ? [entry.identity.username.toLowerCase()] : [],
      ),
    );
    const byEmail = new Map(
      existing.flatMap((user) => (user.email ? [[lower(user.email)!, user]] : [])),
    );
    const byUsername = new Map(
      existing.flatMap((user) => (user.username ? [[lower(user.username)!, user]] : [])),
    );
    let endUsers = await users.countEndUsers(ctx);
    const members = new Map<number, number>();
    const seen = new Set<string>();
    const inserts: {
      values: Omit<NewUserRow, 'companyId'>;
      contentGroupIds: number[];
      mail: boolean;
    }[] = [];
    const deletions: number[] = [];

    for (const [position, entry] of checked.entries()) {
      const { rowNumber, row, identity } = entry;
      const keys = [
        identity.email && `e:${lower(identity.email)}`,
        identity.username && `u:${lower(identity.username)}`,
      ].filter((key): key is string => Boolean(key));
      if (keys.some((key) => seen.has(key))) {
        refuse(rowNumber, row.cells, texts.twice[language]);
        continue;
      }
      keys.forEach((key) => seen.add(key));
      const match =
        (identity.email && byEmail.get(lower(identity.email)!)) ||
        (identity.username && byUsername.get(lower(identity.username)!)) ||
        null;
      if (match && match.roleLevel !== RoleLevel.User && match.roleLevel !== RoleLevel.GroupUser) {
        refuse(rowNumber, row.cells, reasonOf(ErrorCode.EmailExists, language));
        continue;
      }

      if (run.mode === ImportUserMode.Delete) {
        if (match) deletions.push(match.id);
        else refuse(rowNumber, row.cells, texts.notFound[language]);
        continue;
      }
      if (match && run.mode === ImportUserMode.IgnoreExisting) continue;

      const group =
        row.body.user_group_id == null ? run.defaultGroup : run.groups.get(row.body.user_group_id);
      if (!group && row.body.user_group_id != null) {
        refuse(rowNumber, row.cells, reasonOf(ErrorCode.UserGroupNotFound, language));
        continue;
      }
      if (row.body.content_group_ids.some((id) => !run.contentGroupIds.has(id))) {
        refuse(rowNumber, row.cells, reasonOf(ErrorCode.ContentGroupNotFound, language));
        continue;
      }
      const joins = group && (!match || match.userGroupId !== group.id);
      if (group && joins) {
        const count = members.get(group.id) ?? (await users.countGroupMembers(ctx, group.id));
        if (count >= group.maxUser) {
          refuse(rowNumber, row.cells, reasonOf(ErrorCode.UserGroupMaxUsersReached, language));
          continue;
        }
        members.set(group.id, count + 1);
      }
      const passwordHash = hashes[position] ?? null;
      const values = {
        ...identity,
        ...paramsOf(row.body),
        fullName: row.body.full_name.trim(),
        lang: row.body.lang,
        roleLevel: row.body.role_level,
        userGroupId: group?.id ?? null,
        accountStatus: row.body.is_account_status,
      };
      if (match) {
        await updateUser(
          tx,
          ctx,
          match,
          { ...values, ...(passwordHash ? { passwordHash } : {}) },
          group,
        );
        await users.replaceOwnContentGroups(ctx, match.id, [
          ...new Set(row.body.content_group_ids),
        ]);
        continue;
      }
      if (passwordHash === null && identity.email === null) {
        // No password and no address: nothing could ever let this person sign in.
        refuse(rowNumber, row.cells, texts.noPassword[language]);
        continue;
      }
      if (endUsers >= ctx.company.maxUser) {
        refuse(rowNumber, row.cells, reasonOf(ErrorCode.CompanyMaxUsersReached, language));
        continue;
      }
      endUsers += 1;
      const now = new Date();
      inserts.push({
        values: {
          ...values,
          passwordHash,
          emailVerifiedAt: identity.email ? now : null,
          accessExpiresAt: computeAccessExpiry(group ?? null, now),
        },
        contentGroupIds: [...new Set(row.body.content_group_ids)],
        mail: passwordHash === null && run.sendPasswordMail && identity.email !== null,
      });
    }

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
        await deps.queueSetPasswordMail(tx, {
          company_id: ctx.company.id,
          user_id: user.id,
          kind: 'new',
        });
      }
    }
    await users.deleteMany(ctx, deletions);

    const bookkeeping = createCsvImportRepository(tx, 'user');
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

/** An existing user overwritten by a row: suspension, a new password or group end sessions. */
async function updateUser(
  tx: Executor,
  ctx: CompanyContext,
  user: UserRow,
  values: Partial<NewUserRow>,
  group: UserGroupRow | null | undefined,
): Promise<void> {
  const groupChanged = (group?.id ?? null) !== user.userGroupId;
  await createUserService(tx).update(ctx, user.id, {
    ...values,
    ...(groupChanged ? { accessExpiresAt: computeAccessExpiry(group ?? null, new Date()) } : {}),
  });
  if (values.accountStatus === 1 || values.passwordHash || groupChanged) {
    await createSessionService(tx).endAllOfUser(ctx, user.id, 'changed_by_import');
  }
}

import { toSpreadsheetCsv } from '../../platform/csv/csv-export.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { UserService } from '../user/user.service.js';
import { userCsvColumns, type UserCsvColumn } from './user-csv.js';

const BATCH = 1000;

/** The user CSV export: every managed user, in the import template's columns. */
export function createUserExportService(users: UserService) {
  return {
    async exportCsv(ctx: CompanyContext): Promise<string> {
      const rows: (string | number | null)[][] = [];
      for (let afterId = 0; ;) {
        const batch = await users.managedBatchAfter(ctx, afterId, BATCH);
        if (batch.length === 0) break;
        const groups = await users.ownContentGroupsOf(
          ctx,
          batch.map((user) => user.id),
        );
        for (const user of batch) {
          const cells: Record<UserCsvColumn, string | number | null> = {
            email: user.email,
            username: user.username,
            full_name: user.fullName,
            password: '',
            lang: user.lang,
            role_level: user.roleLevel,
            user_group_id: user.userGroupId,
            content_group_ids: (groups.get(user.id) ?? []).join(';'),
            param01: user.param01,
            param02: user.param02,
            param03: user.param03,
            param04: user.param04,
            param05: user.param05,
            is_account_status: user.accountStatus,
          };
          rows.push(userCsvColumns.map((column) => cells[column]));
        }
        afterId = batch[batch.length - 1]!.id;
      }
      return toSpreadsheetCsv(userCsvColumns, rows);
    },
  };
}

export type UserExportService = ReturnType<typeof createUserExportService>;

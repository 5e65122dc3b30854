import { ImportUserMode } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyContextOf } from '../../platform/http/request-context.js';
import { attachmentHeader } from '../content-import/content-import.presenter.js';
import { csvImportRoutes } from '../content-import/content-import.routes.js';
import type { CsvImportService } from '../content-import/content-import.service.js';
import type { UserExportService } from './user-export.js';

const modeSchema = z.object({
  /** ImportUserMode: overwrite existing 1 (default), ignore existing 2, delete the listed 3. */
  mode: z.coerce
    .number()
    .int()
    .refine((value) => (Object.values(ImportUserMode) as number[]).includes(value))
    .default(ImportUserMode.OverwriteExisting),
  /** New users without a password get a set-password mail. */
  send_password_mail: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

/** `import-user/*` (api-catalogue §7 Import) and `GET /user/export-csv`. */
export function userImportRoutes(
  imports: CsvImportService,
  exports: UserExportService,
): FastifyPluginAsyncZod {
  const shared = csvImportRoutes({
    service: imports,
    prefix: '/import-user',
    tag: 'user-import',
    noun: 'user',
    templateName: 'users-template.csv',
    startSettings: {
      schema: modeSchema,
      settingsOf: (query) => ({
        importMode: query.mode as number,
        sendPasswordMail: query.send_password_mail as boolean,
      }),
    },
  });
  return async (app) => {
    await app.register(shared);
    app.get(
      '/user/export-csv',
      {
        config: { action: 'user.export-csv' },
        schema: {
          tags: ['user-import'],
          summary:
            'The company’s users as CSV (UTF-8 with BOM, formula cells escaped; the import template’s columns, no passwords)',
        },
      },
      async (request, reply) => {
        const csv = await exports.exportCsv(companyContextOf(request));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachmentHeader('users.csv'))
          .send(csv);
      },
    );
  };
}

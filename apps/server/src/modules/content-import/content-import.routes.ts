import {
  contentCsvMaxBytes,
  csvImportPageQuerySchema,
  csvImportProgressSchema,
  csvImportStartQuerySchema,
  csvImportWireSchema,
  csvUploadResultSchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, pagedOf, recordIdSchema, toPage } from '../../platform/http/envelope.js';
import { pickLanguage } from '../../platform/http/language.js';
import { actorContextOf, companyContextOf } from '../../platform/http/request-context.js';
import { readUploadedFileWithName } from '../../platform/http/upload.js';
import type { ContentImportService } from './content-import.service.js';
import { attachmentHeader, presentCsvImport, presentProgress } from './content-import.presenter.js';
import { routeAccess } from '../../platform/http/route-access.js';

const tags = ['content-import'];
const security = [{ accessToken: [] }];
const CSV_TYPE = 'text/csv; charset=utf-8';

/** `import-csv-file/*`: the content CSV import of the host's company (company administrators). */
export function contentImportRoutes(imports: ContentImportService): FastifyPluginAsyncZod {
  return async (app) => {
    const ctxOf = (request: Parameters<typeof companyContextOf>[0]) => ({
      ...companyContextOf(request),
      actor: actorContextOf(request).actor,
    });

    app.get(
      '/import-csv-file/page',
      {
        config: routeAccess.companyAdmin,
        schema: {
          tags,
          summary: 'Uploaded content CSVs and their imports, newest first',
          security,
          querystring: csvImportPageQuerySchema,
          response: { 200: envelopeOf(pagedOf(csvImportWireSchema)) },
        },
      },
      async (request) => {
        const { page, size } = request.query;
        const { rows, total } = await imports.page(ctxOf(request), page, size);
        return ok(toPage(rows.map(presentCsvImport), total, page, size));
      },
    );

    app.get(
      '/import-csv-file/download-template',
      {
        config: routeAccess.companyAdmin,
        schema: {
          tags,
          summary: 'The content CSV template (UTF-8 with a byte-order mark)',
          security,
        },
      },
      async (request, reply) => {
        const csv = imports.template(ctxOf(request));
        return reply
          .type(CSV_TYPE)
          .header('content-disposition', attachmentHeader('contents-template.csv'))
          .send(csv);
      },
    );

    app.post(
      '/import-csv-file/upload-csv',
      {
        config: routeAccess.companyAdmin,
        schema: {
          tags,
          summary: `Stores a content CSV (multipart part "file", at most ${contentCsvMaxBytes / 1024 / 1024} MB) and answers its file id`,
          security,
          response: { 200: envelopeOf(csvUploadResultSchema) },
        },
      },
      async (request) => {
        const ctx = ctxOf(request);
        const { bytes, filename } = await readUploadedFileWithName(request, {
          maxBytes: contentCsvMaxBytes,
          howTo: 'Send one CSV file as multipart/form-data in the part "file".',
        });
        const row = await imports.upload(ctx, { fileName: filename, bytes });
        return ok({ file_id: row.id, file_name: row.fileName, total_rows: row.totalRows });
      },
    );

    app.post(
      '/import-csv-file/import-csv',
      {
        config: routeAccess.companyAdmin,
        schema: {
          tags,
          summary: 'Starts the import of an uploaded content CSV as a job (746 while another runs)',
          security,
          querystring: csvImportStartQuerySchema,
          response: { 200: envelopeOf(csvImportWireSchema) },
        },
      },
      async (request) => {
        const row = await imports.start(
          ctxOf(request),
          request.query.file_id,
          pickLanguage(request),
        );
        return ok(presentCsvImport(row));
      },
    );

    app.get(
      '/import-csv-file/check-import-progress',
      {
        config: routeAccess.companyAdmin,
        schema: {
          tags,
          summary: "The company's running content imports with their progress",
          security,
          response: { 200: envelopeOf(csvImportProgressSchema) },
        },
      },
      async (request) => ok(presentProgress(await imports.progress(ctxOf(request)))),
    );

    app.get(
      '/import-csv-file/download-file-error',
      {
        config: routeAccess.companyAdmin,
        schema: {
          tags,
          summary: 'The rejected rows of an import with a reason column (CSV with BOM)',
          security,
          querystring: z.object({ id: recordIdSchema }),
        },
      },
      async (request, reply) => {
        const { fileName, csv } = await imports.errorFile(ctxOf(request), request.query.id);
        return reply
          .type(CSV_TYPE)
          .header('content-disposition', attachmentHeader(fileName))
          .send(csv);
      },
    );
  };
}

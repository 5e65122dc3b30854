import {
  contentCsvMaxBytes,
  csvImportPageQuerySchema,
  csvImportProgressSchema,
  csvImportStartQuerySchema,
  csvImportWireSchema,
  csvUploadResultSchema,
  idParamSchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, pagedOf, toPage } from '../../platform/http/envelope.js';
import { pickLanguage } from '../../platform/http/language.js';
import { actorContextOf, companyContextOf } from '../../platform/http/request-context.js';
import { readUploadedFileWithName } from '../../platform/http/upload.js';
import type { ImportSettings } from './content-import.repository.js';
import type { CsvImportService } from './content-import.service.js';
import { attachmentHeader, presentCsvImport, presentProgress } from './content-import.presenter.js';

const CSV_TYPE = 'text/csv; charset=utf-8';

export interface CsvImportRouteOptions {
  service: CsvImportService;
  /** `/import-csv-file` (contents) or `/import-user` (users). */
  prefix: string;
  /** The kind's area: its OpenAPI tag and the first part of its actions' names. */
  tag: 'content-import' | 'user-import';
  /** What is imported, for the summaries: 'content' or 'user'. */
  noun: string;
  templateName: string;
  /** Extra query of the start call and the settings it gives the import (user import modes). */
  startSettings?: {
    schema: z.ZodObject;
    settingsOf: (query: Record<string, unknown>) => ImportSettings;
  };
}

/** `import-csv-file/*`: the content CSV import of the host's company (company administrators). */
export function contentImportRoutes(imports: CsvImportService): FastifyPluginAsyncZod {
  return csvImportRoutes({
    service: imports,
    prefix: '/import-csv-file',
    tag: 'content-import',
    noun: 'content',
    templateName: 'contents-template.csv',
  });
}

/** The calls every CSV import shares (api-catalogue §7 Import), for one kind under `prefix`. */
export function csvImportRoutes(options: CsvImportRouteOptions): FastifyPluginAsyncZod {
  const { service: imports, prefix, noun } = options;
  const tags = [options.tag];
  const startQuery = options.startSettings
    ? csvImportStartQuerySchema.extend(options.startSettings.schema.shape)
    : csvImportStartQuerySchema;
  return async (app) => {
    const ctxOf = (request: Parameters<typeof companyContextOf>[0]) => ({
      ...companyContextOf(request),
      actor: actorContextOf(request).actor,
    });

    app.get(
      `${prefix}/page`,
      {
        config: { action: `${options.tag}.page` },
        schema: {
          tags,
          summary: `Uploaded ${noun} CSVs and their imports, newest first`,
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
      `${prefix}/download-template`,
      {
        config: { action: `${options.tag}.download-template` },
        schema: {
          tags,
          summary: `The ${noun} CSV template (UTF-8 with a byte-order mark)`,
        },
      },
      async (request, reply) => {
        const csv = imports.template(ctxOf(request));
        return reply
          .type(CSV_TYPE)
          .header('content-disposition', attachmentHeader(options.templateName))
          .send(csv);
      },
    );

    app.post(
      `${prefix}/upload-csv`,
      {
        config: { action: `${options.tag}.upload` },
        schema: {
          tags,
          summary: `Stores a ${noun} CSV (multipart part "file", at most ${contentCsvMaxBytes / 1024 / 1024} MB) and answers its file id`,
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
      `${prefix}/import-csv`,
      {
        config: { action: `${options.tag}.start` },
        schema: {
          tags,
          summary: `Starts the import of an uploaded ${noun} CSV as a job (746 while another runs)`,
          querystring: startQuery,
          response: { 200: envelopeOf(csvImportWireSchema) },
        },
      },
      async (request) => {
        const query = request.query as { file_id: number } & Record<string, unknown>;
        const row = await imports.start(
          ctxOf(request),
          query.file_id,
          pickLanguage(request),
          options.startSettings?.settingsOf(query),
        );
        return ok(presentCsvImport(row));
      },
    );

    app.get(
      `${prefix}/check-import-progress`,
      {
        config: { action: `${options.tag}.progress` },
        schema: {
          tags,
          summary: `The company's running ${noun} imports with their progress`,
          response: { 200: envelopeOf(csvImportProgressSchema) },
        },
      },
      async (request) => ok(presentProgress(await imports.progress(ctxOf(request)))),
    );

    app.get(
      `${prefix}/download-file-error`,
      {
        config: { action: `${options.tag}.download-errors` },
        schema: {
          tags,
          summary: 'The rejected rows of an import with a reason column (CSV with BOM)',
          querystring: z.object({ id: idParamSchema }),
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

import {
  disclosureListSchema,
  ErrorCode,
  idParamSchema,
  patientDataQuerySchema,
  patientDataSchema,
  uploadedCsvMaxBytes,
  uploadedFileImportQuerySchema,
  uploadedFileListQuerySchema,
  uploadedFileProgressSchema,
  uploadedFileWireSchema,
  uploadedPdfMaxBytes,
  uploadTemplateQuerySchema,
  type Action,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { envelopeOf, ok, pagedOf, toPage } from '../../platform/http/envelope.js';
import { pickLanguage } from '../../platform/http/language.js';
import { actorContextOf, companyContextOf } from '../../platform/http/request-context.js';
import { sendStored } from '../../platform/http/send-stored.js';
import { readSmallUploadWithFields } from '../../platform/http/upload.js';
import { attachmentHeader } from '../content-import/content-import.presenter.js';
import {
  presentPatientData,
  presentUploadedFile,
  presentUploadProgress,
} from './uploaded-file.presenter.js';
import type { UploadedFileService } from './uploaded-file.service.js';

const CSV_TYPE = 'text/csv; charset=utf-8';
const tags = ['uploaded-file'];

/**
 * `upload-file/*` (company administrators) and the readers' side: `/data-patient`, the disclosure
 * list and one disclosure PDF (docs/decisions.md, "Uploaded files").
 */
export function uploadedFileRoutes(service: UploadedFileService): FastifyPluginAsyncZod {
  return async (app) => {
    const adminOf = (request: Parameters<typeof companyContextOf>[0]) => ({
      ...companyContextOf(request),
      actor: actorContextOf(request).actor,
    });

    app.get(
      '/upload-file/list',
      {
        config: { action: 'uploaded-file.list' },
        schema: {
          tags,
          summary: 'The uploaded files of a section and year, newest year first',
          querystring: uploadedFileListQuerySchema,
          response: { 200: envelopeOf(pagedOf(uploadedFileWireSchema)) },
        },
      },
      async (request) => {
        const { page, size, year } = request.query;
        const sectionType = request.query.section_type ?? request.query.sectionType;
        const { rows, total } = await service.list(companyContextOf(request), {
          sectionType,
          year,
          page,
          size,
        });
        return ok(toPage(rows.map(presentUploadedFile), total, page, size));
      },
    );

    const uploads: [string, Action, 'uploadCsv' | 'uploadPdf', number, string][] = [
      [
        '/upload-file/upload-csv',
        'uploaded-file.upload-csv',
        'uploadCsv',
        uploadedCsvMaxBytes,
        'a patient CSV',
      ],
      [
        '/upload-file/upload-pdf',
        'uploaded-file.upload-pdf',
        'uploadPdf',
        uploadedPdfMaxBytes,
        'a disclosure PDF',
      ],
    ];
    for (const [url, action, call, maxBytes, what] of uploads) {
      app.post(
        url,
        {
          config: { action },
          schema: {
            tags,
            summary: `Keeps ${what} for a year (multipart: file, section_type, year, optional root_section_id; at most ${maxBytes / 1024 / 1024} MB)`,
            response: { 200: envelopeOf(uploadedFileWireSchema) },
          },
        },
        async (request) => {
          const howTo = `Send ${what} as multipart/form-data in the part "file", with the parts section_type and year.`;
          const { file, fileName, fields } = await readSmallUploadWithFields(request, {
            maxBytes,
            howTo,
          });
          if (!file)
            throw new AppError(ErrorCode.InvalidFile, { message: `No file was sent. ${howTo}` });
          const row = await service[call](adminOf(request), { fileName, bytes: file, fields });
          return ok(presentUploadedFile(row));
        },
      );
    }

    app.post(
      '/upload-file/import-csv-file',
      {
        config: { action: 'uploaded-file.import' },
        schema: {
          tags,
          summary:
            "Imports a patient CSV as its year's table, as a job (746 while another patient import runs)",
          querystring: uploadedFileImportQuerySchema,
          response: { 200: envelopeOf(uploadedFileWireSchema) },
        },
      },
      async (request) => {
        const fileId = (request.query.file_id ?? request.query.id)!;
        const row = await service.startImport(adminOf(request), fileId, pickLanguage(request));
        return ok(presentUploadedFile(row));
      },
    );

    app.get(
      '/upload-file/check-import-progress',
      {
        config: { action: 'uploaded-file.progress' },
        schema: {
          tags,
          summary: "The company's running patient imports with their progress",
          response: { 200: envelopeOf(uploadedFileProgressSchema) },
        },
      },
      async (request) =>
        ok(presentUploadProgress(await service.progress(companyContextOf(request)))),
    );

    app.get(
      '/upload-file/download-template',
      {
        config: { action: 'uploaded-file.download-template' },
        schema: {
          tags,
          summary: 'The patient CSV template (UTF-8 with a byte-order mark)',
          querystring: uploadTemplateQuerySchema,
        },
      },
      async (request, reply) =>
        reply
          .type(CSV_TYPE)
          .header('content-disposition', attachmentHeader(request.query.fileName))
          .send(service.template()),
    );

    app.get(
      '/upload-file/download-file-error',
      {
        config: { action: 'uploaded-file.download-errors' },
        schema: {
          tags,
          summary: "The rows a patient CSV's last import refused, with the reason (CSV with BOM)",
          querystring: z.object({ id: idParamSchema }),
        },
      },
      async (request, reply) => {
        const { fileName, csv } = await service.errorFile(
          companyContextOf(request),
          request.query.id,
        );
        return reply
          .type(CSV_TYPE)
          .header('content-disposition', attachmentHeader(fileName))
          .send(csv);
      },
    );

    app.delete(
      '/upload-file/delete/:id',
      {
        config: { action: 'uploaded-file.delete' },
        schema: {
          tags,
          summary: "Deletes an uploaded file, with the year's patient table imported from it",
          params: z.object({ id: idParamSchema }),
          response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
        },
      },
      async (request) => {
        const row = await service.delete(adminOf(request), request.params.id);
        return ok({ id: row.id });
      },
    );

    app.get(
      '/upload-file/disclosure',
      {
        config: { action: 'uploaded-file.disclosure' },
        schema: {
          tags,
          summary: "Readers: the company's disclosure PDFs by year, newest first",
          response: { 200: envelopeOf(disclosureListSchema) },
        },
      },
      async (request) => {
        const years = await service.disclosures(companyContextOf(request));
        return ok(
          years.map(({ year, files }) => ({
            year,
            files: files.map((file) => ({
              id: file.id,
              file_name: file.fileName,
              size: file.size,
            })),
          })),
        );
      },
    );

    app.get(
      '/upload-file/disclosure/:id',
      {
        config: { action: 'uploaded-file.open' },
        schema: {
          tags,
          summary: 'Readers: one disclosure PDF, shown inline',
          params: z.object({ id: idParamSchema }),
        },
      },
      async (request, reply) => {
        const { file, object } = await service.openDisclosure(
          companyContextOf(request),
          request.params.id,
        );
        const headed = reply
          .type('application/pdf')
          .header('content-length', String(object.size))
          .header(
            'content-disposition',
            attachmentHeader(file.fileName).replace(/^attachment/, 'inline'),
          );
        return sendStored(request, headed, object);
      },
    );

    app.get(
      '/data-patient',
      {
        config: { action: 'uploaded-file.patient-data' },
        schema: {
          tags,
          summary: "Readers: one year's imported patient table (the latest year by default)",
          querystring: patientDataQuerySchema,
          response: { 200: envelopeOf(patientDataSchema) },
        },
      },
      async (request) =>
        ok(
          presentPatientData(
            await service.patientData(companyContextOf(request), request.query.year),
          ),
        ),
    );
  };
}

import {
  ErrorCode,
  RoleLevel,
  uploadedFileFieldsSchema,
  type UploadSectionType,
} from '@hondana/contract';
import { CsvFileError, decodeCsvBytes } from '../../platform/csv/csv-text.js';
import { newElementId } from '../../platform/crypto/ids.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Language } from '../../platform/http/language.js';
import type { ActorContext, CompanyContext } from '../../platform/http/request-context.js';
import type { UploadFields } from '../../platform/http/upload.js';
import type { ObjectStorage, StoredObject } from '../../platform/storage/object-storage.js';
import { companyStoragePrefix } from '../company/company-images.js';
import { createCsvImportRepository } from '../content-import/content-import.repository.js';
import type { CsvImportJobData } from '../content-import/content-import.service.js';
import { isUniqueViolation } from '../user/user.repository.js';
import {
  PatientCsvCheckError,
  patientCsvTemplate,
  patientErrorFile,
  readPatientCsv,
} from './patient-csv.js';
import {
  createUploadedFileRepository,
  type ListedUploadedFile,
  type UploadedFileListQuery,
} from './uploaded-file.repository.js';
import type { NewUploadedFileRow, UploadedFileRow } from './uploaded-file.tables.js';

type AdminContext = CompanyContext & ActorContext;

export interface UploadedFileServiceOptions {
  db: Database;
  storage: ObjectStorage;
  /** Queues the patient import job in the transaction `tx` (kept only if it commits). */
  enqueue: (tx: Database, data: CsvImportJobData) => Promise<unknown>;
}

/** The parts an upload sends: the file, and section_type, year, root_section_id as text. */
export interface UploadedFileUpload {
  fileName: string;
  bytes: Buffer;
  fields: UploadFields;
}

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');

function badParameters(message: string): AppError {
  return new AppError(ErrorCode.BadParameters, { message });
}

/** section_type, year and root_section_id, checked (406 with what is wrong). */
function fieldsOf(fields: UploadFields, expected: UploadSectionType, fileKind: string) {
  const parsed = uploadedFileFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw badParameters(`The upload's fields are not valid: ${problems.join('; ')}.`);
  }
  if (parsed.data.section_type !== expected) {
    throw badParameters(
      `A ${fileKind} belongs to the ${expected} section, not to ${parsed.data.section_type}.`,
    );
  }
  return parsed.data;
}

/**
 * Uploaded files (`upload-file/*`): a company administrator keeps disclosure PDFs and patient
 * CSVs by year, and imports a patient CSV as that year's table (a durable job, one at a time per
 * company: 746). Readers see the disclosure PDFs and the patient table (`/data-patient`).
 */
export function createUploadedFileService(options: UploadedFileServiceOptions) {
  const { db, storage } = options;
  const repository = createUploadedFileRepository(db);
  const imports = createCsvImportRepository(db, 'patient');

  async function findFile(ctx: CompanyContext, id: number): Promise<UploadedFileRow> {
    const row = await repository.findById(ctx.company.id, id);
    if (!row) throw new AppError(ErrorCode.UploadedFileNotFound);
    return row;
  }

  /** Stores the bytes under the company's prefix and records the file; nothing half-kept. */
  async function keep(
    ctx: AdminContext,
    values: Omit<NewUploadedFileRow, 'companyId' | 'fileKey' | 'createdBy'>,
    bytes: Buffer,
    contentType: string,
  ): Promise<UploadedFileRow> {
    const extension = values.fileType;
    const key = `${companyStoragePrefix(ctx.company.id)}uploaded-files/${values.sectionType}/${newElementId()}.${extension}`;
    await storage.put(key, bytes, contentType);
    try {
      return await repository.insert({
        ...values,
        companyId: ctx.company.id,
        fileKey: key,
        createdBy: ctx.actor.userId,
      });
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      throw error;
    }
  }

  /** May this request read the company's disclosure PDFs and patient data? (600 otherwise) */
  function assertReader(ctx: CompanyContext): void {
    const signedIn =
      ctx.actor !== null &&
      ctx.actor.companyId === ctx.company.id &&
      ctx.actor.roleLevel !== RoleLevel.SystemAdmin;
    if (!signedIn && ctx.company.accountType !== 'OPEN_TYPE') {
      throw new AppError(ErrorCode.AccessTokenMissing);
    }
  }

  return {
    list(ctx: CompanyContext, query: UploadedFileListQuery) {
      return repository.findPage(ctx.company.id, query);
    },

    /**
     * A patient CSV for a year: 412 for a file that is not CSV text, 747 for one that does not
     * parse; the import check answers 790 for fewer than 3 rows and 789 when the first cell of
     * row 3 is not the year, naming the row and cell.
     */
    async uploadCsv(ctx: AdminContext, upload: UploadedFileUpload): Promise<ListedUploadedFile> {
      const fields = fieldsOf(upload.fields, 'patient', 'CSV');
      const { bytes } = upload;
      if (bytes.subarray(0, 5).equals(PDF_MAGIC) || bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
        throw new AppError(ErrorCode.InvalidFile, {
          message: 'Only a CSV file can be uploaded here; disclosure PDFs go to upload-pdf.',
        });
      }
      let text: string;
      try {
        text = decodeCsvBytes(bytes);
      } catch (error) {
        if (!(error instanceof CsvFileError)) throw error;
        throw new AppError(ErrorCode.InvalidFile, {
          message: `Only a CSV file can be uploaded here: ${error.message}`,
        });
      }
      let rows: number;
      try {
        rows = readPatientCsv(text, fields.year).rows.length;
      } catch (error) {
        if (!(error instanceof CsvFileError)) throw error;
        const code =
          error instanceof PatientCsvCheckError ? error.code : ErrorCode.ImportFileInvalid;
        throw new AppError(code, { message: error.message });
      }
      const row = await keep(
        ctx,
        {
          sectionType: 'patient',
          year: fields.year,
          rootSectionId: fields.root_section_id ?? null,
          fileType: 'csv',
          fileName: upload.fileName.slice(0, 255) || `patient-${fields.year}.csv`,
          size: bytes.length,
          totalRows: rows,
        },
        Buffer.from(text, 'utf8'),
        'text/csv; charset=utf-8',
      );
      return { ...row, csvImport: null };
    },

    /** A disclosure PDF for a year: 412 unless the bytes are a PDF. */
    async uploadPdf(ctx: AdminContext, upload: UploadedFileUpload): Promise<ListedUploadedFile> {
      const fields = fieldsOf(upload.fields, 'disclosure', 'PDF');
      if (!upload.bytes.subarray(0, 5).equals(PDF_MAGIC)) {
        throw new AppError(ErrorCode.InvalidFile, {
          message: 'Only a PDF file can be uploaded here (its bytes do not start a PDF).',
        });
      }
      const row = await keep(
        ctx,
        {
          sectionType: 'disclosure',
          year: fields.year,
          rootSectionId: fields.root_section_id ?? null,
          fileType: 'pdf',
          fileName: upload.fileName.slice(0, 255) || `disclosure-${fields.year}.pdf`,
          size: upload.bytes.length,
        },
        upload.bytes,
        'application/pdf',
      );
      return { ...row, csvImport: null };
    },

    /**
     * Imports a patient CSV as its year's table, as a durable job (746 while another patient
     * import of the company runs; 769 for an unknown file; 406 for a PDF).
     */
    async startImport(
      ctx: AdminContext,
      fileId: number,
      language: Language,
    ): Promise<ListedUploadedFile> {
      const file = await findFile(ctx, fileId);
      if (file.fileType !== 'csv') {
        throw badParameters('Only a patient CSV is imported; a disclosure PDF is shown as it is.');
      }
      try {
        const csvImport = await db.transaction(async (tx) => {
          const running = createCsvImportRepository(tx, 'patient');
          const row = await running.insertUploaded({
            companyId: ctx.company.id,
            fileName: file.fileName,
            fileKey: file.fileKey,
            totalRows: file.totalRows ?? 0,
            createdBy: ctx.actor.userId,
          });
          if (!(await running.markRequested(ctx.company.id, row.id))) {
            throw new AppError(ErrorCode.CsvImportRunning);
          }
          await createUploadedFileRepository(tx).linkImport(ctx.company.id, file.id, row.id);
          await options.enqueue(tx, { importId: row.id, companyId: ctx.company.id, language });
          return running.findById(ctx.company.id, row.id);
        });
        return { ...file, csvImportId: csvImport?.id ?? null, csvImport };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.CsvImportRunning);
        throw error;
      }
    },

    /** The company's running patient imports, with the files they import. */
    async progress(ctx: CompanyContext) {
      const running = await imports.findRunning(ctx.company.id);
      const files = await repository.findByImports(
        ctx.company.id,
        running.map((row) => row.id),
      );
      return running.flatMap((csvImport) => {
        const file = files.find((candidate) => candidate.csvImportId === csvImport.id);
        return file ? [{ file, csvImport }] : [];
      });
    },

    template(): string {
      return patientCsvTemplate();
    },

    /** The rows the file's last import refused, with their reasons (CSV with BOM). */
    async errorFile(ctx: CompanyContext, id: number): Promise<{ fileName: string; csv: string }> {
      const file = await findFile(ctx, id);
      const errors = file.csvImportId === null ? [] : await imports.findRowErrors(file.csvImportId);
      return {
        fileName: `${file.fileName.replace(/\.csv$/i, '')}-errors.csv`,
        csv: patientErrorFile(errors),
      };
    },

    /** Deletes the file, and the year's patient table when it was imported from this file. */
    async delete(ctx: AdminContext, id: number): Promise<UploadedFileRow> {
      const row = await repository.delete(ctx.company.id, id);
      if (!row) throw new AppError(ErrorCode.UploadedFileNotFound);
      await storage.delete(row.fileKey).catch(() => undefined);
      return row;
    },

    /** Readers: the disclosure PDFs by year, newest year first. */
    async disclosures(ctx: CompanyContext) {
      assertReader(ctx);
      const files = await repository.disclosures(ctx.company.id);
      const years = [...new Set(files.map((file) => file.year))];
      return years.map((year) => ({ year, files: files.filter((file) => file.year === year) }));
    },

    /** Readers: one disclosure PDF's bytes (769 for anything else). */
    async openDisclosure(
      ctx: CompanyContext,
      id: number,
    ): Promise<{ file: UploadedFileRow; object: StoredObject }> {
      assertReader(ctx);
      const file = await findFile(ctx, id);
      if (file.sectionType !== 'disclosure') throw new AppError(ErrorCode.UploadedFileNotFound);
      return { file, object: await storage.get(file.fileKey) };
    },

    /** Readers: one year's patient table (the latest year by default) and the years there are. */
    async patientData(ctx: CompanyContext, year: number | undefined) {
      assertReader(ctx);
      const years = await repository.patientYears(ctx.company.id);
      const shown = year ?? years[0];
      const table =
        shown === undefined ? null : await repository.patientDataOf(ctx.company.id, shown);
      return { years, year: table ? shown! : null, table };
    },
  };
}

export type UploadedFileService = ReturnType<typeof createUploadedFileService>;

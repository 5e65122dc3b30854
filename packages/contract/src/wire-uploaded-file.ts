import { z } from 'zod';
import { contentCsvMaxBytes } from './wire-content-import';
import { idParamSchema } from './validation';

// Wire shapes of the uploaded files (api-catalogue.md §7 Import, `upload-file/*`) and the
// readers' patient data (`GET /data-patient`); the layout decisions are in docs/decisions.md.

/** The two sections: disclosure documents (PDF) and patient data (CSV, imported by year). */
export const uploadSectionTypes = ['disclosure', 'patient'] as const;
export type UploadSectionType = (typeof uploadSectionTypes)[number];

/** The years an upload may name. */
export const uploadYearRange = { min: 1900, max: 2100 } as const;

/** Largest disclosure PDF; patient CSVs share the content import's limit. */
export const uploadedPdfMaxBytes = 50 * 1024 * 1024;
export const uploadedCsvMaxBytes = contentCsvMaxBytes;

/** The rows before a patient CSV's data: row 1 the table's title, row 2 the column headings. */
export const patientCsvHeadRows = 2;

const yearSchema = z.coerce.number().int().min(uploadYearRange.min).max(uploadYearRange.max);
const sectionSchema = z.enum(uploadSectionTypes);

/** `GET upload-file/list`: one section, one year or all, newest year first (1-based pages). */
export const uploadedFileListQuerySchema = z.object({
  section_type: sectionSchema.optional(),
  sectionType: sectionSchema.optional(),
  year: yearSchema.optional(),
  page: z.coerce.number().int().min(1).max(2_147_483_647).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

/** The text parts of `upload-file/upload-csv` and `upload-pdf` beside the `file` part. */
export const uploadedFileFieldsSchema = z.object({
  section_type: sectionSchema,
  year: yearSchema,
  root_section_id: z.preprocess(
    (value) => (value === '' || value === 'null' ? undefined : value),
    idParamSchema.optional(),
  ),
});

/** One uploaded file, with the last import of a patient CSV. */
export const uploadedFileWireSchema = z.object({
  id: z.number().int(),
  section_type: sectionSchema,
  year: z.number().int(),
  root_section_id: z.number().int().nullable(),
  file_type: z.enum(['csv', 'pdf']),
  file_name: z.string(),
  size: z.number().int(),
  /** Data rows of a patient CSV (after the title and heading rows); null for a PDF. */
  total_rows: z.number().int().nullable(),
  created_date: z.string(),
  /** The last import of this file: null until one is started (and for PDFs). */
  import: z
    .object({
      id: z.number().int(),
      /** ImportRequestStatus: progressing 0, success 1, error 2. */
      request_status: z.number().int(),
      /** ImportState: done 0, progressing 1, pending 2. */
      progress_state: z.number().int(),
      processed_rows: z.number().int(),
      error_rows: z.number().int(),
      failure_reason: z.string().nullable(),
      finished_date: z.string().nullable(),
    })
    .nullable(),
});
export type UploadedFileWire = z.infer<typeof uploadedFileWireSchema>;

/** `POST upload-file/import-csv-file?file_id=` (`id` accepted as well). */
export const uploadedFileImportQuerySchema = z
  .object({ file_id: idParamSchema.optional(), id: idParamSchema.optional() })
  .refine((query) => (query.file_id ?? query.id) !== undefined, {
    message: 'file_id is required',
    path: ['file_id'],
  });

/** `GET upload-file/check-import-progress`: the company's running patient imports. */
export const uploadedFileProgressSchema = z.array(
  z.object({
    file_id: z.number().int(),
    import_id: z.number().int(),
    file_name: z.string(),
    year: z.number().int(),
    progress_state: z.number().int(),
    processed_rows: z.number().int(),
    total_rows: z.number().int(),
    error_rows: z.number().int(),
  }),
);

/** The templates `upload-file/download-template?fileName=` offers. */
export const uploadTemplateNames = ['patient-data.csv'] as const;
export const uploadTemplateQuerySchema = z.object({
  fileName: z.enum(uploadTemplateNames).default('patient-data.csv'),
});

/** `GET /data-patient?year=`: one year's imported table (the latest year by default). */
export const patientDataQuerySchema = z.object({ year: yearSchema.optional() });

export const patientDataSchema = z.object({
  /** Every year with imported data, newest first. */
  years: z.array(z.number().int()),
  /** The year shown; null when nothing was ever imported. */
  year: z.number().int().nullable(),
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  updated_date: z.string().nullable(),
});
export type PatientData = z.infer<typeof patientDataSchema>;

/** `GET upload-file/disclosure`: the disclosure PDFs readers may open, by year. */
export const disclosureListSchema = z.array(
  z.object({
    year: z.number().int(),
    files: z.array(
      z.object({ id: z.number().int(), file_name: z.string(), size: z.number().int() }),
    ),
  }),
);
export type DisclosureList = z.infer<typeof disclosureListSchema>;

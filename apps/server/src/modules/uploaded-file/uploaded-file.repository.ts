import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { csvImports, type CsvImportRow } from '../content-import/content-import.tables.js';
import {
  patientData,
  uploadedFiles,
  type NewUploadedFileRow,
  type PatientDataRow,
  type UploadedFileRow,
} from './uploaded-file.tables.js';

export interface UploadedFileListQuery {
  sectionType?: UploadedFileRow['sectionType'];
  year?: number;
  page: number;
  size: number;
}

export type ListedUploadedFile = UploadedFileRow & { csvImport: CsvImportRow | null };

/** The only place that queries `uploaded_files` and `patient_data`; every query names the company. */
export function createUploadedFileRepository(db: Executor) {
  const ofCompany = (companyId: number) => eq(uploadedFiles.companyId, companyId);

  return {
    async insert(values: NewUploadedFileRow): Promise<UploadedFileRow> {
      const [row] = await db.insert(uploadedFiles).values(values).returning();
      return row!;
    },

    async findById(companyId: number, id: number): Promise<UploadedFileRow | null> {
      const [row] = await db
        .select()
        .from(uploadedFiles)
        .where(and(ofCompany(companyId), eq(uploadedFiles.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** A page of the company's files, newest year first, then newest upload; with their import. */
    async findPage(
      companyId: number,
      query: UploadedFileListQuery,
    ): Promise<{ rows: ListedUploadedFile[]; total: number }> {
      const where = and(
        ofCompany(companyId),
        query.sectionType ? eq(uploadedFiles.sectionType, query.sectionType) : undefined,
        query.year !== undefined ? eq(uploadedFiles.year, query.year) : undefined,
      );
      const rows = await db
        .select({ file: uploadedFiles, csvImport: csvImports })
        .from(uploadedFiles)
        .leftJoin(csvImports, eq(csvImports.id, uploadedFiles.csvImportId))
        .where(where)
        .orderBy(desc(uploadedFiles.year), desc(uploadedFiles.createdAt), desc(uploadedFiles.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size);
      const [counted] = await db.select({ total: count() }).from(uploadedFiles).where(where);
      return {
        rows: rows.map(({ file, csvImport }) => ({ ...file, csvImport })),
        total: counted?.total ?? 0,
      };
    },

    /** The company's disclosure PDFs, newest year first. */
    async disclosures(companyId: number): Promise<UploadedFileRow[]> {
      return db
        .select()
        .from(uploadedFiles)
        .where(and(ofCompany(companyId), eq(uploadedFiles.sectionType, 'disclosure')))
        .orderBy(desc(uploadedFiles.year), desc(uploadedFiles.createdAt), desc(uploadedFiles.id));
    },

    /** The uploaded files whose import is one of `importIds`. */
    async findByImports(companyId: number, importIds: number[]): Promise<UploadedFileRow[]> {
      if (importIds.length === 0) return [];
      return db
        .select()
        .from(uploadedFiles)
        .where(and(ofCompany(companyId), inArray(uploadedFiles.csvImportId, importIds)));
    },

    async linkImport(companyId: number, id: number, csvImportId: number): Promise<void> {
      await db
        .update(uploadedFiles)
        .set({ csvImportId })
        .where(and(ofCompany(companyId), eq(uploadedFiles.id, id)));
    },

    async delete(companyId: number, id: number): Promise<UploadedFileRow | null> {
      const [row] = await db
        .delete(uploadedFiles)
        .where(and(ofCompany(companyId), eq(uploadedFiles.id, id)))
        .returning();
      return row ?? null;
    },

    /** Replaces the year's patient table (the import's one write). */
    async replacePatientData(values: typeof patientData.$inferInsert): Promise<void> {
      await db
        .insert(patientData)
        .values(values)
        .onConflictDoUpdate({
          target: [patientData.companyId, patientData.year],
          set: {
            uploadedFileId: values.uploadedFileId,
            title: values.title,
            columns: values.columns,
            rows: values.rows,
            updatedAt: sql`now()`,
          },
        });
    },

    async patientYears(companyId: number): Promise<number[]> {
      const rows = await db
        .select({ year: patientData.year })
        .from(patientData)
        .where(eq(patientData.companyId, companyId))
        .orderBy(desc(patientData.year));
      return rows.map((row) => row.year);
    },

    async patientDataOf(companyId: number, year: number): Promise<PatientDataRow | null> {
      const [row] = await db
        .select()
        .from(patientData)
        .where(and(eq(patientData.companyId, companyId), eq(patientData.year, year)))
        .limit(1);
      return row ?? null;
    },
  };
}

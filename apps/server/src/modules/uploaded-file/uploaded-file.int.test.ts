import { ErrorCode, ImportRequestStatus, type UploadedFileWire } from '@hondana/contract';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ASSETS_DIR } from '../../assets-dir.js';
import { signIn } from '../../test/factories.js';
import { createCsvImportRepository } from '../content-import/content-import.repository.js';
import { multipart } from '../../test/images.js';
import { twoTenants, type TestTenant } from '../../test/tenants.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PDF = path.join(ASSETS_DIR, 'demo-books', 'harbor-town-stories.pdf');

function patientCsv(year: number | string, rows: string[][] = [[String(year), '内科', '120']]) {
  return ['患者数', '年,診療科,外来', ...rows.map((row) => row.join(','))].join('\r\n');
}

describe('uploaded files (upload-file/*) and the readers’ side (data-patient, disclosure)', () => {
  let t: TestApp;
  let home: TestTenant;
  let other: TestTenant;
  let adminHeaders: Record<string, string>;
  let otherAdminHeaders: Record<string, string>;
  let pdf: Buffer;

  function send(
    url: string,
    file: { name: string; type: string; bytes: Buffer | string },
    fields: Record<string, string>,
    headers = adminHeaders,
    host = home.company.domain,
  ) {
    const body = multipart(file.name, file.type, Buffer.from(file.bytes), fields);
    return t.app
      .inject({
        method: 'POST',
        url: `/api/v1/upload-file/${url}`,
        headers: { host, 'content-type': body.contentType, 'accept-language': 'en', ...headers },
        payload: body.payload,
      })
      .then((answer) => answer.json());
  }
  const csvUpload = (year: number, text: string, fields: Record<string, string> = {}) =>
    send(
      'upload-csv',
      { name: `patients-${year}.csv`, type: 'text/csv', bytes: text },
      { section_type: 'patient', year: String(year), ...fields },
    );

  async function imported(fileId: number): Promise<UploadedFileWire> {
    const started = await home.asAdmin('POST', `/upload-file/import-csv-file?file_id=${fileId}`);
    expect(started.json().status, started.body).toBe(200);
    let file: UploadedFileWire | undefined;
    await vi.waitFor(
      async () => {
        const list = await home.asAdmin('GET', '/upload-file/list?section_type=patient&size=100');
        file = (list.json().results.content as UploadedFileWire[]).find((f) => f.id === fileId);
        expect(file?.import?.progress_state).toBe(0);
      },
      { timeout: 20_000, interval: 100 },
    );
    return file!;
  }

  beforeAll(async () => {
    t = await createTestApp();
    ({ home, other } = await twoTenants(t));
    adminHeaders = await signIn(t.database.db, home.admin);
    otherAdminHeaders = await signIn(t.database.db, other.admin);
    pdf = await readFile(PDF);
  });
  afterAll(() => t.close());

  it('keeps a patient CSV for its year and imports it as the year’s table for readers', async () => {
    const uploaded = await csvUpload(
      2024,
      patientCsv(2024, [
        ['2024', '内科', '120'],
        ['2023', '外科', '80'],
        ['2024', '小児科'],
        ['2024', '外科', '95'],
      ]),
      { root_section_id: '3' },
    );
    expect(uploaded.status, JSON.stringify(uploaded)).toBe(200);
    expect(uploaded.results).toMatchObject({
      section_type: 'patient',
      year: 2024,
      root_section_id: 3,
      file_type: 'csv',
      file_name: 'patients-2024.csv',
      total_rows: 4,
      import: null,
    });

    const file = await imported(uploaded.results.id);
    expect(file.import).toMatchObject({
      request_status: ImportRequestStatus.Success,
      processed_rows: 4,
      error_rows: 2,
    });
    const errors = await home.asAdmin('GET', `/upload-file/download-file-error?id=${file.id}`);
    expect(parse(errors.body, { bom: true, relax_column_count: true })).toEqual([
      ['reason'],
      ['Cell A4 is "2023": every data row starts with the year 2024.', '2023', '外科', '80'],
      ['Row 5 has 2 cells; the headings in row 2 have 3.', '2024', '小児科'],
    ]);

    const table = (await home.asReader('GET', '/data-patient')).json();
    expect(table.results).toMatchObject({
      years: [2024],
      year: 2024,
      title: '患者数',
      columns: ['年', '診療科', '外来'],
      rows: [
        ['2024', '内科', '120'],
        ['2024', '外科', '95'],
      ],
    });
    // An older year, asked for by name; the latest stays the default.
    const older = await csvUpload(2023, patientCsv(2023));
    await imported(older.results.id);
    expect((await home.asReader('GET', '/data-patient')).json().results.year).toBe(2024);
    const asked = (await home.asReader('GET', '/data-patient?year=2023')).json().results;
    expect(asked).toMatchObject({
      years: [2024, 2023],
      year: 2023,
      rows: [['2023', '内科', '120']],
    });
  });

  it('refuses what the import check refuses, naming the row and the cell', async () => {
    const short = await csvUpload(2024, '患者数\r\n年,診療科');
    expect(short.status).toBe(ErrorCode.CsvTooFewRows);
    expect(short.message).toContain('The file has 2 rows; a patient CSV needs at least 3');
    const wrongYear = await csvUpload(2024, patientCsv(2022));
    expect(wrongYear.status).toBe(ErrorCode.CsvYearMismatch);
    expect(wrongYear.message).toBe(
      'Row 3, cell A3 is "2022": it must be the year of the upload, 2024.',
    );
    const notCsv = await send(
      'upload-csv',
      { name: 'book.csv', type: 'text/csv', bytes: pdf },
      { section_type: 'patient', year: '2024' },
    );
    expect(notCsv.status).toBe(ErrorCode.InvalidFile);
    const pdfAsCsv = await send(
      'upload-pdf',
      { name: 'patients.pdf', type: 'application/pdf', bytes: patientCsv(2024) },
      { section_type: 'disclosure', year: '2024' },
    );
    expect(pdfAsCsv.status).toBe(ErrorCode.InvalidFile);
    const wrongSection = await send(
      'upload-pdf',
      { name: 'report.pdf', type: 'application/pdf', bytes: pdf },
      { section_type: 'patient', year: '2024' },
    );
    expect(wrongSection.status).toBe(ErrorCode.BadParameters);
    const noYear = await send(
      'upload-pdf',
      { name: 'report.pdf', type: 'application/pdf', bytes: pdf },
      { section_type: 'disclosure', year: '24x' },
    );
    expect(noYear.status).toBe(ErrorCode.BadParameters);
    expect(noYear.message).toContain('year');
    const listed = await home.asAdmin('GET', '/upload-file/list?section_type=patient&year=2022');
    expect(listed.json().results.total_elements).toBe(0);
  });

  it('keeps disclosure PDFs by year, which readers list and open', async () => {
    const kept = await send(
      'upload-pdf',
      { name: '2024 annual report.pdf', type: 'application/pdf', bytes: pdf },
      { section_type: 'disclosure', year: '2024' },
    );
    expect(kept.status).toBe(200);
    expect(kept.results).toMatchObject({ file_type: 'pdf', size: pdf.length, total_rows: null });
    const importPdf = await home.asAdmin(
      'POST',
      `/upload-file/import-csv-file?file_id=${kept.results.id}`,
    );
    expect(importPdf.json().status).toBe(ErrorCode.BadParameters);

    const disclosures = (await home.asReader('GET', '/upload-file/disclosure')).json().results;
    expect(disclosures).toEqual([
      {
        year: 2024,
        files: [{ id: kept.results.id, file_name: '2024 annual report.pdf', size: pdf.length }],
      },
    ]);
    const opened = await home.asReader('GET', `/upload-file/disclosure/${kept.results.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toMatch(/^inline;/);
    expect(opened.rawPayload.equals(pdf)).toBe(true);
  });

  it('serves the template, one import at a time, and the company’s files only to its administrator', async () => {
    const template = await home.asAdmin(
      'GET',
      '/upload-file/download-template?fileName=patient-data.csv',
    );
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(template.body.startsWith('\uFEFF患者数 / Patients\r\n')).toBe(true);

    const list = (await home.asAdmin('GET', '/upload-file/list?size=100')).json().results;
    const ids = (list.content as UploadedFileWire[]).map((file) => file.id);
    const someId = ids[0]!;
    // Another company's administrator: unknown here (769), and an empty list of their own.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/upload-file/import-csv-file?file_id=${someId}`,
          headers: { host: other.company.domain, ...otherAdminHeaders },
        })
      ).json().status,
    ).toBe(ErrorCode.UploadedFileNotFound);
    expect((await other.asAdmin('GET', '/upload-file/list')).json().results.total_elements).toBe(0);
    expect((await other.asAdmin('DELETE', `/upload-file/delete/${someId}`)).json().status).toBe(
      ErrorCode.UploadedFileNotFound,
    );
    expect((await other.asReader('GET', `/upload-file/disclosure/${someId}`)).json().status).toBe(
      ErrorCode.UploadedFileNotFound,
    );
    // A reader may not administer them (614); a visitor of a company with sign-in may not read them.
    expect((await home.asReader('GET', '/upload-file/list')).json().status).toBe(
      ErrorCode.NoPermission,
    );
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/api/v1/data-patient',
      headers: { host: home.company.domain },
    });
    expect(visitor.json().status).toBe(ErrorCode.AccessTokenMissing);

    // While a patient import of the company runs, another answers 746.
    const running = createCsvImportRepository(t.database.db, 'patient');
    const held = await running.insertUploaded({
      companyId: home.company.id,
      fileName: 'held.csv',
      fileKey: 'held',
      totalRows: 1,
      createdBy: null,
    });
    expect(await running.markRequested(home.company.id, held.id)).toBe(true);
    const waiting = await csvUpload(2020, patientCsv(2020));
    const refused = await home.asAdmin(
      'POST',
      `/upload-file/import-csv-file?file_id=${waiting.results.id}`,
    );
    expect(refused.json().status).toBe(ErrorCode.CsvImportRunning);
    await running.finish(home.company.id, held.id, { status: ImportRequestStatus.Error });
    expect((await imported(waiting.results.id)).import?.request_status).toBe(
      ImportRequestStatus.Success,
    );
  });

  it('lets visitors read the patient data of an open company', async () => {
    const { company } = (await twoTenants(t, { accountType: 'OPEN_TYPE' })).home;
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/api/v1/data-patient',
      headers: { host: company.domain },
    });
    expect(visitor.json().results).toMatchObject({ years: [], year: null, rows: [] });
  });
});

import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { RoleLevel } from '@hondana/contract';
import { eq, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll } from 'vitest';
import { ASSETS_DIR } from '../../assets-dir.js';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { countJobs, createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { contentGroups } from '../content-group/content-group.tables.js';
import { contents } from './content.tables.js';

const DEMO = path.join(ASSETS_DIR, 'demo-books');

export interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
  type?: string;
}

function multipart(parts: Part[]) {
  const boundary = `----hondana${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function epub(entries: Record<string, Uint8Array>): Buffer {
  return Buffer.from(
    zipSync(
      { mimetype: [strToU8('application/epub+zip'), { level: 0 }], ...entries },
      { level: 9 },
    ),
  );
}

/** What the content tests share: an app, two companies with groups, their people, two books. */
export interface ContentTestState {
  t: TestApp;
  company: CompanyRow;
  other: CompanyRow;
  admin: Record<string, string>;
  otherAdmin: Record<string, string>;
  reader: Record<string, string>;
  groupA: number;
  groupB: number;
  otherGroup: number;
  pdf: Buffer;
  goodEpub: Buffer;
}

/**
 * Starts a test app (jobs not worked: the tests look at what was queued; uploads limited to
 * 1 MB) for the enclosing file or describe block, and gives the calls the tests make; `state`
 * is filled in once beforeAll has run.
 */
export function useContentApp() {
  const state = {} as ContentTestState;

  beforeAll(async () => {
    const t = await createTestApp({ workJobs: false, env: { MAX_UPLOAD_MB: '1' } });
    state.t = t;
    const db = t.database.db;
    const company = await createCompany(db, { maxContent: 50 });
    const other = await createCompany(db, { maxContent: 50 });
    state.company = company;
    state.other = other;
    state.admin = await signIn(
      db,
      await createUser(db, company, { roleLevel: RoleLevel.CompanyAdmin }),
    );
    state.otherAdmin = await signIn(
      db,
      await createUser(db, other, { roleLevel: RoleLevel.CompanyAdmin }),
    );
    state.reader = await signIn(db, await createUser(db, company));
    const groups = await db
      .insert(contentGroups)
      .values([
        { companyId: company.id, name: 'A' },
        { companyId: company.id, name: 'B' },
        { companyId: other.id, name: 'Other' },
      ])
      .returning();
    [state.groupA, state.groupB, state.otherGroup] = groups.map((g) => g.id) as [
      number,
      number,
      number,
    ];
    state.pdf = await readFile(path.join(DEMO, 'harbor-town-stories.pdf'));
    state.goodEpub = await readFile(path.join(DEMO, 'letters-on-the-wind.epub'));
  });
  afterAll(() => state.t.close());

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { headers?: Record<string, string>; host?: string; body?: unknown } = {},
  ) {
    return state.t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: {
        host: options.host ?? state.company.domain,
        'accept-language': 'en',
        ...(options.headers ?? state.admin),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  }

  function upload(
    url: string,
    parts: Part[],
    options: { headers?: Record<string, string>; host?: string; method?: 'POST' | 'PUT' } = {},
  ) {
    const body = multipart(parts);
    return state.t.app.inject({
      method: options.method ?? 'POST',
      url: `/api/v1/${url}`,
      headers: {
        host: options.host ?? state.company.domain,
        'accept-language': 'en',
        'content-type': body.contentType,
        ...(options.headers ?? state.admin),
      },
      payload: body.payload,
    });
  }

  function uploadBook(
    file: Buffer,
    filename: string,
    data: object = { title: filename },
    host?: string,
  ) {
    return upload(
      'content/upload-add',
      [
        { name: 'content-data', value: JSON.stringify(data) },
        { name: 'file', value: file, filename, type: 'application/pdf' },
      ],
      host ? { host, headers: state.otherAdmin } : {},
    );
  }

  async function storedObjects(companyId: number): Promise<string[]> {
    const root = path.join(
      state.t.config.dataDir,
      'files',
      'companies',
      String(companyId),
      'contents',
    );
    try {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
    } catch {
      return [];
    }
  }

  async function rowCount(companyId: number): Promise<number> {
    const [row] = await state.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contents)
      .where(eq(contents.companyId, companyId));
    return row!.n;
  }

  const processJobs = () => countJobs(state.t, sql`name = 'content.process'`);

  return { state, call, upload, uploadBook, storedObjects, rowCount, processJobs };
}

import { RoleLevel, publicSearchSettingsSchema } from '@hondana/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What the search configuration tests share: an app, two companies, their people's tokens. */
export interface SearchConfigState {
  t: TestApp;
  company: CompanyRow;
  /** Another company with its own administrator: its rows must never show in `company`'s. */
  other: CompanyRow;
  adminToken: string;
  otherAdminToken: string;
  readerToken: string;
}

export const partialBox = {
  label: 'Title or author',
  search_fields: ['title', 'author'],
  type: 1,
};

/**
 * Starts a test app for the enclosing file or describe block (its beforeAll/afterAll) and gives
 * the calls the tests make; `state` is filled in once beforeAll has run.
 */
export function useSearchConfigApp() {
  const state = {} as SearchConfigState;

  beforeAll(async () => {
    state.t = await createTestApp();
    const db = state.t.database.db;
    state.company = await createCompany(db);
    state.other = await createCompany(db);
    const admin = await createUser(db, state.company, { roleLevel: RoleLevel.CompanyAdmin });
    const otherAdmin = await createUser(db, state.other, { roleLevel: RoleLevel.CompanyAdmin });
    state.adminToken = (await signIn(db, admin))['x-access-token'];
    state.otherAdminToken = (await signIn(db, otherAdmin))['x-access-token'];
    state.readerToken = (await signIn(db, await createUser(db, state.company)))['x-access-token'];
  });
  afterAll(() => state.t.close());

  const call = (
    method: Method,
    url: string,
    options: { token?: string; body?: unknown; host?: string } = {},
  ) =>
    state.t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        host: options.host ?? state.company.domain,
        ...(options.token ? { 'x-access-token': options.token } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  const admin = (method: Method, url: string, body?: unknown) =>
    call(method, url, { token: state.adminToken, body });
  /** The same call by the other company's administrator on its own site. */
  const otherAdmin = (method: Method, url: string, body?: unknown) =>
    call(method, url, { token: state.otherAdminToken, body, host: state.other.domain });
  const publicSettings = async (host = state.company.domain) => {
    const response = await call('GET', '/search-setting/public', { host });
    expect(response.statusCode).toBe(200);
    return publicSearchSettingsSchema.parse(response.json().results);
  };

  return { state, call, admin, otherAdmin, publicSettings };
}

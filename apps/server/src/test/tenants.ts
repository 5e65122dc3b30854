import { RoleLevel } from '@hondana/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { CompanyRow, NewCompanyRow } from '../modules/company/company.tables.js';
import type { UserRow } from '../modules/user/user.tables.js';
import { createCompany, createUser, signIn } from './factories.js';
import type { TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type ApiCall = (method: Method, url: string, body?: unknown) => Promise<LightMyRequestResponse>;

/** One company of a test, with its administrator and a reader, each able to call the API. */
export interface TestTenant {
  company: CompanyRow;
  admin: UserRow;
  reader: UserRow;
  /** An API call on the company's host as its administrator (`url` after /api/v1). */
  asAdmin: ApiCall;
  asReader: ApiCall;
}

async function tenantOf(t: TestApp, overrides: Partial<NewCompanyRow>): Promise<TestTenant> {
  const { db } = t.database;
  const company = await createCompany(db, overrides);
  const admin = await createUser(db, company, { roleLevel: RoleLevel.CompanyAdmin });
  const reader = await createUser(db, company);
  const callAs = async (user: UserRow) => {
    const headers = { host: company.domain, ...(await signIn(db, user)) };
    return (method: Method, url: string, body?: unknown) =>
      t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers,
        ...(body === undefined ? {} : { payload: body as object }),
      });
  };
  return { company, admin, reader, asAdmin: await callAs(admin), asReader: await callAs(reader) };
}

/**
 * Two companies alike: the one a test works in and another, so every module's tests can show
 * that the other company's administrator neither reads nor changes this one's records (and
 * that its ids answer 404 or the module's not-found code here).
 */
export async function twoTenants(
  t: TestApp,
  overrides: Partial<NewCompanyRow> = {},
): Promise<{ home: TestTenant; other: TestTenant }> {
  return { home: await tenantOf(t, overrides), other: await tenantOf(t, overrides) };
}

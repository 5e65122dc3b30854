import { RoleLevel } from '@hondana/contract';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import type { NewCompanyRow } from '../company/company.tables.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A company with an administrator and a reader, another company with its administrator, and
 * callers for the three of them (each on their own company's host).
 */
export async function peopleFixture(t: TestApp, overrides: Partial<NewCompanyRow> = {}) {
  const { db } = t.database;
  const company = await createCompany(db, { maxUser: 10, ...overrides });
  const other = await createCompany(db, overrides);
  const adminUser = await createUser(db, company, { roleLevel: RoleLevel.CompanyAdmin });
  const adminToken = (await signIn(db, adminUser))['x-access-token'];
  const otherToken = (
    await signIn(db, await createUser(db, other, { roleLevel: RoleLevel.CompanyAdmin }))
  )['x-access-token'];
  const readerToken = (await signIn(db, await createUser(db, company)))['x-access-token'];

  const call = (host: string, token: string) => (method: Method, url: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { host, 'x-access-token': token },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    company,
    other,
    adminUser,
    admin: call(company.domain, adminToken),
    reader: call(company.domain, readerToken),
    otherAdmin: call(other.domain, otherToken),
  };
}

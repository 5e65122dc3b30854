import type { TestApp } from '../../test/test-app.js';
import { twoTenants } from '../../test/tenants.js';
import type { NewCompanyRow } from '../company/company.tables.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The people tests' two tenants: a company (at most 10 users unless overridden) with its
 * administrator and a reader, and another company whose administrator calls on its own host.
 */
export async function peopleFixture(t: TestApp, overrides: Partial<NewCompanyRow> = {}) {
  const { home, other } = await twoTenants(t, { maxUser: 10, ...overrides });
  return {
    company: home.company,
    other: other.company,
    adminUser: home.admin,
    admin: home.asAdmin,
    reader: home.asReader,
    otherAdmin: other.asAdmin,
  };
}

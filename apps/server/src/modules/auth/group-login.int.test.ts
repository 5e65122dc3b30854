import { ErrorCode, RoleLevel } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHashOf, hashPassword } from '../../platform/crypto/password.js';
import { createCompany, createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { userGroups } from '../user-group/user-group.tables.js';
import { postLogin } from './auth-test-helpers.js';

describe('group login by ID and password', () => {
  let t: TestApp;
  let company: CompanyRow;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db, { accountType: 'ALL' });
  });
  afterAll(() => t.close());

  async function loginGroup(values: Partial<typeof userGroups.$inferInsert> = {}) {
    const [group] = await t.database.db
      .insert(userGroups)
      .values({
        companyId: company.id,
        name: `Room ${Math.random().toString(36).slice(2, 8)}`,
        maxUser: 10,
        loginUsername: `room_${Math.random().toString(36).slice(2, 8)}`,
        passwordHash: await hashPassword(clientHashOf('RoomPass1')),
        ...values,
      })
      .returning();
    return group!;
  }

  it('signs in as the group’s shared GROUP_USER account, the same one each time', async () => {
    const group = await loginGroup();
    const first = await postLogin(t, company.domain, {
      email: group.loginUsername!.toUpperCase(),
      password: 'RoomPass1',
    });
    expect(first.json().status).toBe(200);
    expect(first.json().results).toMatchObject({ role_level: RoleLevel.GroupUser });
    const second = await postLogin(t, company.domain, {
      email: group.loginUsername!,
      password: 'RoomPass1',
    });
    expect(second.json().results.id).toBe(first.json().results.id);
    const wrong = await postLogin(t, company.domain, {
      email: group.loginUsername!,
      password: 'RoomPass2',
    });
    expect(wrong.json().status).toBe(ErrorCode.InvalidAccount);
  });

  it('answers 811 once the group’s access period is over', async () => {
    const group = await loginGroup({ expiryPeriodDays: 1 });
    await createUser(t.database.db, company, {
      roleLevel: RoleLevel.GroupUser,
      userGroupId: group.id,
      email: null,
      username: null,
      passwordHash: null,
      createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000),
    });
    const response = await postLogin(t, company.domain, {
      email: group.loginUsername!,
      password: 'RoomPass1',
    });
    expect(response.json().status).toBe(ErrorCode.UserAccessExpired);
  });

  it('answers 422 to a password login of an account of a group that signs in by IP', async () => {
    const [ipGroup] = await t.database.db
      .insert(userGroups)
      .values({
        companyId: company.id,
        name: 'Terminals',
        maxUser: 5,
        ipAddresses: ['10.0.0.0/24'],
      })
      .returning();
    const account = await createUser(t.database.db, company, {
      roleLevel: RoleLevel.GroupUser,
      userGroupId: ipGroup!.id,
    });
    const response = await postLogin(t, company.domain, { email: account.email! });
    expect(response.json().status).toBe(ErrorCode.GroupLogsInByIp);
  });
});

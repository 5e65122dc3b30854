import { ErrorCode } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/http/request-context.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { twoTenants, type TestTenant } from '../../test/tenants.js';

describe('the user module keeps each company’s users to it', () => {
  let t: TestApp;
  let home: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ workJobs: false });
    ({ home, other } = await twoTenants(t));
  });
  afterAll(() => t.close());

  it('finds, changes and deletes no user of another company through its service', async () => {
    const { users } = t.services;
    const here = systemContext(home.company);
    expect(await users.findById(here, other.reader.id)).toBeNull();
    expect(await users.update(here, other.reader.id, { fullName: 'Taken over' })).toBeNull();
    expect(await users.delete(here, other.reader.id)).toBe(false);
    const there = await users.findById(systemContext(other.company), other.reader.id);
    expect(there?.fullName).toBe(other.reader.fullName);
  });

  it('answers 404 for another company’s user, whoever asks on this site', async () => {
    const asAdmin = await home.asAdmin('GET', `/user/detail/${other.reader.id}`);
    expect(asAdmin.statusCode).toBe(404);
    const asReader = await home.asReader('GET', `/user/detail/${other.admin.id}`);
    expect(asReader.statusCode).toBe(404);
    expect((await other.asAdmin('GET', `/user/detail/${other.reader.id}`)).json().status).toBe(200);
    expect((await home.asAdmin('DELETE', `/user/delete/${other.reader.id}`)).json().status).toBe(
      ErrorCode.UserNotFound,
    );
  });
});

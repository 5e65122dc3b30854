import { ErrorCode } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/http/request-context.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { twoTenants, type TestTenant } from '../../test/tenants.js';

describe('the user-group module keeps each company’s groups to it', () => {
  let t: TestApp;
  let home: TestTenant;
  let other: TestTenant;
  let theirGroupId: number;

  beforeAll(async () => {
    t = await createTestApp({ workJobs: false });
    ({ home, other } = await twoTenants(t));
    const added = await other.asAdmin('POST', '/user-group/add', {
      name: 'Their readers',
      max_user: 5,
      ip_address: [],
    });
    theirGroupId = added.json().results.id as number;
  });
  afterAll(() => t.close());

  it('finds, locks and changes no group of another company through its service', async () => {
    const { userGroups } = t.services;
    const here = systemContext(home.company);
    expect(await userGroups.findById(here, theirGroupId)).toBeNull();
    expect(
      await t.ports.withTransaction(() => userGroups.lockGroup(here, theirGroupId)),
    ).toBeNull();
    expect(await userGroups.update(here, theirGroupId, { name: 'Taken over' })).toBeNull();
    const theirs = await userGroups.findById(systemContext(other.company), theirGroupId);
    expect(theirs?.name).toBe('Their readers');
  });

  it('answers the not-found code for another company’s group on this site', async () => {
    for (const [method, url] of [
      ['GET', `/user-group/detail/${theirGroupId}`],
      ['PUT', `/user-group/update/${theirGroupId}`],
      ['DELETE', `/user-group/delete/${theirGroupId}`],
    ] as const) {
      const body = method === 'PUT' ? { name: 'Mine', max_user: 1, ip_address: [] } : undefined;
      expect((await home.asAdmin(method, url, body)).json().status, url).toBe(
        ErrorCode.UserGroupNotFound,
      );
    }
    expect((await other.asAdmin('GET', `/user-group/detail/${theirGroupId}`)).json().status).toBe(
      200,
    );
  });
});

import { ErrorCode } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHashOf } from '../../platform/crypto/password.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createContentGroup } from '../content-access/content-access-test-helpers.js';
import { peopleFixture } from './people-test-helpers.js';

describe('user groups: the company administrator’s calls and their rules', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof peopleFixture>>;

  beforeAll(async () => {
    t = await createTestApp();
    f = await peopleFixture(t, { allowLoginByIpAddress: true });
  });
  afterAll(() => t.close());

  const base = { name: 'Reading room', max_user: 5, session: 2, ip_address: [] };
  const add = async (body: object) => (await f.admin('POST', '/user-group/add', body)).json();

  it('adds, reads, lists (default first), updates and deletes a group', async () => {
    await add({ ...base, name: 'Default group' }); // not default: only the seed or a new company makes one
    const shelf = await createContentGroup(t.database.db, f.company, { name: 'Shelf' });
    const created = await add({
      ...base,
      staff_role_id: 7,
      ip_address: ['10.1.2.0/24'],
      expiry_period_number: 30,
      content_group_ids: [shelf.id],
    });
    expect(created.status).toBe(200);
    expect(created.results).toMatchObject({
      name: 'Reading room',
      max_user: 5,
      session: 2,
      staff_role_id: 7,
      ip_address: ['10.1.2.0/24'],
      expiry_period_number: 30,
      content_group_ids: [shelf.id],
      has_password: false,
      user_count: 0,
    });
    const id = created.results.id as number;

    const detail = (await f.admin('GET', `/user-group/detail/${id}`)).json();
    expect(detail.results.name).toBe('Reading room');
    const page = (await f.admin('GET', '/user-group/page?page=1&size=10&search_key=room')).json();
    expect(page.results.content.map((g: { id: number }) => g.id)).toEqual([id]);
    const list = (await f.admin('GET', '/user-group/list')).json();
    expect(list.results.map((g: { name: string }) => g.name)).toEqual([
      'Default group',
      'Reading room',
    ]);

    const updated = (
      await f.admin('PUT', `/user-group/update/${id}`, { ...base, name: 'Room 2', max_user: 3 })
    ).json();
    expect(updated.results).toMatchObject({ name: 'Room 2', max_user: 3, ip_address: [] });
    expect(updated.results.content_group_ids).toEqual([]);

    expect((await f.admin('DELETE', `/user-group/delete/${id}`)).json().status).toBe(200);
    expect((await f.admin('GET', `/user-group/detail/${id}`)).json().status).toBe(
      ErrorCode.UserGroupNotFound,
    );
  });

  it('keeps the group password, shows only that one exists, and needs username and password together', async () => {
    const created = await add({
      ...base,
      name: 'Login group',
      username: 'group_login',
      password_hash: clientHashOf('GroupPass1'),
    });
    expect(created.results).toMatchObject({ username: 'group_login', has_password: true });
    expect(JSON.stringify(created.results)).not.toContain('argon2');
    const id = created.results.id;
    const kept = await f.admin('PUT', `/user-group/update/${id}`, {
      ...base,
      name: 'Login group',
      username: 'group_login2',
    });
    expect(kept.json().results).toMatchObject({ username: 'group_login2', has_password: true });

    const half = await add({ ...base, name: 'Half', username: 'half_login' });
    expect(half.status).toBe(ErrorCode.IpLoginChangeBothCredentials);
    const passwordOnly = await add({ ...base, name: 'Half', password_hash: clientHashOf('x1') });
    expect(passwordOnly.status).toBe(ErrorCode.IpLoginChangeBothCredentials);
    const both = await add({
      ...base,
      name: 'Both',
      username: 'both_login',
      password_hash: clientHashOf('BothPass1'),
      ip_address: ['10.9.9.0/24'],
    });
    expect(both.status).toBe(ErrorCode.IpLoginChangeBothCredentials);
    const takenLogin = await add({
      ...base,
      name: 'Other login',
      username: 'GROUP_LOGIN2',
      password_hash: clientHashOf('GroupPass1'),
    });
    expect(takenLogin.status).toBe(ErrorCode.NameExists);
  });

  it('answers the catalogue codes for names, limits, IP ranges and content groups', async () => {
    expect((await add({ ...base, name: 'Unique' })).status).toBe(200);
    expect((await add({ ...base, name: 'unique' })).status).toBe(ErrorCode.NameExists);
    expect((await add({ ...base, name: 'bad/name' })).status).toBe(ErrorCode.BadRequest);
    expect((await add({ ...base, name: 'Zero', max_user: 0 })).status).toBe(
      ErrorCode.DefaultMaxUsersIsOne,
    );
    expect((await add({ ...base, name: 'Huge', max_user: 11 })).status).toBe(
      ErrorCode.CompanyMaxUsers,
    );
    expect((await add({ ...base, name: 'Wide', ip_address: ['10.0.0.0/16'] })).status).toBe(
      ErrorCode.BadRequest,
    );
    expect(
      (await add({ ...base, name: 'Twice', ip_address: ['10.5.0.0/24', '10.5.0.0/24'] })).status,
    ).toBe(ErrorCode.BadRequest);
    expect((await add({ ...base, name: 'Room A', ip_address: ['10.7.0.0/24'] })).status).toBe(200);
    expect((await add({ ...base, name: 'Room B', ip_address: ['10.7.0.128/25'] })).status).toBe(
      ErrorCode.IpRangeConflict,
    );
    const foreign = await createContentGroup(t.database.db, f.other, { name: 'Theirs' });
    expect((await add({ ...base, name: 'Foreign', content_group_ids: [foreign.id] })).status).toBe(
      ErrorCode.ContentGroupNotFound,
    );

    const noIp = await peopleFixture(t);
    const refused = await noIp.admin('POST', '/user-group/add', {
      ...base,
      ip_address: ['10.8.0.0/24'],
    });
    expect(refused.json().status).toBe(ErrorCode.IpGroupNotAllowed);
  });

  it('refuses a login username a user has (407), and one user and one group racing for a name get it once', async () => {
    await createUser(t.database.db, f.company, { username: 'Shared_Name' });
    const login = { username: 'shared_name', password_hash: clientHashOf('GroupPass1') };
    expect((await add({ ...base, name: 'Clash', ...login })).status).toBe(ErrorCode.NameExists);
    const own = await add({ ...base, name: 'Own', ...login, username: 'own_login' });
    expect(own.status).toBe(200);
    const renamed = await f.admin('PUT', `/user-group/update/${own.results.id}`, {
      ...base,
      name: 'Own',
      username: 'SHARED_NAME',
    });
    expect(renamed.json().status).toBe(ErrorCode.NameExists);
    const kept = await f.admin('PUT', `/user-group/update/${own.results.id}`, {
      ...base,
      name: 'Own 2',
      username: 'own_login',
    });
    expect(kept.json().status).toBe(200);

    for (const n of [1, 2, 3]) {
      const name = `racer_${n}`;
      const [user, group] = await Promise.all([
        f.admin('POST', '/user/add', {
          email: `${name}@example.test`,
          username: name,
          full_name: 'Racing reader',
          password_hash: clientHashOf('Reader123'),
          lang: 'en',
        }),
        f.admin('POST', '/user-group/add', {
          ...base,
          name: `Race ${n}`,
          ...login,
          username: name,
        }),
      ]);
      const statuses = [user.json().status, group.json().status];
      expect(
        statuses.filter((status) => status === 200),
        name,
      ).toHaveLength(1);
      expect([ErrorCode.EmailExists, ErrorCode.NameExists]).toContain(
        statuses.find((status) => status !== 200),
      );
    }
    // Both locks in one order: a group saved while a user joins it waits, it does not deadlock.
    for (const n of [1, 2, 3]) {
      const [user, group] = await Promise.all([
        f.admin('POST', '/user/add', {
          email: `joiner_${n}@example.test`,
          full_name: 'Joining reader',
          password_hash: clientHashOf('Reader123'),
          lang: 'en',
          user_group_id: own.results.id,
        }),
        f.admin('PUT', `/user-group/update/${own.results.id}`, {
          ...base,
          name: 'Own 2',
          username: 'own_login',
        }),
      ]);
      expect([user.json().status, group.json().status]).toEqual([200, 200]);
    }
  });

  it('refuses fewer places than members (427) and deleting a group in use (430)', async () => {
    const group = (await add({ ...base, name: 'Busy', max_user: 2 })).results;
    await createUser(t.database.db, f.company, { userGroupId: group.id });
    await createUser(t.database.db, f.company, { userGroupId: group.id });
    const shrink = await f.admin('PUT', `/user-group/update/${group.id}`, {
      ...base,
      name: 'Busy',
      max_user: 1,
    });
    expect(shrink.json().status).toBe(ErrorCode.UserGroupMaxUsersReached);
    expect((await f.admin('DELETE', `/user-group/delete/${group.id}`)).json().status).toBe(
      ErrorCode.UserGroupInUse,
    );
    expect((await f.admin('GET', `/user-group/detail/${group.id}`)).json().results.user_count).toBe(
      2,
    );
  });

  it('is for the company’s administrators only: readers 614, another company 748', async () => {
    const group = (await add({ ...base, name: 'Private' })).results;
    expect((await f.reader('GET', '/user-group/list')).json().status).toBe(ErrorCode.NoPermission);
    expect((await f.reader('POST', '/user-group/add', base)).json().status).toBe(
      ErrorCode.NoPermission,
    );
    for (const [method, url, body] of [
      ['GET', `/user-group/detail/${group.id}`, undefined],
      ['PUT', `/user-group/update/${group.id}`, { ...base, name: 'Stolen' }],
      ['DELETE', `/user-group/delete/${group.id}`, undefined],
    ] as const) {
      const response = await f.otherAdmin(method, url, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().status).toBe(ErrorCode.UserGroupNotFound);
    }
    const theirs = (await f.otherAdmin('GET', '/user-group/list')).json().results;
    expect(theirs.map((g: { id: number }) => g.id)).not.toContain(group.id);
  });
});

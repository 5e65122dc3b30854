import { AccountStatus, ErrorCode, RoleLevel } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHashOf } from '../../platform/crypto/password.js';
import { createUser, signIn } from '../../test/factories.js';
import { createTestApp, waitForMail, type TestApp } from '../../test/test-app.js';
import { createContentGroup } from '../content-access/content-access-test-helpers.js';
import { users } from '../user/user.tables.js';
import { peopleFixture } from './people-test-helpers.js';

describe('users: the company administrator’s calls', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof peopleFixture>>;

  beforeAll(async () => {
    t = await createTestApp();
    f = await peopleFixture(t, { accountType: 'ALL', maxUser: 100 });
  });
  afterAll(() => t.close());

  const info = (host: string, token: string) =>
    t.app.inject({ url: '/api/v1/auth/info', headers: { host, 'x-access-token': token } });
  const newUser = (overrides: object = {}) => ({
    email: `reader-${Math.random().toString(36).slice(2, 8)}@example.test`,
    full_name: 'Hanako Yamada',
    password_hash: clientHashOf('Reader123'),
    lang: 'en',
    ...overrides,
  });

  it('adds a user with groups and free fields, shows and lists them, and signs them in', async () => {
    const group = (
      await f.admin('POST', '/user-group/add', { name: 'Members', max_user: 5, ip_address: [] })
    ).json().results;
    const shelf = await createContentGroup(t.database.db, f.company, { name: 'Own shelf' });
    const body = newUser({
      username: 'hanako_y',
      user_group_id: group.id,
      content_group_ids: [shelf.id],
      param01: 'Tokyo',
      param05: 'note',
    });
    const added = (await f.admin('POST', '/user/add', body)).json();
    expect(added.status).toBe(200);
    expect(added.results).toMatchObject({
      full_name: 'Hanako Yamada',
      username: 'hanako_y',
      role_level: RoleLevel.User,
      user_group_id: group.id,
      user_group_name: 'Members',
      content_group_ids: [shelf.id],
      param01: 'Tokyo',
      param02: null,
      param05: 'note',
      is_account_status: 0,
      has_password: true,
    });
    const id = added.results.id;
    const detail = (await f.admin('GET', `/user/detail/${id}`)).json();
    expect(detail.results).toMatchObject({ id, user_group_name: 'Members', param01: 'Tokyo' });

    const page = (
      await f.admin('GET', '/user/page?search_key=hanako&sort_field=full_name&sort=asc')
    ).json();
    expect(page.results.content.map((u: { id: number }) => u.id)).toEqual([id]);
    // Administrators are not in the list.
    const all = (await f.admin('GET', '/user/page?size=100')).json().results.content;
    expect(all.map((u: { id: number }) => u.id)).not.toContain(f.adminUser.id);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: f.company.domain, 'x-api-client': '1' },
      payload: {
        email: 'hanako_y',
        password_hash: clientHashOf('Reader123'),
        domain: f.company.domain,
      },
    });
    expect(login.json().status).toBe(200);
  });

  it('mails a set-password link to a user added without a password, and on reset', async () => {
    const body = newUser({ password_hash: undefined, lang: 'ja' });
    const added = (await f.admin('POST', '/user/add', body)).json();
    expect(added.status).toBe(200);
    expect(added.results.has_password).toBe(false);
    const mail = await waitForMail(t, (sent) => sent.to === body.email);
    // The registration mail's password line is the set-password link; its address link confirms.
    const setLink = /パスワードの設定・ログイン: (\S+)/.exec(mail.text)?.[1];
    expect(setLink).toMatch(
      new RegExp(`^http://${f.company.domain}/forget-password/reset\\?token=[\\w-]+$`),
    );
    expect(mail.text).not.toMatch(/\{\{\s*password/);
    const confirmToken = /\/confirm-email\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(confirmToken).toBeDefined();

    // Follow the link: set a password, then sign in with it.
    const chosen = clientHashOf('Chosen123');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      headers: { host: f.company.domain },
      payload: { token: new URL(setLink!).searchParams.get('token'), password_hash: chosen },
    });
    expect(set.json().status).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: f.company.domain, 'x-api-client': '1' },
      payload: { email: body.email, password_hash: chosen, domain: f.company.domain },
    });
    expect(login.json().status).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/confirm-email',
      headers: { host: f.company.domain },
      payload: { token: confirmToken },
    });
    expect(confirmed.json().status).toBe(200);

    const reset = await f.admin('PUT', `/user/reset-password/${added.results.id}`);
    expect(reset.json().status).toBe(200);
    await waitForMail(
      t,
      (sent) => sent.to === body.email && sent !== mail && /reset\?token=/.test(sent.text),
    );
    // Without a password and without an address, nothing could reach the user: refused.
    const noPassword = await f.admin(
      'POST',
      '/user/add',
      newUser({ email: null, password_hash: null, username: 'nomail_user' }),
    );
    expect(noPassword.json().status).toBe(ErrorCode.BadRequest);
  });

  it('leaves every address it types unconfirmed: only a link followed by its owner confirms', async () => {
    const verifiedAt = async (id: number) =>
      (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.emailVerifiedAt;
    const email = `typed-${f.company.id}@example.test`;
    const added = (await f.admin('POST', '/user/add', newUser({ email }))).json();
    expect(added.status).toBe(200);
    expect(await verifiedAt(added.results.id)).toBeNull();

    // A confirmed address stays confirmed while it stays; any change undoes it.
    const user = await createUser(t.database.db, f.company);
    expect(await verifiedAt(user.id)).not.toBeNull();
    const keep = { email: user.email, username: user.username, full_name: 'Same Mail' };
    expect((await f.admin('PUT', `/user/update/${user.id}`, keep)).json().status).toBe(200);
    expect(await verifiedAt(user.id)).not.toBeNull();
    const changed = { ...keep, email: `changed-${user.id}@example.test` };
    expect((await f.admin('PUT', `/user/update/${user.id}`, changed)).json().status).toBe(200);
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('updates a user, and suspending or deleting ends their sessions at once', async () => {
    const user = await createUser(t.database.db, f.company);
    const token = (await signIn(t.database.db, user))['x-access-token'];
    expect((await info(f.company.domain, token)).json().status).toBe(200);

    const renamed = await f.admin('PUT', `/user/update/${user.id}`, {
      email: user.email,
      username: user.username,
      full_name: 'Renamed',
      lang: 'en',
      param02: 'x',
    });
    expect(renamed.json().results).toMatchObject({ full_name: 'Renamed', param02: 'x' });
    expect((await info(f.company.domain, token)).json().status).toBe(200);

    const suspended = await f.admin('PUT', `/user/update/${user.id}`, {
      email: user.email,
      full_name: 'Renamed',
      is_account_status: AccountStatus.Suspended,
    });
    expect(suspended.json().results.is_account_status).toBe(1);
    expect((await info(f.company.domain, token)).json().status).not.toBe(200);

    const other = await createUser(t.database.db, f.company);
    const otherToken = (await signIn(t.database.db, other))['x-access-token'];
    expect((await f.admin('DELETE', `/user/delete/${other.id}`)).json().status).toBe(200);
    expect((await info(f.company.domain, otherToken)).json().status).not.toBe(200);
    expect((await f.admin('GET', `/user/detail/${other.id}`)).json().status).toBe(
      ErrorCode.UserNotFound,
    );
  });

  it('answers 413 for a taken identity, 417 when the company is full, 427 when the group is', async () => {
    const taken = await createUser(t.database.db, f.company);
    expect(
      (await f.admin('POST', '/user/add', newUser({ email: taken.email }))).json().status,
    ).toBe(ErrorCode.EmailExists);
    const small = (
      await f.admin('POST', '/user-group/add', { name: 'Small', max_user: 1, ip_address: [] })
    ).json().results;
    expect(
      (await f.admin('POST', '/user/add', newUser({ user_group_id: small.id }))).json().status,
    ).toBe(200);
    expect(
      (await f.admin('POST', '/user/add', newUser({ user_group_id: small.id }))).json().status,
    ).toBe(ErrorCode.UserGroupMaxUsersReached);
    const full = await peopleFixture(t, { maxUser: 1 });
    // The fixture's reader already fills the company.
    expect((await full.admin('POST', '/user/add', newUser())).json().status).toBe(
      ErrorCode.CompanyMaxUsersReached,
    );
  });

  it('answers 413 for a username a user group signs in with, on add and on update', async () => {
    const group = await f.admin('POST', '/user-group/add', {
      name: 'Lounge',
      max_user: 5,
      ip_address: [],
      username: 'lounge_login',
      password_hash: clientHashOf('GroupPass1'),
    });
    expect(group.json().status).toBe(200);
    const added = await f.admin('POST', '/user/add', newUser({ username: 'Lounge_Login' }));
    expect(added.json().status).toBe(ErrorCode.EmailExists);
    const user = await createUser(t.database.db, f.company);
    const renamed = await f.admin('PUT', `/user/update/${user.id}`, {
      email: user.email,
      username: 'LOUNGE_LOGIN',
      full_name: 'Renamed',
      lang: 'en',
    });
    expect(renamed.json().status).toBe(ErrorCode.EmailExists);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: f.company.domain, 'x-api-client': '1' },
      payload: {
        email: 'lounge_login',
        password_hash: clientHashOf('GroupPass1'),
        domain: f.company.domain,
      },
    });
    expect(login.json().results).toMatchObject({ role_level: RoleLevel.GroupUser });
  });

  it('keeps to the company: readers 614, another company’s users 700, foreign groups 748/715', async () => {
    const user = await createUser(t.database.db, f.company);
    expect((await f.reader('GET', '/user/page')).json().status).toBe(ErrorCode.NoPermission);
    expect((await f.reader('POST', '/user/add', newUser())).json().status).toBe(
      ErrorCode.NoPermission,
    );
    for (const [method, url, body] of [
      ['GET', `/user/detail/${user.id}`, undefined],
      ['PUT', `/user/update/${user.id}`, { email: 'x@example.test', full_name: 'X' }],
      ['DELETE', `/user/delete/${user.id}`, undefined],
      ['PUT', `/user/reset-password/${user.id}`, undefined],
      ['GET', `/user/user-subscription-plan-paging/?user_id=${user.id}`, undefined],
    ] as const) {
      const response = await f.otherAdmin(method, url, body);
      expect(response.statusCode, url).toBe(404);
    }
    const theirGroup = (
      await f.otherAdmin('POST', '/user-group/add', { name: 'Theirs', max_user: 1, ip_address: [] })
    ).json().results;
    expect(
      (await f.admin('POST', '/user/add', newUser({ user_group_id: theirGroup.id }))).json().status,
    ).toBe(ErrorCode.UserGroupNotFound);
    const plans = (
      await f.admin('GET', `/user/user-subscription-plan-paging/?user_id=${user.id}`)
    ).json();
    expect(plans.results).toMatchObject({ content: [], total_elements: 0 });
  });
});

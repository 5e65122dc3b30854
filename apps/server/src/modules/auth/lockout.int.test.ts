import * as argon2 from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCompany, createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { ADMIN_HOST, nextClientAddress, postLogin } from './auth-test-helpers.js';
import { loginThrottles } from './auth.tables.js';
import { loginLockout } from './login-throttle.repository.js';

const WRONG = 'wrong-password';

// argon2's verify, still doing its work, counted: the test asserts the work done, not the time.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

describe('login lockout and rate limit', () => {
  let t: TestApp;
  let company: CompanyRow;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db);
  });
  afterAll(() => t.close());

  /** What a client can observe of an answer: HTTP status, body and headers other than timing. */
  function observable(response: Awaited<ReturnType<typeof postLogin>>) {
    return {
      http: response.statusCode,
      body: response.json(),
      cookie: response.headers['set-cookie'],
    };
  }

  it('answers an existing and an unknown identity alike, then locks both with 425', async () => {
    const user = await createUser(t.database.db, company);
    const unknown = `ghost-${user.id}@example.test`;
    const [realAddress, ghostAddress] = [nextClientAddress(), nextClientAddress()];
    for (let attempt = 1; attempt <= loginLockout.maxFailures; attempt += 1) {
      const real = observable(
        await postLogin(
          t,
          company.domain,
          { email: user.email!, password: WRONG },
          { remoteAddress: realAddress },
        ),
      );
      const ghost = observable(
        await postLogin(
          t,
          company.domain,
          { email: unknown, password: WRONG },
          { remoteAddress: ghostAddress },
        ),
      );
      expect(real).toEqual(ghost);
      expect(real.body).toMatchObject({ status: 605, results: null });
      expect(real.http).toBe(401);
    }

    const lockedReal = await postLogin(
      t,
      company.domain,
      { email: user.email! },
      { remoteAddress: realAddress },
    );
    const lockedGhost = await postLogin(
      t,
      company.domain,
      { email: unknown },
      { remoteAddress: ghostAddress },
    );
    expect(lockedReal.statusCode).toBe(403);
    expect(lockedReal.json().status).toBe(425);
    expect(lockedGhost.json().status).toBe(425);
    expect(lockedReal.json().message).toBe(lockedGhost.json().message);
    expect(lockedReal.headers['set-cookie']).toBeUndefined();
  });

  it('spends the same work on an unknown identity as on a wrong password', async () => {
    const user = await createUser(t.database.db, company);
    const unknown = `nobody-${user.id}@example.test`;
    const verify = vi.mocked(argon2.verify);
    const verificationsOf = async (email: string) => {
      verify.mockClear();
      await postLogin(t, company.domain, { email, password: WRONG });
      return verify.mock.calls.length;
    };
    // One argon2 verification each: against the account's hash, or against a dummy hash for an
    // identity nobody has, so the answer's timing does not tell which accounts exist (the
    // timing itself is measured in bench/, not asserted here).
    expect(await verificationsOf(user.email!)).toBe(1);
    expect(await verificationsOf(unknown)).toBe(1);
  });

  it('counts identities case-insensitively and per company', async () => {
    const user = await createUser(t.database.db, company);
    const sibling = await createCompany(t.database.db);
    const twin = await createUser(t.database.db, sibling, { email: user.email });
    const remoteAddress = nextClientAddress();
    for (let attempt = 1; attempt <= loginLockout.maxFailures; attempt += 1) {
      const email = attempt % 2 === 0 ? user.email!.toUpperCase() : user.email!;
      await postLogin(t, company.domain, { email, password: WRONG }, { remoteAddress });
    }
    const again = await postLogin(t, company.domain, { email: user.email! }, { remoteAddress });
    expect(again.json().status).toBe(425);
    // The same e-mail at another company is another account with its own count.
    const twinLogin = await postLogin(t, sibling.domain, { email: twin.email! }, { remoteAddress });
    expect(twinLogin.json().status).toBe(200);
  });

  it('forgets failures after a successful sign-in', async () => {
    const user = await createUser(t.database.db, company);
    const remoteAddress = nextClientAddress();
    const failMany = async (times: number) => {
      for (let i = 0; i < times; i += 1) {
        const response = await postLogin(
          t,
          company.domain,
          { email: user.email!, password: WRONG },
          { remoteAddress },
        );
        expect(response.json().status).toBe(605);
      }
    };
    const signIn = () => postLogin(t, company.domain, { email: user.email! }, { remoteAddress });
    await failMany(loginLockout.maxFailures - 1);
    expect((await signIn()).json().status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(loginThrottles)
      .where(
        and(eq(loginThrottles.companyId, company.id), eq(loginThrottles.identity, user.email!)),
      );
    // The pair's count is gone; the identity-wide row keeps the failures (not the success).
    expect(rows.map(({ address, failures }) => ({ address, failures }))).toEqual([
      { address: '', failures: loginLockout.maxFailures - 1 },
    ]);
    await failMany(loginLockout.maxFailures - 1);
    expect((await signIn()).json().status).toBe(200);
  });

  it('lets the identity in again once the lock has run out', async () => {
    const user = await createUser(t.database.db, company);
    const remoteAddress = nextClientAddress();
    const attempt = (password?: string) =>
      postLogin(t, company.domain, { email: user.email!, password }, { remoteAddress });
    for (let i = 0; i < loginLockout.maxFailures; i += 1) await attempt(WRONG);
    expect((await attempt()).json().status).toBe(425);
    await t.database.db
      .update(loginThrottles)
      .set({
        lockedUntil: new Date(Date.now() - 1000),
        firstFailureAt: new Date(Date.now() - 31 * 60_000),
      })
      .where(eq(loginThrottles.identity, user.email!));
    // One more failure starts a fresh count instead of locking again at once.
    expect((await attempt(WRONG)).json().status).toBe(605);
    expect((await attempt()).json().status).toBe(200);
  });

  it('locks system administrators on the admin host too', async () => {
    const systemAdmin = await createUser(t.database.db, null);
    const remoteAddress = nextClientAddress();
    for (let i = 0; i < loginLockout.maxFailures; i += 1) {
      const response = await postLogin(
        t,
        ADMIN_HOST,
        { email: systemAdmin.email!, password: WRONG },
        { remoteAddress },
      );
      expect(response.json().status).toBe(605);
    }
    const locked = await postLogin(t, ADMIN_HOST, { email: systemAdmin.email! }, { remoteAddress });
    expect(locked.json().status).toBe(425);
  });

  it('limits sign-in attempts per client address with 794', async () => {
    const user = await createUser(t.database.db, company);
    const remoteAddress = '192.0.2.77';
    // The default of LOGIN_RATE_LIMIT_PER_MINUTE (docs/decisions-auth.md).
    expect(t.config.loginRateLimitPerMinute).toBe(20);
    for (let i = 0; i < t.config.loginRateLimitPerMinute; i += 1) {
      const response = await postLogin(
        t,
        company.domain,
        { email: `nobody${i}@example.test` },
        { remoteAddress },
      );
      expect(response.json().status).toBe(605);
    }
    const limited = await postLogin(t, company.domain, { email: user.email! }, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().status).toBe(794);
    // Another address is not affected.
    expect((await postLogin(t, company.domain, { email: user.email! })).json().status).toBe(200);
  });

  it('verifies at most the maximum of a parallel burst of wrong passwords', async () => {
    const user = await createUser(t.database.db, company);
    const remoteAddress = nextClientAddress();
    const burst = await Promise.all(
      Array.from({ length: loginLockout.maxFailures + 5 }, () =>
        postLogin(t, company.domain, { email: user.email!, password: WRONG }, { remoteAddress }),
      ),
    );
    const statuses = burst.map((response) => response.json().status as number);
    // Every 605 is one argon2 verification; the rest were refused before it.
    expect(statuses.filter((status) => status === 605).length).toBeLessThanOrEqual(
      loginLockout.maxFailures,
    );
    expect(statuses.filter((status) => status !== 605).every((status) => status === 425)).toBe(
      true,
    );
    expect(statuses.filter((status) => status === 425).length).toBeGreaterThanOrEqual(5);
    const after = await postLogin(t, company.domain, { email: user.email! }, { remoteAddress });
    expect(after.json().status).toBe(425);
  });

  it("does not let a stranger's failures from one address lock the user out of another", async () => {
    const user = await createUser(t.database.db, company);
    const stranger = nextClientAddress();
    for (let i = 0; i < loginLockout.maxFailures; i += 1) {
      await postLogin(
        t,
        company.domain,
        { email: user.email!, password: WRONG },
        { remoteAddress: stranger },
      );
    }
    const strangerAgain = await postLogin(
      t,
      company.domain,
      { email: user.email! },
      { remoteAddress: stranger },
    );
    expect(strangerAgain.json().status).toBe(425);
    const owner = await postLogin(t, company.domain, { email: user.email! });
    expect(owner.json().status).toBe(200);
  });

  it('locks the identity everywhere once failures from all addresses reach the ceiling', async () => {
    const user = await createUser(t.database.db, company);
    const perAddress = loginLockout.maxFailures;
    const addresses = loginLockout.maxFailuresPerIdentity / perAddress;
    for (let a = 0; a < addresses; a += 1) {
      const remoteAddress = nextClientAddress();
      await Promise.all(
        Array.from({ length: perAddress }, () =>
          postLogin(t, company.domain, { email: user.email!, password: WRONG }, { remoteAddress }),
        ),
      );
    }
    // A fresh address with the right password: the identity is locked for everyone.
    const owner = await postLogin(t, company.domain, { email: user.email! });
    expect(owner.json().status).toBe(425);
  });
});

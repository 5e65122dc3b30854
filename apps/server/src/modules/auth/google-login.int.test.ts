import { randomBytes } from 'node:crypto';
import { ErrorCode, errorCatalogue, GoogleOption, RoleLevel } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../platform/crypto/secret-box.js';
import { createCompany, createUser } from '../../test/factories.js';
import { createLogCapture, createTestApp, type TestApp } from '../../test/test-app.js';
import { companies, type CompanyRow } from '../company/company.tables.js';
import { users } from '../user/user.tables.js';
import { hashAccessToken } from '../../platform/crypto/access-token.js';
import { sessions } from '../session/session.tables.js';
import { GOOGLE_FLOW_COOKIE } from './google-login.flow.js';
import {
  startTestOidcProvider,
  type TestOidcAccount,
  type TestOidcProvider,
} from './google-login.fixture.js';

describe('Google sign-in against a real OpenID Connect provider', () => {
  const tag = randomBytes(3).toString('hex');
  const domains = {
    register: `g-register-${tag}.test`,
    loginOnly: `g-login-${tag}.test`,
    disabled: `g-none-${tag}.test`,
    other: `g-other-${tag}.test`,
  };
  let provider: TestOidcProvider;
  let t: TestApp;
  const log = createLogCapture();
  const company = {} as Record<keyof typeof domains, CompanyRow>;

  function accountNamed(name: string, overrides: Partial<TestOidcAccount> = {}): TestOidcAccount {
    const sub = `sub-${name}-${randomBytes(4).toString('hex')}`;
    return {
      sub,
      email: `${name}-${tag}@gmail.test`,
      email_verified: true,
      name: `Ms ${name}`,
      ...overrides,
    };
  }

  async function startSignIn(target: CompanyRow) {
    const response = await t.app.inject({
      url: `/api/v1/auth/social-login/authorization-url?redirect_url=${encodeURIComponent(`http://${target.domain}/login/`)}`,
      headers: { host: target.domain },
    });
    const cookie = response.cookies.find((c) => c.name === GOOGLE_FLOW_COOKIE);
    return {
      response,
      cookie,
      authorizationUrl: response.json().results?.authorization_url as string,
    };
  }

  function postSocialLogin(
    target: CompanyRow,
    payload: Record<string, unknown>,
    flowCookie: string | undefined,
  ) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/social-login',
      headers: { host: target.domain, 'x-api-client': '1' },
      cookies: flowCookie ? { [GOOGLE_FLOW_COOKIE]: flowCookie } : {},
      payload: {
        domain: target.domain,
        keep_login: false,
        redirect_url: `http://${target.domain}/login/`,
        ...payload,
      },
    });
  }

  /** The whole round trip: start, sign in at the provider, return with code and state. */
  async function signInWithGoogle(target: CompanyRow, account: TestOidcAccount) {
    const started = await startSignIn(target);
    expect(started.response.statusCode).toBe(200);
    const returned = await provider.signIn(started.authorizationUrl, account);
    const params = returned.searchParams;
    const payload = {
      authorize_code: params.get('code'),
      state: params.get('state'),
      iss: params.get('iss') ?? undefined,
    };
    const response = await postSocialLogin(target, payload, started.cookie?.value);
    return { response, payload, flowCookie: started.cookie?.value, returned };
  }

  function findUsersByEmail(email: string) {
    return t.database.db.select().from(users).where(eq(users.email, email));
  }

  beforeAll(async () => {
    provider = await startTestOidcProvider({
      redirectUris: Object.values(domains).map((domain) => `http://${domain}/login/`),
    });
    t = await createTestApp({ env: { GOOGLE_ISSUER: provider.issuer }, logger: log.logger });
    const box = createSecretBox(t.config.appSecret);
    const options = {
      register: GoogleOption.LoginRegister,
      loginOnly: GoogleOption.Login,
      disabled: GoogleOption.None,
      other: GoogleOption.LoginRegister,
    } as const;
    for (const key of Object.keys(domains) as (keyof typeof domains)[]) {
      company[key] = await createCompany(t.database.db, {
        domain: domains[key],
        googleOption: options[key],
        googleClientId: provider.clientId,
      });
      await t.database.db
        .update(companies)
        .set({ googleClientSecret: box.seal(provider.clientSecret, company[key].id) })
        .where(eq(companies.id, company[key].id));
    }
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('answers an authorization URL with PKCE S256, state and nonce kept in a signed cookie', async () => {
    const { response, cookie, authorizationUrl } = await startSignIn(company.register);
    expect(response.statusCode).toBe(200);
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: `http://${domains.register}/login/`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 600, path: '/' });
    // Signed, so the verifier inside cannot be swapped by the browser.
    expect(cookie?.value).toMatch(/\.[\w+/=-]+$/);
  });

  it('refuses a return address that is not the /login/ page of the company host', async () => {
    for (const redirect of [
      `http://${domains.other}/login/`,
      `http://${domains.register}/admin/`,
      `http://${domains.register}/login/?next=/x`,
      `https://${domains.register}/login/`,
      'not a url',
    ]) {
      const response = await t.app.inject({
        url: `/api/v1/auth/social-login/authorization-url?redirect_url=${encodeURIComponent(redirect)}`,
        headers: { host: domains.register },
      });
      expect(response.statusCode, redirect).toBe(400);
    }
  });

  it('creates a USER keyed on the Google subject on the first sign-in (LOGIN_REGISTER)', async () => {
    const account = accountNamed('alice');
    const { response } = await signInWithGoogle(company.register, account);
    expect(response.statusCode).toBe(200);
    const results = response.json().results;
    expect(results).toMatchObject({
      company_id: company.register.id,
      domain: domains.register,
      email: account.email,
      full_name: 'Ms alice',
      role_level: RoleLevel.User,
    });
    expect(response.cookies.find((c) => c.name === 'hondana_session')?.value).toBe(
      results.access_token,
    );
    expect(response.cookies.find((c) => c.name === GOOGLE_FLOW_COOKIE)?.value).toBe('');

    const [user] = await findUsersByEmail(account.email);
    expect(user).toMatchObject({
      googleSubject: account.sub,
      passwordHash: null,
      roleLevel: RoleLevel.User,
    });
    // Google verified the address: the account counts as confirmed.
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashAccessToken(results.access_token)));
    expect(session?.loginType).toBe('google_login');
  });

  it('signs the same user in the second time, even after the e-mail changed at Google', async () => {
    const account = accountNamed('bob');
    const first = await signInWithGoogle(company.register, account);
    const second = await signInWithGoogle(company.register, {
      ...account,
      email: `bob-renamed-${tag}@gmail.test`,
    });
    expect(second.response.statusCode).toBe(200);
    expect(second.response.json().results.id).toBe(first.response.json().results.id);
    expect(await findUsersByEmail(`bob-renamed-${tag}@gmail.test`)).toHaveLength(0);
  });

  it('refuses an unknown Google account where the company only allows LOGIN (605)', async () => {
    const account = accountNamed('carol');
    const { response } = await signInWithGoogle(company.loginOnly, account);
    expect(response.json()).toMatchObject({ status: 605 });
    expect(await findUsersByEmail(account.email)).toHaveLength(0);
  });

  it('links an existing USER with the same verified e-mail and no Google link (LOGIN)', async () => {
    const account = accountNamed('dave');
    const existing = await createUser(t.database.db, company.loginOnly, { email: account.email });
    const { response } = await signInWithGoogle(company.loginOnly, account);
    expect(response.statusCode).toBe(200);
    expect(response.json().results.id).toBe(existing.id);
    const [linked] = await findUsersByEmail(account.email);
    expect(linked?.googleSubject).toBe(account.sub);
  });

  it('does not link an account whose address its owner has not confirmed (413) until confirmed', async () => {
    const account = accountNamed('mallory-victim');
    // Someone registered the victim's address (the registration mail's link was never followed).
    const squatter = await createUser(t.database.db, company.register, {
      email: account.email,
      emailVerifiedAt: null,
    });
    const refused = await signInWithGoogle(company.register, account);
    expect(refused.response.json()).toMatchObject({ status: 413 });
    expect(refused.response.json().message).toMatch(/not confirmed/);
    const [unlinked, ...others] = await findUsersByEmail(account.email);
    expect(unlinked?.googleSubject).toBeNull();
    expect(others).toHaveLength(0);

    // Once the address is confirmed by whoever reads its mailbox, the accounts link.
    const link = await t.services.emailConfirmations.issue(
      { company: company.register, actor: null },
      squatter,
    );
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/confirm-email',
      headers: { host: domains.register },
      payload: { token: link },
    });
    expect(confirmed.json().status).toBe(200);
    const linked = await signInWithGoogle(company.register, account);
    expect(linked.response.json().results.id).toBe(squatter.id);
  });

  it('never links an administrator account by e-mail (413)', async () => {
    const account = accountNamed('erin');
    await createUser(t.database.db, company.register, {
      email: account.email,
      roleLevel: RoleLevel.CompanyAdmin,
    });
    const { response } = await signInWithGoogle(company.register, account);
    expect(response.json()).toMatchObject({ status: 413 });
    const [admin] = await findUsersByEmail(account.email);
    expect(admin?.googleSubject).toBeNull();
  });

  it('refuses an e-mail address Google has not verified (605), storing nothing', async () => {
    const account = accountNamed('frank', { email_verified: false });
    const { response } = await signInWithGoogle(company.register, account);
    expect(response.json()).toMatchObject({ status: 605 });
    expect(await findUsersByEmail(account.email)).toHaveLength(0);
  });

  it('refuses a wrong or missing state and a missing flow cookie (400), storing nothing', async () => {
    const account = accountNamed('grace');
    const started = await startSignIn(company.register);
    const returned = await provider.signIn(started.authorizationUrl, account);
    const code = returned.searchParams.get('code');
    const iss = returned.searchParams.get('iss') ?? undefined;

    const wrongState = await postSocialLogin(
      company.register,
      { authorize_code: code, state: 'forged-state', iss },
      started.cookie?.value,
    );
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().message).toContain('not started here');
    const missingState = await postSocialLogin(
      company.register,
      { authorize_code: code, iss },
      started.cookie?.value,
    );
    expect(missingState.statusCode).toBe(400);
    const missingCookie = await postSocialLogin(
      company.register,
      { authorize_code: code, state: returned.searchParams.get('state'), iss },
      undefined,
    );
    expect(missingCookie.statusCode).toBe(400);
    const forgedCookie = await postSocialLogin(
      company.register,
      { authorize_code: code, state: returned.searchParams.get('state'), iss },
      `${started.cookie?.value}x`,
    );
    expect(forgedCookie.statusCode).toBe(400);
    expect(await findUsersByEmail(account.email)).toHaveLength(0);
  });

  it('checks the nonce and the PKCE verifier kept in the flow', async () => {
    const account = accountNamed('judy');
    for (const field of ['nonce', 'codeVerifier'] as const) {
      const started = await startSignIn(company.register);
      const returned = await provider.signIn(started.authorizationUrl, account);
      const unsigned = t.app.unsignCookie(started.cookie!.value);
      const flow = JSON.parse(Buffer.from(unsigned.value!, 'base64url').toString('utf8'));
      flow[field] = field === 'nonce' ? 'another-nonce' : 'x'.repeat(43);
      const tampered = t.app.signCookie(Buffer.from(JSON.stringify(flow)).toString('base64url'));
      const response = await postSocialLogin(
        company.register,
        {
          authorize_code: returned.searchParams.get('code'),
          state: returned.searchParams.get('state'),
          iss: returned.searchParams.get('iss') ?? undefined,
        },
        tampered,
      );
      expect(response.statusCode, field).toBe(400);
      // The detail goes to the log; the client gets the catalogue's text.
      const { status, message } = response.json();
      expect(status).toBe(400);
      expect([
        errorCatalogue[ErrorCode.BadRequest].ja,
        errorCatalogue[ErrorCode.BadRequest].en,
      ]).toContain(message);
      expect(response.body).not.toMatch(/nonce|invalid_grant/);
      const refused = log.lines.filter((line) => line.includes('request refused')).at(-1);
      expect(refused).toContain(field === 'nonce' ? 'nonce' : 'invalid_grant');
    }
    expect(await findUsersByEmail(account.email)).toHaveLength(0);
  });

  it('refuses a replayed code (the provider answers invalid_grant)', async () => {
    const account = accountNamed('heidi');
    const first = await signInWithGoogle(company.register, account);
    expect(first.response.statusCode).toBe(200);
    const replay = await postSocialLogin(company.register, first.payload, first.flowCookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).not.toContain('invalid_grant');
    expect(log.lines.join('\n')).toContain('invalid_grant');
  });

  it('refuses Google sign-in where the company option is NONE (614)', async () => {
    const started = await startSignIn(company.disabled);
    expect(started.response.json()).toMatchObject({ status: 614 });
    const response = await postSocialLogin(
      company.disabled,
      { authorize_code: 'code', state: 'state' },
      undefined,
    );
    expect(response.json()).toMatchObject({ status: 614 });
  });

  it("keeps companies apart: another company's flow is refused and subjects are per company", async () => {
    const account = accountNamed('ivan');
    const started = await startSignIn(company.register);
    const returned = await provider.signIn(started.authorizationUrl, account);
    const crossed = await postSocialLogin(
      company.other,
      {
        authorize_code: returned.searchParams.get('code'),
        state: returned.searchParams.get('state'),
        iss: returned.searchParams.get('iss') ?? undefined,
      },
      started.cookie?.value,
    );
    expect(crossed.statusCode).toBe(400);

    const inRegister = await signInWithGoogle(company.register, account);
    const inOther = await signInWithGoogle(company.other, account);
    expect(inRegister.response.statusCode).toBe(200);
    expect(inOther.response.statusCode).toBe(200);
    expect(inOther.response.json().results.company_id).toBe(company.other.id);
    expect(inOther.response.json().results.id).not.toBe(inRegister.response.json().results.id);
  });
});

import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHashOf } from '../../platform/crypto/password.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { createSmtpMailer } from '../../platform/mail/smtp-mailer.js';
import { createCompany, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import type { UserRow } from '../user/user.tables.js';

/** A real SMTP server on a loopback port that keeps what it receives. */
async function startSmtpServer() {
  const received: { to: string[]; mail: ParsedMail }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mail answer leaves in the background; wait until the server has it. */
async function waitForMail(
  received: { to: string[]; mail: ParsedMail }[],
  to: string,
  timeoutMs = 10_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = received.find((entry) => entry.to.includes(to));
    if (found) return found.mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('password reset through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let mailer: Mailer;
  let t: TestApp;
  let company: CompanyRow;
  let user: UserRow;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    mailer = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Hondana <no-reply@hondana.test>',
      logger: pino({ level: 'silent' }),
    });
    // Links come from PUBLIC_URL (here with a port), not from the port the request names.
    t = await createTestApp({ mailer, env: { PUBLIC_URL: 'http://{domain}:8443' } });
    company = await createCompany(t.database.db, { name: 'SMTP Books' });
    user = await createUser(t.database.db, company, { lang: 'en' });
  });
  afterAll(async () => {
    await t.close();
    await mailer.close();
    await smtp.close();
  });

  function login(password: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: company.domain, 'x-api-client': '1' },
      payload: {
        email: user.email,
        password_hash: clientHashOf(password),
        login_type: 'email',
        domain: company.domain,
      },
    });
  }

  it('delivers the reset mail, whose link sets a password that signs in', async () => {
    const requested = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/forgot-password?email=${encodeURIComponent(user.email!)}&domain=${company.domain}`,
      headers: { host: `${company.domain}:9999` },
    });
    expect(requested.json().status).toBe(200);

    const mail = await waitForMail(smtp.received, user.email!);
    expect(mail.subject).toBe('[SMTP Books] Reset your password');
    expect(mail.from?.value[0]?.address).toBe('no-reply@hondana.test');
    const link = /(http:\/\/\S+\/forget-password\/reset\?token=\S+)/.exec(mail.text ?? '')?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.host).toBe(`${company.domain}:8443`);
    const token = url.searchParams.get('token')!;

    const newPassword = 'Smtp-reset-7';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      headers: { host: company.domain },
      payload: { token, password_hash: clientHashOf(newPassword) },
    });
    expect(reset.json()).toMatchObject({ status: 200 });

    const signedIn = await login(newPassword);
    expect(signedIn.json()).toMatchObject({ status: 200, results: { id: user.id } });
    expect(signedIn.json().results.access_token).toEqual(expect.any(String));
    const oldPassword = await login(TEST_PASSWORD);
    expect(oldPassword.json().status).not.toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      headers: { host: company.domain },
      payload: { token, password_hash: clientHashOf('Third-pass-1') },
    });
    expect(again.json()).toMatchObject({ status: 400, results: { reason: 'used' } });
  });
});

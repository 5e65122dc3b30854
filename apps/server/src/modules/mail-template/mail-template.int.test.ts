import { readFile } from 'node:fs/promises';
import { ErrorCode, RoleLevel } from '@hondana/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, waitForMail, type TestApp } from '../../test/test-app.js';
import { peopleFixture } from '../people/people-test-helpers.js';
import { createUser, signIn } from '../../test/factories.js';
import { MAILING_RATE_LIMIT } from '../../platform/http/mailing-rate-limit.js';
import { defaultMailTemplates } from './mail-template.defaults.js';
import { emailTemplates } from './mail-template.tables.js';

describe('company mail templates', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof peopleFixture>>;

  beforeAll(async () => {
    t = await createTestApp();
    f = await peopleFixture(t, { allowForgotPassword: true });
  });
  afterAll(() => t.close());

  const register = {
    sent_email_type: 'FORGOT_PASSWORD',
    lang: 'en',
    subject: '[{{company_name}}] New password for {{full_name}}',
    body: 'Hello {{full_name}}, set it here: {{reset_url}} — {{company_name}} library desk',
  };

  it('shows the default, saves the company’s text, previews it and resets it', async () => {
    const initial = (
      await f.admin('GET', '/custom-sent-email?type=FORGOT_PASSWORD&lang=en')
    ).json();
    expect(initial.results).toMatchObject({ is_default: true, has_order_fields: false });
    expect(initial.results.placeholders.required).toContain('reset_url');

    const saved = (await f.admin('PUT', '/custom-sent-email', register)).json();
    expect(saved.results).toMatchObject({ is_default: false, subject: register.subject });
    const preview = (await f.admin('POST', '/custom-sent-email/preview', register)).json();
    expect(preview.results.subject).toBe(`[${f.company.name}] New password for Hanako Yamada`);
    expect(preview.results.body).toContain('library desk');

    const reset = await f.admin('PUT', '/custom-sent-email/reset', {
      sent_email_type: 'FORGOT_PASSWORD',
      lang: 'en',
    });
    expect(reset.json().results.is_default).toBe(true);
  });

  it('refuses missing (777), repeated (778) and unknown (400) placeholders with the field', async () => {
    const cases = [
      ['Hello {{full_name}} {{company_name}}', ErrorCode.EmailTemplatePlaceholderMissing],
      [
        'Hello {{full_name}} {{full_name}} {{reset_url}} {{company_name}}',
        ErrorCode.EmailTemplatePlaceholderDuplicate,
      ],
      ['Hello {{full_name}} {{reset_url}} {{company_name}} {{secret}}', ErrorCode.BadRequest],
    ] as const;
    for (const [body, code] of cases) {
      const answer = (await f.admin('PUT', '/custom-sent-email', { ...register, body })).json();
      expect(answer.status, body).toBe(code);
      expect(answer.results.fields[0].field).toBe('body');
    }
    const registerMail = await f.admin('PUT', '/custom-sent-email', {
      sent_email_type: 'REGISTER_USER',
      lang: 'ja',
      subject: 'ようこそ',
      body: '{{full_name}} 様 {{company_name}}',
    });
    expect(registerMail.json().status).toBe(ErrorCode.EmailTemplatePlaceholderMissing);
  });

  it('takes the registration mail’s password as a link only, and says so', async () => {
    const detail = (await f.admin('GET', '/custom-sent-email?type=REGISTER_USER&lang=en')).json();
    expect(detail.results.placeholders.required).toContain('password_url');
    expect(detail.results.placeholders.allowed).not.toContain('password');
    expect(detail.results.body).toContain('{{password_url}}');

    const withPassword = {
      sent_email_type: 'REGISTER_USER',
      lang: 'en',
      subject: 'Welcome',
      body: '{{full_name}} {{username}} {{ password }} {{company_name}}',
    };
    const refused = (await f.admin('PUT', '/custom-sent-email', withPassword)).json();
    expect(refused.status).toBe(ErrorCode.BadRequest);
    expect(refused.results.fields).toEqual([
      { field: 'body', message: 'messages.passwordPlaceholderRetired' },
    ]);
    expect(refused.message).toContain('{{password_url}}');
    const inSubject = (
      await f.admin('PUT', '/custom-sent-email', {
        ...withPassword,
        subject: 'Your password {{password}}',
        body: '{{full_name}} {{username}} {{password_url}} {{company_name}}',
      })
    ).json();
    expect(inSubject.results.fields[0]).toEqual({
      field: 'subject',
      message: 'messages.passwordPlaceholderRetired',
    });
    const preview = (
      await f.admin('POST', '/custom-sent-email/preview', {
        ...withPassword,
        body: '{{full_name}} {{username}} {{password_url}} {{company_name}}',
      })
    ).json();
    expect(preview.results.body).toContain('https://example.com/forget-password/reset?token=');
  });

  it('rewrites the stored texts’ {{password}} to the link (migration 0023)', async () => {
    const oldDefault = (lang: 'ja' | 'en') =>
      defaultMailTemplates.REGISTER_USER[lang].body
        .replace('パスワードの設定・ログイン: {{password_url}}', 'パスワード: {{password}}')
        .replace('Set your password or sign in: {{password_url}}', 'Password: {{password}}');
    const stored = [
      { lang: 'ja' as const, subject: '登録 {{ password }}', body: oldDefault('ja') },
      { lang: 'en' as const, subject: 'Welcome', body: oldDefault('en') },
    ];
    for (const row of stored) {
      await t.database.db
        .insert(emailTemplates)
        .values({ companyId: f.other.id, sentEmailType: 'REGISTER_USER', ...row })
        .onConflictDoUpdate({
          target: [emailTemplates.companyId, emailTemplates.sentEmailType, emailTemplates.lang],
          set: row,
        });
    }
    const custom = {
      companyId: f.company.id,
      sentEmailType: 'REGISTER_USER' as const,
      lang: 'en' as const,
      subject: 'Hi',
      body: '{{full_name}} {{username}} pw={{password}} {{company_name}}',
    };
    await t.database.db
      .insert(emailTemplates)
      .values(custom)
      .onConflictDoUpdate({
        target: [emailTemplates.companyId, emailTemplates.sentEmailType, emailTemplates.lang],
        set: custom,
      });
    const migration = await readFile(
      new URL('../../db/migrations/0023_mail_password_link.sql', import.meta.url),
      'utf8',
    );
    await t.database.db.execute(sql.raw(migration));

    const rowOf = async (companyId: number, lang: 'ja' | 'en') =>
      (
        await t.database.db
          .select()
          .from(emailTemplates)
          .where(
            and(
              eq(emailTemplates.companyId, companyId),
              eq(emailTemplates.sentEmailType, 'REGISTER_USER'),
              eq(emailTemplates.lang, lang),
            ),
          )
      )[0]!;
    const ja = await rowOf(f.other.id, 'ja');
    expect(ja.subject).toBe('登録 {{password_url}}');
    expect(ja.body).toContain('パスワードの設定・ログイン: {{password_url}}');
    const en = await rowOf(f.other.id, 'en');
    expect(en.body).toContain('Set your password or sign in: {{password_url}}');
    expect((await rowOf(f.company.id, 'en')).body).toBe(
      '{{full_name}} {{username}} pw={{password_url}} {{company_name}}',
    );
    // Every migrated text passes today's rules: the administrator can save it as it is.
    for (const row of [ja, en]) {
      const saved = await f.otherAdmin('PUT', '/custom-sent-email', {
        sent_email_type: 'REGISTER_USER',
        lang: row.lang,
        subject: row.subject,
        body: row.body,
      });
      expect(saved.json().status).toBe(200);
    }
    await f.admin('PUT', '/custom-sent-email/reset', {
      sent_email_type: 'REGISTER_USER',
      lang: 'en',
    });
  });

  it('keeps the order fields of order mails and fills them in', async () => {
    const order = {
      sent_email_type: 'CONFIRM_ORDER',
      lang: 'ja',
      subject: 'ご注文 {{plan_name}}',
      body: '{{full_name}} 様 {{plan_name}} 規約 {{terms}} 送信者 {{sender}}',
      terms: 'https://example.com/terms',
      sender: '書店事務局',
    };
    const saved = (await f.admin('PUT', '/custom-sent-email', order)).json();
    expect(saved.results).toMatchObject({ terms: order.terms, sender: '書店事務局' });
    const preview = (await f.admin('POST', '/custom-sent-email/preview', order)).json();
    expect(preview.results.body).toContain('規約 https://example.com/terms 送信者 書店事務局');
  });

  it('sends what a reader gets with the company’s text, in the reader’s language', async () => {
    await f.admin('PUT', '/custom-sent-email', register);
    const reader = await createUser(t.database.db, f.company, { lang: 'en' });
    const asked = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/forgot-password?email=${encodeURIComponent(reader.email!)}&domain=${f.company.domain}`,
      headers: { host: f.company.domain },
    });
    expect(asked.json().status).toBe(200);
    const mail = await waitForMail(t, (sent) => sent.to === reader.email);
    expect(mail.subject).toBe(`[${f.company.name}] New password for ${reader.fullName}`);
    expect(mail.text).toMatch(/library desk/);
    expect(mail.text).toMatch(/reset\?token=/);
  });

  it('test-sends to the administrator, and is for administrators only', async () => {
    const sent = (
      await f.admin('POST', '/custom-sent-email/test-send', {
        sent_email_type: 'PAYMENT_PROCESS',
        lang: 'en',
      })
    ).json();
    expect(sent.results.to).toBe(f.adminUser.email);
    const mail = await waitForMail(t, (m) => m.to === f.adminUser.email);
    expect(mail.text).toContain('Standard plan');
    expect((await f.reader('GET', '/custom-sent-email?type=REGISTER_USER')).json().status).toBe(
      ErrorCode.NoPermission,
    );
    // Another company's administrator reads and changes only their own texts.
    await f.otherAdmin('PUT', '/custom-sent-email', register);
    const mine = (await f.admin('GET', '/custom-sent-email?type=FORGOT_PASSWORD&lang=en')).json();
    expect(mine.results.subject).toBe(register.subject);
  });

  it('test-sends only to a confirmed address, a few times a minute', async () => {
    const unconfirmed = await createUser(t.database.db, f.company, {
      roleLevel: RoleLevel.CompanyAdmin,
      emailVerifiedAt: null,
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/custom-sent-email/test-send',
      headers: { host: f.company.domain, ...(await signIn(t.database.db, unconfirmed)) },
      payload: { sent_email_type: 'REGISTER_USER', lang: 'en' },
    });
    expect(refused.json()).toMatchObject({ status: ErrorCode.BadRequest });
    expect(refused.json().message).toMatch(/confirmed e-mail address/);
    expect(t.sentMails.some((mail) => mail.to === unconfirmed.email)).toBe(false);

    // A mailbox cannot be flooded through the test send (the per-address mailing limit).
    const statuses: number[] = [];
    for (let i = 0; i < MAILING_RATE_LIMIT.max + 1; i += 1) {
      const answer = await f.admin('POST', '/custom-sent-email/test-send', {
        sent_email_type: 'REGISTER_USER',
        lang: 'ja',
      });
      statuses.push(answer.json().status);
    }
    expect(statuses.at(-1)).toBe(ErrorCode.TooManyRequests);
  });
});

import { ErrorCode, RoleLevel } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, waitForMail, type TestApp } from '../../test/test-app.js';
import { peopleFixture } from '../people/people-test-helpers.js';
import { createUser, signIn } from '../../test/factories.js';
import { MAILING_RATE_LIMIT } from '../../platform/http/mailing-rate-limit.js';

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

  it('refuses missing, repeated and unknown placeholders with the field', async () => {
    const cases = [
      'Hello {{full_name}} {{company_name}}',
      'Hello {{full_name}} {{full_name}} {{reset_url}} {{company_name}}',
      'Hello {{full_name}} {{reset_url}} {{company_name}} {{secret}}',
    ];
    for (const body of cases) {
      const answer = (await f.admin('PUT', '/custom-sent-email', { ...register, body })).json();
      expect(answer.status, body).toBe(ErrorCode.BadRequest);
      expect(answer.results.fields[0].field).toBe('body');
    }
    const registerMail = await f.admin('PUT', '/custom-sent-email', {
      sent_email_type: 'REGISTER_USER',
      lang: 'ja',
      subject: 'ようこそ',
      body: '{{full_name}} 様 {{company_name}}',
    });
    expect(registerMail.json().status).toBe(ErrorCode.BadRequest);
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

import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Mail } from '../../platform/mail/mailer.js';
import { defaultMailTemplates } from '../mail-template/mail-template.defaults.js';
import { renderTemplate } from '../mail-template/mail-template.rules.js';
import { buildAccountMail, createMailDispatcher, siteUrlOf } from './account.mails.js';

describe('account mails', () => {
  it('builds the site address from PUBLIC_URL and the company domain only', () => {
    expect(siteUrlOf('https://{domain}', 'books.example.com')).toBe('https://books.example.com');
    expect(siteUrlOf('http://{domain}:3000', 'demo.localhost')).toBe('http://demo.localhost:3000');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(renderTemplate('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
  });

  it('uses every placeholder the spec requires of templates', () => {
    for (const type of ['REGISTER_USER'] as const) {
      for (const language of ['ja', 'en'] as const) {
        const body = defaultMailTemplates[type][language].body;
        for (const name of ['full_name', 'username', 'password', 'company_name']) {
          expect(body).toContain(`{{${name}}}`);
        }
      }
    }
  });

  it('keeps line breaks of a company name out of the subject', () => {
    const mail = buildAccountMail('FORGOT_PASSWORD_GOOGLE', 'en', 'a@b.test', {
      fullName: 'Reader',
      username: 'reader01',
      companyName: 'Evil\r\nBcc: x@y.test',
      siteUrl: 'http://demo.localhost',
      resetUrl: 'http://demo.localhost/forget-password/reset?token=t',
    });
    expect(mail.subject).toBe('[Evil Bcc: x@y.test] Reset your password');
    expect(mail.text).toContain('Dear Reader,');
  });

  it('sends in the background, survives a failing mailer and drains', async () => {
    const sent: Mail[] = [];
    let fail = true;
    const dispatcher = createMailDispatcher(
      {
        async send(mail) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (fail) throw new Error('smtp down');
          sent.push(mail);
        },
        async close() {},
      },
      pino({ level: 'silent' }),
    );
    const mail = { to: 'a@b.test', subject: 's', text: 't' };
    dispatcher.dispatch(mail);
    await dispatcher.drain();
    expect(sent).toEqual([]);
    fail = false;
    dispatcher.dispatch(mail);
    expect(sent).toEqual([]);
    await dispatcher.drain();
    expect(sent).toEqual([mail]);
  });
});

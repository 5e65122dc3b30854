import { pino } from 'pino';
import { emailTemplateTypes } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import type { Mail } from '../../platform/mail/mailer.js';
import { defaultMailTemplates } from '../mail-template/mail-template.defaults.js';
import {
  placeholderProblems,
  placeholderRules,
  renderTemplate,
} from '../mail-template/mail-template.rules.js';
import { buildAccountMail, createMailDispatcher, siteUrlOf } from './account.mails.js';

describe('account mails', () => {
  it('builds the site address from PUBLIC_URL and the company domain only', () => {
    expect(siteUrlOf('https://{domain}', 'books.example.com')).toBe('https://books.example.com');
    expect(siteUrlOf('http://{domain}:3000', 'demo.localhost')).toBe('http://demo.localhost:3000');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(renderTemplate('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
  });

  it('uses every placeholder the registration mail requires, its password being a link', () => {
    for (const language of ['ja', 'en'] as const) {
      const body = defaultMailTemplates.REGISTER_USER[language].body;
      for (const name of ['full_name', 'username', 'password_url', 'company_name']) {
        expect(body).toContain(`{{${name}}}`);
      }
    }
  });

  it('puts no password placeholder in any standard mail, and refuses one in a new text', () => {
    for (const type of emailTemplateTypes) {
      expect(placeholderRules[type].allowed).not.toContain('password');
      for (const language of ['ja', 'en'] as const) {
        const { subject, body } = defaultMailTemplates[type][language];
        expect(`${subject}\n${body}`).not.toMatch(/\{\{\s*password\s*\}\}/);
        expect(placeholderProblems(type, body)).toEqual([]);
      }
    }
    const old = defaultMailTemplates.REGISTER_USER.en.body.replace(
      '{{password_url}}',
      '{{password}}',
    );
    expect(placeholderProblems('REGISTER_USER', old)).toEqual([
      { kind: 'retired', name: 'password' },
      { kind: 'missing', name: 'password_url' },
    ]);
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

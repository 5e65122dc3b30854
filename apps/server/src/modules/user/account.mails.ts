import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from '../../platform/mail/mailer.js';
import type { MailLanguage, MailTemplate } from '../mail-template/mail-template.defaults.js';
import { renderTemplate } from '../mail-template/mail-template.rules.js';
import type { MailTemplateService } from '../mail-template/mail-template.service.js';

export type { MailLanguage };

/**
 * The product's own account mails, which are not among the company templates: the Google-only
 * account's answer to "forgot password" and the two mails of an e-mail change. REGISTER_USER and
 * FORGOT_PASSWORD are company templates (mail-template module, `buildCompanyMail` below).
 */
export const defaultAccountMailTemplates = {
  /** Sent instead of a reset link to accounts that only sign in with Google. */
  FORGOT_PASSWORD_GOOGLE: {
    ja: {
      subject: '【{{company_name}}】パスワード再設定のご案内',
      body: [
        '{{full_name}} 様',
        '',
        'このアカウントはGoogleでログインするため、パスワードはありません。',
        'ログイン画面の「Googleでログイン」からご利用ください。',
        '',
        '{{site_url}}/login',
      ].join('\n'),
    },
    en: {
      subject: '[{{company_name}}] Reset your password',
      body: [
        'Dear {{full_name}},',
        '',
        'This account signs in with Google and has no password to reset.',
        'Please use "Sign in with Google" on the login page.',
        '',
        '{{site_url}}/login',
      ].join('\n'),
    },
  },
  /** To the new address after an e-mail change. */
  CONFIRM_EMAIL: {
    ja: {
      subject: '【{{company_name}}】メールアドレスの確認',
      body: [
        '{{full_name}} 様',
        '',
        'ログインに使うメールアドレスがこのアドレスに変更されました。',
        '次のリンクからメールアドレスを確認してください（24時間有効、一度だけ使えます）。',
        '',
        '{{confirm_url}}',
        '',
        'お心当たりがない場合は、このメールを破棄してください。',
      ].join('\n'),
    },
    en: {
      subject: '[{{company_name}}] Confirm your e-mail address',
      body: [
        'Dear {{full_name}},',
        '',
        'The e-mail address you sign in with has been changed to this address.',
        'Please confirm it with the link below (valid for 24 hours, works once).',
        '',
        '{{confirm_url}}',
        '',
        'If you did not ask for this, ignore this mail.',
      ].join('\n'),
    },
  },
  /** To the old address after an e-mail change, so a hijacked account does not change quietly. */
  EMAIL_CHANGED: {
    ja: {
      subject: '【{{company_name}}】メールアドレスが変更されました',
      body: [
        '{{full_name}} 様',
        '',
        'ログインに使うメールアドレスが {{new_email}} に変更されました。',
        'ほかの端末のログインはすべて終了しました。',
        '',
        'お心当たりがない場合は、すぐにサイトの管理者にご連絡ください。',
        '{{site_url}}',
      ].join('\n'),
    },
    en: {
      subject: '[{{company_name}}] Your e-mail address was changed',
      body: [
        'Dear {{full_name}},',
        '',
        'The e-mail address you sign in with was changed to {{new_email}}.',
        'All your other signed-in devices have been signed out.',
        '',
        'If this was not you, contact the administrator of the site at once.',
        '{{site_url}}',
      ].join('\n'),
    },
  },
} as const satisfies Record<string, Record<MailLanguage, MailTemplate>>;

export type AccountMailType = keyof typeof defaultAccountMailTemplates;

export interface AccountMailValues {
  fullName: string;
  username: string;
  companyName: string;
  siteUrl: string;
  resetUrl?: string;
  confirmUrl?: string;
  newEmail?: string;
  /**
   * `{{password_url}}` of the registration mail: the set-password link of an account made
   * without a password; by default the sign-in page (the reader chose the password).
   */
  passwordUrl?: string;
}

function placeholdersOf(values: AccountMailValues) {
  return {
    full_name: values.fullName,
    username: values.username,
    password_url: values.passwordUrl ?? `${values.siteUrl}/login`,
    company_name: values.companyName,
    site_url: values.siteUrl,
    reset_url: values.resetUrl ?? '',
    confirm_url: values.confirmUrl ?? '',
    new_email: values.newEmail ?? '',
  };
}

/** Builds one of the product's own account mails in `language` for `to`. */
export function buildAccountMail(
  type: AccountMailType,
  language: MailLanguage,
  to: string,
  values: AccountMailValues,
): Mail {
  const template = defaultAccountMailTemplates[type][language];
  const placeholders = placeholdersOf(values);
  return {
    to,
    // A line break in a company name must not reach the Subject header.
    subject: renderTemplate(template.subject, placeholders).replace(/[\r\n]+/g, ' '),
    text: renderTemplate(template.body, placeholders),
  };
}

/**
 * A registration or password mail of a company in `language`: the company's own template of
 * that type (`/custom-sent-email`) or the product's default.
 */
export async function buildCompanyMail(
  templates: Pick<MailTemplateService, 'render'>,
  companyId: number,
  type: 'REGISTER_USER' | 'FORGOT_PASSWORD',
  language: MailLanguage,
  to: string,
  values: AccountMailValues,
): Promise<Mail> {
  const mail = await templates.render(companyId, type, language, placeholdersOf(values));
  return { to, ...mail };
}

/**
 * The address of a company's site for links in mails: config.publicUrl (PUBLIC_URL, e.g.
 * `https://{domain}`) with the company's domain. Nothing of the request is used: its Host header,
 * port included, is whatever the client sent.
 */
export function siteUrlOf(publicUrl: string, companyDomain: string): string {
  return publicUrl.replace('{domain}', companyDomain);
}

/**
 * Hands account mails to the mailer, which in the running app only queues a job in the database
 * (the SMTP conversation happens in the worker): so a slow or failing mail server neither slows
 * "forgot password" for real addresses nor fails a registration that already happened, and a
 * queued mail survives a crash. A mailer failure is logged, not answered. `drain()` waits for
 * mails still on their way (app shutdown, tests).
 */
export function createMailDispatcher(mailer: Mailer, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    /** Resolves once the mailer has taken the mail (the app's mailer queues it durably). */
    dispatch(mail: Mail): Promise<void> {
      const sending: Promise<void> = mailer
        .send(mail)
        .catch((error: unknown) => {
          log.error({ err: error, to: mail.to, subject: mail.subject }, 'account mail not sent');
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
      return sending;
    },
    async drain(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}

export type MailDispatcher = ReturnType<typeof createMailDispatcher>;

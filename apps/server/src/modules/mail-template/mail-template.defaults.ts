import type { EmailTemplateType } from '@hondana/contract';

export type MailLanguage = 'ja' | 'en';

/** A mail before its placeholders are filled: `{{name}}` is replaced by the value of `name`. */
export interface MailTemplate {
  subject: string;
  body: string;
}

/**
 * The product's texts of the six company mail types (product.md §3 Email template), used until a
 * company stores its own (`/custom-sent-email`). No mail carries a password: the server never
 * knows one (clients send a hash), and the registration mail's `{{password_url}}` is a link, to
 * set the password for an account an administrator made, else to sign in.
 */
export const defaultMailTemplates: Record<EmailTemplateType, Record<MailLanguage, MailTemplate>> = {
  REGISTER_USER: {
    ja: {
      subject: '【{{company_name}}】会員登録が完了しました',
      body: [
        '{{full_name}} 様',
        '',
        '{{company_name}} への会員登録が完了しました。',
        '',
        'ログインID: {{username}}',
        'パスワードの設定・ログイン: {{password_url}}',
        '',
        '次のリンクからメールアドレスを確認してください（24時間有効）。',
        '{{confirm_url}}',
        '',
        'このメールにお心当たりがない場合は、破棄してください。',
      ].join('\n'),
    },
    en: {
      subject: '[{{company_name}}] Your registration is complete',
      body: [
        'Dear {{full_name}},',
        '',
        'Your account at {{company_name}} has been created.',
        '',
        'Login ID: {{username}}',
        'Set your password or sign in: {{password_url}}',
        '',
        'Please confirm your e-mail address with this link (valid for 24 hours):',
        '{{confirm_url}}',
        '',
        'If you did not register, please ignore this mail.',
      ].join('\n'),
    },
  },
  FORGOT_PASSWORD: {
    ja: {
      subject: '【{{company_name}}】パスワード再設定のご案内',
      body: [
        '{{full_name}} 様',
        '',
        'パスワード再設定のご依頼を受け付けました。',
        '次のリンクから新しいパスワードを設定してください。リンクは一度だけ使えます。',
        '',
        '{{reset_url}}',
        '',
        'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
        '{{company_name}}',
      ].join('\n'),
    },
    en: {
      subject: '[{{company_name}}] Reset your password',
      body: [
        'Dear {{full_name}},',
        '',
        'We received a request to reset your password.',
        'Set a new password with the link below. The link works once.',
        '',
        '{{reset_url}}',
        '',
        'If you did not ask for this, ignore this mail; your password stays unchanged.',
        '{{company_name}}',
      ].join('\n'),
    },
  },
  CONFIRM_ORDER: {
    ja: {
      subject: '【{{company_name}}】ご注文の確認',
      body: [
        '{{full_name}} 様',
        '',
        '{{plan_name}} のお申し込みを受け付けました。',
        '料金: {{price}}円（税込）',
        '',
        '利用規約: {{terms}}',
        'お問い合わせ: {{inquiry_form}}',
        '個人情報の取り扱い: {{privacy_policy}}',
        '',
        '{{sender}}',
      ].join('\n'),
    },
    en: {
      subject: '[{{company_name}}] Your order',
      body: [
        'Dear {{full_name}},',
        '',
        'Thank you for subscribing to {{plan_name}}.',
        'Price: {{price}} yen (tax included)',
        '',
        'Terms: {{terms}}',
        'Questions: {{inquiry_form}}',
        'Privacy policy: {{privacy_policy}}',
        '',
        '{{sender}}',
      ].join('\n'),
    },
  },
  RENEWAL_FAIL: {
    ja: {
      subject: '【{{company_name}}】自動更新ができませんでした',
      body: [
        '{{full_name}} 様',
        '',
        '{{plan_name}} の自動更新の決済ができませんでした。',
        'カード情報をご確認ください。',
        '',
        '利用規約: {{terms}}',
        'お問い合わせ: {{inquiry_form}}',
        '個人情報の取り扱い: {{privacy_policy}}',
        '',
        '{{sender}}',
      ].join('\n'),
    },
    en: {
      subject: '[{{company_name}}] Your subscription could not be renewed',
      body: [
        'Dear {{full_name}},',
        '',
        'The payment renewing {{plan_name}} did not go through.',
        'Please check your card.',
        '',
        'Terms: {{terms}}',
        'Questions: {{inquiry_form}}',
        'Privacy policy: {{privacy_policy}}',
        '',
        '{{sender}}',
      ].join('\n'),
    },
  },
  NOTIFY_RENEWAL: {
    ja: {
      subject: '【{{company_name}}】自動更新のお知らせ',
      body: [
        '{{full_name}} 様',
        '',
        '{{plan_name}} は {{renewal_date}} に自動更新されます（{{price}}円、税込）。',
        '',
        '利用規約: {{terms}}',
        'お問い合わせ: {{inquiry_form}}',
        '個人情報の取り扱い: {{privacy_policy}}',
        '',
        '{{sender}}',
      ].join('\n'),
    },
    en: {
      subject: '[{{company_name}}] Your subscription renews soon',
      body: [
        'Dear {{full_name}},',
        '',
        '{{plan_name}} renews on {{renewal_date}} ({{price}} yen, tax included).',
        '',
        'Terms: {{terms}}',
        'Questions: {{inquiry_form}}',
        'Privacy policy: {{privacy_policy}}',
        '',
        '{{sender}}',
      ].join('\n'),
    },
  },
  PAYMENT_PROCESS: {
    ja: {
      subject: '【{{company_name}}】お支払いを受け付けました',
      body: [
        '{{full_name}} 様',
        '',
        '{{plan_name}} のお支払い（{{price}}円、税込）を受け付けました。',
        '',
        '{{company_name}}',
      ].join('\n'),
    },
    en: {
      subject: '[{{company_name}}] Payment received',
      body: [
        'Dear {{full_name}},',
        '',
        'We received your payment for {{plan_name}} ({{price}} yen, tax included).',
        '',
        '{{company_name}}',
      ].join('\n'),
    },
  },
};

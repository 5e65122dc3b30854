import { limits } from '@hondana/contract';
import type { ValidationMessageKey } from '@hondana/contract';

/**
 * Texts for the contract's validation message keys (`validation.*`). The check at the bottom
 * fails the type-check when the contract adds a key that has no text here.
 */
export const validationTextsJa = {
  required: '必須項目です。',
  blank: '空白のみは入力できません。',
  password: {
    spaces: 'パスワードに空白は使用できません。',
    strictLength: `パスワードは${limits.strictPasswordMinLength}〜${limits.strictPasswordMaxLength}文字で入力してください。`,
    weakLength: `パスワードは${limits.weakPasswordMinLength}〜${limits.weakPasswordMaxLength}文字で入力してください。`,
    uppercase: 'パスワードには大文字を1文字以上含めてください。',
    lowercase: 'パスワードには小文字を1文字以上含めてください。',
    digit: 'パスワードには数字を1文字以上含めてください。',
    confirmMismatch: 'パスワードが一致しません。',
  },
  username: {
    length: `ユーザー名は${limits.nameMinLength}〜${limits.nameMaxLength}文字で入力してください。`,
    pattern: 'ユーザー名には英数字、アンダースコア、ドット、ハイフンのみ使用できます。',
  },
  email: {
    length: `メールアドレスは${limits.emailMaxLength}文字以内で入力してください。`,
    invalid: 'メールアドレスの形式が正しくありません。',
  },
  identity: {
    length: `${limits.identityMinLength}〜${limits.identityMaxLength}文字で入力してください。`,
    invalid: 'メールアドレスまたはユーザー名の形式が正しくありません。',
  },
  fullName: {
    length: `氏名は${limits.fullNameMaxLength}文字以内で入力してください。`,
  },
  name: {
    length: `名前は${limits.nameMinLength}〜${limits.nameMaxLength}文字で入力してください。`,
    pattern: '名前には英数字、アンダースコア、ドット、ハイフンのみ使用できます。',
  },
  userGroupName: {
    length: `グループ名は${limits.userGroupNameMaxLength}文字以内で入力してください。`,
    pattern: 'グループ名には文字、数字、アンダースコア、空白、ハイフンのみ使用できます。',
  },
  ip: {
    invalid: 'IP アドレスの形式が正しくありません（例: 192.168.0.0/24）。',
    mask: `サブネットマスクは${limits.subnetMinBits}〜${limits.subnetMaxBits}で指定してください。`,
    duplicate: '同じ IP アドレスが重複しています。',
  },
  elementId: {
    invalid: `ID は英小文字と数字の${limits.elementIdMinLength}〜${limits.elementIdMaxLength}文字です。`,
  },
  link: {
    internal: '内部リンクは「/」で始まるパスを入力してください。',
    external: '外部リンクは http:// または https:// で始まる URL を入力してください。',
    uppercase: 'リンクに大文字は使用できません。',
  },
  domain: {
    invalid: 'ドメイン名の形式が正しくありません。',
  },
  date: {
    format: '日付の形式が正しくありません。',
    invalid: '存在しない日付です。',
  },
  passwordHash: {
    invalid: 'パスワードの送信形式が正しくありません。',
  },
  param: {
    length: '255文字以内で入力してください。',
  },
  couponCode: {
    pattern: 'クーポンコードには英数字、ハイフン、アンダースコアのみ使用できます。',
  },
};

export const validationTextsEn: typeof validationTextsJa = {
  required: 'This field is required.',
  blank: 'Blank text only is not allowed.',
  password: {
    spaces: 'The password must not contain spaces.',
    strictLength: `The password must be ${limits.strictPasswordMinLength} to ${limits.strictPasswordMaxLength} characters.`,
    weakLength: `The password must be ${limits.weakPasswordMinLength} to ${limits.weakPasswordMaxLength} characters.`,
    uppercase: 'The password needs at least one uppercase letter.',
    lowercase: 'The password needs at least one lowercase letter.',
    digit: 'The password needs at least one digit.',
    confirmMismatch: 'The passwords do not match.',
  },
  username: {
    length: `The username must be ${limits.nameMinLength} to ${limits.nameMaxLength} characters.`,
    pattern: 'The username may contain letters, digits, underscore, dot and hyphen only.',
  },
  email: {
    length: `The e-mail address must be at most ${limits.emailMaxLength} characters.`,
    invalid: 'The e-mail address is not valid.',
  },
  identity: {
    length: `Enter ${limits.identityMinLength} to ${limits.identityMaxLength} characters.`,
    invalid: 'Enter a valid e-mail address or username.',
  },
  fullName: {
    length: `The name must be at most ${limits.fullNameMaxLength} characters.`,
  },
  name: {
    length: `The name must be ${limits.nameMinLength} to ${limits.nameMaxLength} characters.`,
    pattern: 'The name may contain letters, digits, underscore, dot and hyphen only.',
  },
  userGroupName: {
    length: `The group name must be at most ${limits.userGroupNameMaxLength} characters.`,
    pattern: 'The group name may contain letters, digits, underscore, space and hyphen only.',
  },
  ip: {
    invalid: 'Enter a valid IPv4 address with a mask (e.g. 192.168.0.0/24).',
    mask: `The subnet mask must be between ${limits.subnetMinBits} and ${limits.subnetMaxBits}.`,
    duplicate: 'This IP address is listed twice.',
  },
  elementId: {
    invalid: `The id must be ${limits.elementIdMinLength} to ${limits.elementIdMaxLength} lowercase letters and digits.`,
  },
  link: {
    internal: 'An internal link must be a path starting with “/”.',
    external: 'An external link must start with http:// or https://.',
    uppercase: 'The link must not contain uppercase letters.',
  },
  domain: {
    invalid: 'The domain name is not valid.',
  },
  date: {
    format: 'The date format is not valid.',
    invalid: 'This date does not exist.',
  },
  passwordHash: {
    invalid: 'The password was not sent in the expected form.',
  },
  param: {
    length: 'Enter at most 255 characters.',
  },
  couponCode: {
    pattern: 'A coupon code may contain only letters, digits, hyphens and underscores.',
  },
};

/** Dotted paths of a nested text table: `password.spaces`, `required`, … */
type TextPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextPaths<T[K]>}`;
}[keyof T & string];

type MissingValidationKeys = Exclude<
  ValidationMessageKey,
  `validation.${TextPaths<typeof validationTextsJa>}`
>;

// Compile-time completeness check: `true` only when no contract key lacks a text.
const everyValidationKeyHasText: [MissingValidationKeys] extends [never]
  ? true
  : MissingValidationKeys = true;
void everyValidationKeyHasText;

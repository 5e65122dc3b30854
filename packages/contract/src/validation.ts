// Validation rules of product.md §5 as zod schemas shared by server routes and web forms.
// Messages are i18n keys (see validationMessageKeys) so each side translates them itself.
import { z } from 'zod';
import { limits } from './constants';
import { AccountType } from './enums';
import { parseCidr, parseIpv4 } from './ip-cidr';
import { patterns } from './patterns';

/**
 * A record id in a body: a positive int4, as the database's keys are. A larger number names
 * nothing, and must be refused here rather than reach a query the database cannot run.
 */
export const idSchema = z.number().int().positive().max(limits.int4Max);

/** A record id in a query string or path (text, coerced to the same int4). */
export const idParamSchema = z.coerce.number().int().positive().max(limits.int4Max);

export const validationMessageKeys = [
  'validation.required',
  'validation.blank',
  'validation.password.spaces',
  'validation.password.strictLength',
  'validation.password.weakLength',
  'validation.password.uppercase',
  'validation.password.lowercase',
  'validation.password.digit',
  'validation.password.confirmMismatch',
  'validation.username.length',
  'validation.username.pattern',
  'validation.email.length',
  'validation.email.invalid',
  'validation.identity.length',
  'validation.identity.invalid',
  'validation.fullName.length',
  'validation.name.length',
  'validation.name.pattern',
  'validation.userGroupName.length',
  'validation.userGroupName.pattern',
  'validation.ip.invalid',
  'validation.ip.mask',
  'validation.ip.duplicate',
  'validation.elementId.invalid',
  'validation.link.internal',
  'validation.link.external',
  'validation.link.uppercase',
  'validation.domain.invalid',
  'validation.date.format',
  'validation.date.invalid',
  'validation.passwordHash.invalid',
  'validation.param.length',
  'validation.couponCode.pattern',
] as const;
export type ValidationMessageKey = (typeof validationMessageKeys)[number];

/** zod params carrying a typed i18n key, so a key outside the list is a compile error. */
function msg(
  key: ValidationMessageKey,
  abort = false,
): { error: ValidationMessageKey; abort: boolean } {
  return { error: key, abort };
}

// ---- Patterns ----

/** A required string: missing input, empty and (when trimmed) blank-only all give `required`. */
function requiredString(options: { trim: boolean }) {
  const base = z.string(msg('validation.required'));
  return (options.trim ? base.trim() : base).min(1, msg('validation.required', true));
}

// ---- Passwords ----

export const strictPasswordSchema = requiredString({ trim: false })
  .regex(patterns.noSpaces, msg('validation.password.spaces'))
  .min(limits.strictPasswordMinLength, msg('validation.password.strictLength'))
  .max(limits.strictPasswordMaxLength, msg('validation.password.strictLength'))
  .regex(/[A-Z]/, msg('validation.password.uppercase'))
  .regex(/[a-z]/, msg('validation.password.lowercase'))
  .regex(/\d/, msg('validation.password.digit'));

export const weakPasswordSchema = requiredString({ trim: false })
  .regex(patterns.noSpaces, msg('validation.password.spaces'))
  .min(limits.weakPasswordMinLength, msg('validation.password.weakLength'))
  .max(limits.weakPasswordMaxLength, msg('validation.password.weakLength'));

/** The password policy of a company: `strict_password` on → strict, else weak. */
export function passwordFor(strict: boolean) {
  return strict ? strictPasswordSchema : weakPasswordSchema;
}

/** A confirm field: required, no spaces; matching is checked by withConfirm. */
export const confirmPasswordSchema = requiredString({ trim: false }).regex(
  patterns.noSpaces,
  msg('validation.password.spaces'),
);

/** Lowercase hex SHA-256 of the UTF-8 password: the only password form that crosses the wire. */
export const passwordHashSchema = z
  .string(msg('validation.required'))
  .regex(patterns.passwordHash, msg('validation.passwordHash.invalid'));

// ---- Identity fields ----

export const usernameSchema = requiredString({ trim: true })
  .min(limits.nameMinLength, msg('validation.username.length'))
  .max(limits.nameMaxLength, msg('validation.username.length'))
  .regex(patterns.username, msg('validation.username.pattern'));

export const emailSchema = requiredString({ trim: true })
  .max(limits.emailMaxLength, msg('validation.email.length'))
  .regex(patterns.email, msg('validation.email.invalid'));

/** ALL accepts an e-mail address or a username (6-255 characters). */
export const emailOrUsernameSchema = requiredString({ trim: true })
  .min(limits.identityMinLength, msg('validation.identity.length'))
  .max(limits.identityMaxLength, msg('validation.identity.length'))
  .refine(
    (value) => patterns.email.test(value) || patterns.username.test(value),
    msg('validation.identity.invalid'),
  );

/** The identity field of login and registration by company account type. */
export function identityFor(accountType: AccountType) {
  if (accountType === AccountType.All) return emailOrUsernameSchema;
  if (accountType === AccountType.Email) return emailSchema;
  return usernameSchema;
}

export const fullNameSchema = requiredString({ trim: true }).max(
  limits.fullNameMaxLength,
  msg('validation.fullName.length'),
);

/** The name field of the registration modal. */
export const registrationNameSchema = requiredString({ trim: true })
  .min(limits.nameMinLength, msg('validation.name.length'))
  .max(limits.nameMaxLength, msg('validation.name.length'))
  .regex(patterns.username, msg('validation.name.pattern'));

export const userGroupNameSchema = z
  .string(msg('validation.required'))
  .min(1, msg('validation.required', true))
  .refine((value) => value.trim() !== '', msg('validation.blank', true))
  .max(limits.userGroupNameMaxLength, msg('validation.userGroupName.length'))
  .regex(patterns.userGroupName, msg('validation.userGroupName.pattern'));

// ---- Network, ids, links, dates ----

/** `a.b.c.d/n` with a valid IPv4 address and a mask of 24 to 32 bits. */
export const ipv4CidrSchema = requiredString({ trim: true }).superRefine((value, ctx) => {
  const [address = '', bits] = value.split('/');
  if (bits === undefined || parseIpv4(address) === undefined || !parseCidr(value)) {
    ctx.addIssue({ code: 'custom', message: 'validation.ip.invalid' });
    return;
  }
  const maskBits = Number(bits);
  if (maskBits < limits.subnetMinBits || maskBits > limits.subnetMaxBits) {
    ctx.addIssue({ code: 'custom', message: 'validation.ip.mask' });
  }
});

/** A user group's IP list: every entry valid, no range listed twice (compared canonically). */
export const ipv4CidrListSchema = z.array(ipv4CidrSchema).superRefine((values, ctx) => {
  const seen = new Set<string>();
  values.forEach((value, index) => {
    const canonical = parseCidr(value)?.text ?? value;
    if (seen.has(canonical)) {
      ctx.addIssue({ code: 'custom', message: 'validation.ip.duplicate', path: [index] });
    }
    seen.add(canonical);
  });
});

export const elementIdSchema = z
  .string(msg('validation.required'))
  .regex(patterns.elementId, msg('validation.elementId.invalid'));

export const internalLinkSchema = requiredString({ trim: true }).regex(
  patterns.internalLink,
  msg('validation.link.internal'),
);

export const externalLinkSchema = requiredString({ trim: true }).regex(
  patterns.externalLink,
  msg('validation.link.external'),
);

/** Links whose text must be lowercase (the spec's "link without uppercase"). */
export const lowercaseLinkSchema = requiredString({ trim: true }).regex(
  /^[^A-Z]*$/,
  msg('validation.link.uppercase'),
);

/** A host name with at least two labels; compared lowercase, as hosts are. */
export const domainSchema = requiredString({ trim: true })
  .toLowerCase()
  .regex(patterns.domain, msg('validation.domain.invalid'));

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function dateSchema(pattern: RegExp, order: 'mdy' | 'ymd') {
  return requiredString({ trim: true })
    .regex(pattern, msg('validation.date.format', true))
    .refine((value) => {
      const [, a, b, c] = (pattern.exec(value) ?? []).map(Number);
      if (a === undefined || b === undefined || c === undefined) return false;
      return order === 'mdy' ? isRealDate(c, a, b) : isRealDate(a, b, c);
    }, msg('validation.date.invalid'));
}

/** MM/DD/YYYY and a date that exists (error 408 on the server). */
export const dateMmDdYyyySchema = dateSchema(patterns.dateMmDdYyyy, 'mdy');

/** yyyy-MM-dd and a date that exists (error 865 on the server). */
export const dateIsoSchema = dateSchema(patterns.dateIso, 'ymd');

// ---- Composite form schemas ----

/**
 * Adds the confirm-must-match rule to an object schema. The check runs even when other fields
 * fail, so the form shows the mismatch at once; it is reported on `confirmField`.
 */
export function withConfirm<T extends z.ZodObject>(
  schema: T,
  field: keyof z.output<T> & string,
  confirmField: keyof z.output<T> & string,
) {
  return schema.refine(
    (value) =>
      (value as Record<string, unknown>)[field] ===
      (value as Record<string, unknown>)[confirmField],
    {
      error: 'validation.password.confirmMismatch' satisfies ValidationMessageKey,
      path: [confirmField],
      when: (payload) => {
        const value = payload.value as Record<string, unknown> | undefined;
        return typeof value?.[field] === 'string' && typeof value[confirmField] === 'string';
      },
    },
  );
}

export const loginFormSchema = z.object({
  identity: requiredString({ trim: true }),
  password: requiredString({ trim: false }),
  rememberMe: z.boolean().default(false),
});

/** The registration modal: name, identity by account type, password by policy, confirm. */
export function registrationFormSchema(accountType: AccountType, strictPassword: boolean) {
  return withConfirm(
    z.object({
      name: registrationNameSchema,
      email: identityFor(accountType),
      password: passwordFor(strictPassword),
      confirmPassword: confirmPasswordSchema,
    }),
    'password',
    'confirmPassword',
  );
}

export function changePasswordFormSchema(strictPassword: boolean) {
  return withConfirm(
    z.object({
      oldPassword: requiredString({ trim: false }),
      newPassword: passwordFor(strictPassword),
      confirmPassword: confirmPasswordSchema,
    }),
    'newPassword',
    'confirmPassword',
  );
}

/** Change email: the new address and the current password (the server refuses without it). */
export const changeEmailFormSchema = z.object({
  email: emailSchema,
  password: requiredString({ trim: false }),
});

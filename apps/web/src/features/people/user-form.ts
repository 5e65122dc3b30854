/**
 * The user dialog: schema (messages are i18n keys), the values a user fills it with, the body it
 * sends. Which of e-mail and username is required depends on the company's account type.
 */
import { z } from 'zod';
import {
  AccountType,
  emailSchema,
  fullNameSchema,
  passwordFor,
  RoleLevel,
  userParamMaxLength,
  usernameSchema,
} from '@hondana/contract';
import type { ManagedUser, UserBody } from './people-api';

const paramNames = ['param01', 'param02', 'param03', 'param04', 'param05'] as const;
export type ParamName = (typeof paramNames)[number];
export { paramNames };

const optional = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal(''), schema]).transform((value) => (value === '' ? null : value));

const param = z.string().trim().max(userParamMaxLength, 'validation.param.length');

export function userFormSchema(accountType: AccountType, strictPassword: boolean) {
  return z
    .object({
      email: z.string().trim(),
      username: z.string().trim(),
      fullName: fullNameSchema,
      password: z.string(),
      lang: z.enum(['ja', 'en']),
      roleLevel: z.enum(['3', '4']),
      userGroupId: z.string(),
      contentGroupIds: z.array(z.number()),
      param01: param,
      param02: param,
      param03: param,
      param04: param,
      param05: param,
      suspended: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const check = (field: 'email' | 'username', schema: z.ZodType) => {
        const result = optional(schema).safeParse(values[field]);
        if (!result.success) {
          ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]!.message });
        }
      };
      check('email', emailSchema);
      check('username', usernameSchema);
      if (values.password !== '') {
        const password = passwordFor(strictPassword).safeParse(values.password);
        if (!password.success) {
          const message = password.error.issues[0]!.message;
          ctx.addIssue({ code: 'custom', path: ['password'], message });
        }
      }
      const needsEmail = accountType === AccountType.Email;
      const needsUsername = accountType === AccountType.Username;
      if (needsEmail && !values.email) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.required' });
      }
      if (needsUsername && !values.username) {
        ctx.addIssue({ code: 'custom', path: ['username'], message: 'validation.required' });
      }
      if (!needsEmail && !needsUsername && !values.email && !values.username) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.required' });
      }
    });
}

export type UserFormValues = z.infer<ReturnType<typeof userFormSchema>>;

export const emptyUserValues: UserFormValues = {
  email: '',
  username: '',
  fullName: '',
  password: '',
  lang: 'ja',
  roleLevel: '3',
  userGroupId: '',
  contentGroupIds: [],
  param01: '',
  param02: '',
  param03: '',
  param04: '',
  param05: '',
  suspended: false,
};

export function userToFormValues(user: ManagedUser): UserFormValues {
  return {
    email: user.email ?? '',
    username: user.username ?? '',
    fullName: user.fullName,
    password: '',
    lang: user.lang,
    roleLevel: user.roleLevel === RoleLevel.GroupUser ? '4' : '3',
    userGroupId: user.userGroupId === null ? '' : String(user.userGroupId),
    contentGroupIds: user.contentGroupIds,
    param01: user.param01 ?? '',
    param02: user.param02 ?? '',
    param03: user.param03 ?? '',
    param04: user.param04 ?? '',
    param05: user.param05 ?? '',
    suspended: user.isAccountStatus === 1,
  };
}

/** `passwordHash`: the client hash of a typed password, undefined to keep (or mail a link). */
export function formValuesToUserBody(
  values: UserFormValues,
  passwordHash: string | undefined,
): UserBody {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    email: orNull(values.email),
    username: orNull(values.username),
    fullName: values.fullName,
    ...(passwordHash ? { passwordHash } : {}),
    lang: values.lang,
    roleLevel: values.roleLevel === '4' ? RoleLevel.GroupUser : RoleLevel.User,
    userGroupId: values.userGroupId === '' ? null : Number(values.userGroupId),
    contentGroupIds: values.contentGroupIds,
    param01: orNull(values.param01),
    param02: orNull(values.param02),
    param03: orNull(values.param03),
    param04: orNull(values.param04),
    param05: orNull(values.param05),
    isAccountStatus: values.suspended ? 1 : 0,
  };
}

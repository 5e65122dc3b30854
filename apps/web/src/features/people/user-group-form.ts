/**
 * The user-group dialog: schema (messages are i18n keys), the values a group fills it with, the
 * body it sends. Numbers stay text in the form so an emptied box is a message, not NaN.
 */
import { z } from 'zod';
import {
  ipv4CidrSchema,
  limits,
  userGroupExpiryMaxDays,
  userGroupNameSchema,
} from '@hondana/contract';
import type { UserGroup, UserGroupBody } from './people-api';

/**
 * An IP row as typed: a range, or nothing. A row just added is empty and shows no error (the
 * field array is checked whole when a row is added, before the new field is touched, so an
 * error there stayed under the address typed next); an empty row is dropped when saving.
 */
const ipRowSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') return;
    const checked = ipv4CidrSchema.safeParse(value);
    for (const issue of checked.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message });
    }
  });

const wholeNumber = (min: number, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min, message);

export const userGroupFormSchema = z
  .object({
    name: userGroupNameSchema,
    /** English variant of the name (administrators reading English see it). */
    nameEn: z.string().trim().max(limits.userGroupNameMaxLength, 'validation.userGroupName.length'),
    maxUser: wholeNumber(1, 'people.groups.validation.maxUser'),
    session: wholeNumber(0, 'people.groups.validation.number'),
    staffRoleId: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d+$/.test(value), 'people.groups.validation.number'),
    username: z.string().trim(),
    password: z.string(),
    hasPassword: z.boolean(),
    ipAddresses: z.array(z.object({ value: ipRowSchema })),
    expiry: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === '' ||
          (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= userGroupExpiryMaxDays),
        'people.groups.validation.expiry',
      ),
    contentGroupIds: z.array(z.number()),
  })
  .superRefine((values, ctx) => {
    const hasLogin = values.username !== '';
    const hasPassword = values.password !== '' || values.hasPassword;
    if (hasLogin !== hasPassword) {
      ctx.addIssue({
        code: 'custom',
        message: 'people.groups.validation.bothCredentials',
        path: [hasLogin ? 'password' : 'username'],
      });
    }
    const addresses = values.ipAddresses.filter(({ value }) => value !== '');
    if (hasLogin && addresses.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'people.groups.validation.loginAndIp',
        path: ['username'],
      });
    }
    const seen = new Set<string>();
    values.ipAddresses.forEach(({ value }, index) => {
      if (value === '') return;
      if (seen.has(value)) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.ip.duplicate',
          path: ['ipAddresses', index, 'value'],
        });
      }
      seen.add(value);
    });
  });

export type UserGroupFormValues = z.infer<typeof userGroupFormSchema>;

export const emptyUserGroupValues: UserGroupFormValues = {
  name: '',
  nameEn: '',
  maxUser: '10',
  session: '0',
  staffRoleId: '',
  username: '',
  password: '',
  hasPassword: false,
  ipAddresses: [],
  expiry: '',
  contentGroupIds: [],
};

export function groupToFormValues(group: UserGroup): UserGroupFormValues {
  return {
    name: group.name,
    nameEn: group.nameEn ?? '',
    maxUser: String(group.maxUser),
    session: String(group.session),
    staffRoleId: group.staffRoleId === null ? '' : String(group.staffRoleId),
    username: group.username ?? '',
    password: '',
    hasPassword: group.hasPassword,
    ipAddresses: group.ipAddress.map((value) => ({ value })),
    expiry: group.expiryPeriodNumber === null ? '' : String(group.expiryPeriodNumber),
    contentGroupIds: group.contentGroupIds,
  };
}

/** `passwordHash`: the client hash of a newly typed password, undefined to keep the stored one. */
export function formValuesToGroupBody(
  values: UserGroupFormValues,
  passwordHash: string | undefined,
): UserGroupBody {
  const username = values.username.trim();
  return {
    name: values.name,
    nameEn: values.nameEn.trim() || null,
    maxUser: Number(values.maxUser),
    session: Number(values.session),
    staffRoleId: values.staffRoleId === '' ? null : Number(values.staffRoleId),
    username: username === '' ? null : username,
    ...(passwordHash ? { passwordHash } : {}),
    ipAddress: values.ipAddresses.map(({ value }) => value.trim()).filter((value) => value !== ''),
    expiryPeriodNumber: values.expiry === '' ? null : Number(values.expiry),
    contentGroupIds: values.contentGroupIds,
  };
}

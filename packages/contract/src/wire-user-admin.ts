import { z } from 'zod';
import { RoleLevel } from './enums';
import {
  emailSchema,
  fullNameSchema,
  idSchema,
  passwordHashSchema,
  type ValidationMessageKey,
  usernameSchema,
} from './validation';
import { userWireSchema } from './wire-user';

// Wire shapes of the company administrator's user calls (api-catalogue.md §7 User: page, add,
// update of another user, delete, detail, reset-password, export-csv). The CSV import of users
// validates each row with the same body schema, so a row and a form follow one set of rules.

/** Longest free field (param01..param05). */
export const userParamMaxLength = 255;

const paramSchema = z
  .string()
  .trim()
  .max(userParamMaxLength, { error: 'validation.param.length' satisfies ValidationMessageKey })
  .nullable()
  .optional();

/** Roles a company administrator may give: readers and shared group accounts. */
export const managedUserRoleLevels = [RoleLevel.User, RoleLevel.GroupUser] as const;

/**
 * `POST /user/add` and a company administrator's `PUT /user/update/{id}` of another user.
 * Which of `email` and `username` is required follows the company's account type (checked by
 * the server against the company). Without `password_hash` a new user gets a set-password mail;
 * on update, leaving it out keeps the password.
 */
export const userAdminBodySchema = z.object({
  email: emailSchema.nullable().optional(),
  username: usernameSchema.nullable().optional(),
  full_name: fullNameSchema,
  password_hash: passwordHashSchema.nullable().optional(),
  lang: z.enum(['ja', 'en']).default('ja'),
  role_level: z
    .union([z.literal(RoleLevel.User), z.literal(RoleLevel.GroupUser)])
    .default(RoleLevel.User),
  user_group_id: idSchema.nullable().optional(),
  content_group_ids: z.array(idSchema).max(1000).default([]),
  param01: paramSchema,
  param02: paramSchema,
  param03: paramSchema,
  param04: paramSchema,
  param05: paramSchema,
  /** 0 active (Allow), 1 suspended (Stop). */
  is_account_status: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type UserAdminBody = z.infer<typeof userAdminBodySchema>;
export type UserAdminInput = z.input<typeof userAdminBodySchema>;

/** Columns `GET /user/page` sorts by. */
export const userSortFields = [
  'full_name',
  'email',
  'username',
  'create_date',
  'role_level',
  'is_account_status',
] as const;
export type UserSortField = (typeof userSortFields)[number];

/** `GET /user/page`: 1-based; `search_key` matches name, e-mail and username. */
export const userPageQuerySchema = z.object({
  search_key: z.string().max(255).optional(),
  sort_field: z.enum(userSortFields).default('create_date'),
  sort: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(2_147_483_647).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type UserPageQuery = z.infer<typeof userPageQuerySchema>;

/** A user as the company administrator sees them: the account plus what the admin manages. */
export const managedUserWireSchema = userWireSchema.extend({
  user_group_name: z.string().nullable(),
  content_group_ids: z.array(z.number().int()),
  param01: z.string().nullable(),
  param02: z.string().nullable(),
  param03: z.string().nullable(),
  param04: z.string().nullable(),
  param05: z.string().nullable(),
});
export type ManagedUserWire = z.infer<typeof managedUserWireSchema>;

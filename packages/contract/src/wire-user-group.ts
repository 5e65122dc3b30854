import { z } from 'zod';
import {
  idSchema,
  ipv4CidrListSchema,
  passwordHashSchema,
  userGroupNameSchema,
  usernameSchema,
} from './validation';
import { limits } from './constants';
import { englishVariantSchema, englishVariantWireSchema } from './english-variant';

// Wire shapes of the user group calls (api-catalogue.md §7 "User group": list, page, detail,
// add, update, delete; product.md §3 User group).

/** Longest access period a group may give (days; product.md §5 max 36500). */
export const userGroupExpiryMaxDays = 36_500;

/**
 * `POST /user-group/add` and `PUT /user-group/update/{id}`. `username` and `password_hash` are
 * the group login (both or neither; on update, no `password_hash` keeps the stored password);
 * `ip_address` the IPv4 ranges whose visitors sign in as the group. `session` is how many may
 * read under the group at once (0: no limit); `expiry_period_number` days of access (null: no end).
 */
export const userGroupBodySchema = z.object({
  name: userGroupNameSchema,
  name_en: englishVariantSchema(limits.userGroupNameMaxLength),
  max_user: z.number().int().min(0).max(1_000_000_000),
  session: z.number().int().min(0).max(1_000_000).default(0),
  staff_role_id: z.number().int().min(0).max(2_147_483_647).nullable().optional(),
  username: usernameSchema.nullable().optional(),
  password_hash: passwordHashSchema.nullable().optional(),
  ip_address: ipv4CidrListSchema.default([]),
  expiry_period_number: z.number().int().min(1).max(userGroupExpiryMaxDays).nullable().optional(),
  content_group_ids: z.array(idSchema).max(1000).default([]),
});
export type UserGroupBody = z.infer<typeof userGroupBodySchema>;
export type UserGroupInput = z.input<typeof userGroupBodySchema>;

/**
 * A user group as the administrator sees it. Never the password: `has_password` tells the form to
 * show a placeholder for it.
 */
export const userGroupWireSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: englishVariantWireSchema,
  max_user: z.number().int(),
  session: z.number().int(),
  staff_role_id: z.number().int().nullable(),
  username: z.string().nullable(),
  has_password: z.boolean(),
  ip_address: z.array(z.string()),
  expiry_period_number: z.number().int().nullable(),
  content_group_ids: z.array(z.number().int()),
  /** The group new users join; lists put it first and it cannot be deleted. */
  is_default: z.boolean(),
  /** Members (users whose user_group_id is this group). */
  user_count: z.number().int(),
  create_date: z.string(),
});
export type UserGroupWire = z.infer<typeof userGroupWireSchema>;

/** `GET /user-group/list`: every group of the company, for pickers (default first). */
export const userGroupOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: englishVariantWireSchema,
  is_default: z.boolean(),
});
export type UserGroupOption = z.infer<typeof userGroupOptionSchema>;

/** `GET /user-group/page`: 1-based, default group first, then by name. */
export const userGroupPageQuerySchema = z.object({
  search_key: z.string().max(255).optional(),
  page: z.coerce.number().int().min(1).max(2_147_483_647).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

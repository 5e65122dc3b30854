import { z } from 'zod';
import { emailSchema, fullNameSchema, passwordHashSchema } from './validation';

// Wire shapes (snake_case) of the user calls (api-catalogue.md §7 User): the server answers and
// validates them, the web reads and sends them.

/**
 * A user as the API shows it (product.md §3 User / Account). Never the password hash, the
 * Google subject or lockout counters: `has_password` and `login_by_google` say what the
 * account screens need to know about them.
 */
export const userWireSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  full_name: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  lang: z.enum(['ja', 'en']),
  role_level: z.number().int(),
  role: z.string(),
  user_group_id: z.number().int().nullable(),
  /** 0 active, 1 suspended. */
  is_account_status: z.number().int(),
  access_expires_at: z.string().nullable(),
  has_password: z.boolean(),
  login_by_google: z.boolean(),
  create_date: z.string(),
});
export type UserWire = z.infer<typeof userWireSchema>;

/** `PUT user/update/{id}`: one's own name and language. */
export const updateProfileBodySchema = z.object({
  full_name: fullNameSchema,
  lang: z.enum(['ja', 'en']),
});

/**
 * `PUT user/change-email/{id}`: the new address and the client SHA-256 of the current password
 * (a session alone may not move the account to another mailbox).
 */
export const changeEmailBodySchema = z.object({
  new_email: emailSchema,
  password_hash: passwordHashSchema,
});

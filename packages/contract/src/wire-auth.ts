import { z } from 'zod';
import { isEnumValue, RoleLevel } from './enums';

/** What every sign-in call answers (snake_case on the wire; api-catalogue.md §3 Login response). */
export const loginResultsSchema = z.object({
  access_token: z.string().min(1),
  /** ISO 8601 instant at which the session ends. */
  expire_date: z.string(),
  company_id: z.number().int().nullable(),
  domain: z.string().nullable(),
  email: z.string().nullable(),
  full_name: z.string(),
  id: z.number().int(),
  lang: z.string(),
  role_level: z
    .number()
    .int()
    .refine((level) => isEnumValue(RoleLevel, level), 'unknown role level'),
  exceeded_session_message: z.string().nullable(),
  display_message_exceeded_session: z.boolean(),
});
export type LoginResults = z.infer<typeof loginResultsSchema>;

/** GET auth/info: the login results without the token, plus what a client needs to restore a session. */
export const authInfoSchema = loginResultsSchema.omit({ access_token: true }).extend({
  username: z.string().nullable(),
  user_group_id: z.number().int().nullable(),
  login_type: z.string(),
  is_google_login: z.boolean(),
});
export type AuthInfo = z.infer<typeof authInfoSchema>;

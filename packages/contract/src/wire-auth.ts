import { z } from 'zod';
import { isEnumValue, RoleLevel } from './enums';

/** What every sign-in call answers (snake_case on the wire; api-catalogue.md §3 Login response). */
export const loginResultsSchema = z.object({
  /** Only for API clients that ask for it (header `X-Api-Client: 1`); browsers get the cookie. */
  access_token: z.string().min(1).optional(),
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

/** One entry of GET user/sessions: a live session of the signed-in user ("my sessions"). */
export const mySessionSchema = z.object({
  id: z.string(),
  /** Browser and system read from the user agent, e.g. "Chrome on Windows"; null when unknown. */
  device: z.string().nullable(),
  user_agent: z.string().nullable(),
  ip_address: z.string().nullable(),
  login_type: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  expire_date: z.string(),
  /** The session of the call that asked. */
  is_current: z.boolean(),
});
export type MySession = z.infer<typeof mySessionSchema>;

/** POST user/sessions/revoke-others: how many sessions ended. */
export const revokedSessionsSchema = z.object({ revoked: z.number().int() });
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;

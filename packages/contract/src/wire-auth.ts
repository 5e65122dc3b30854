// zod/mini, as wire-branding.ts explains: every page asks auth/info before it shows.
import * as z from 'zod/mini';
import { isEnumValue, RoleLevel } from './enums';

/** What every sign-in call answers (snake_case on the wire; api-catalogue.md §3 Login response). */
export const loginResultsSchema = z.object({
  /** Only for API clients that ask for it (header `X-Api-Client: 1`); browsers get the cookie. */
  access_token: z.optional(z.string().check(z.minLength(1))),
  /** ISO 8601 instant at which the session ends. */
  expire_date: z.string(),
  company_id: z.nullable(z.int()),
  domain: z.nullable(z.string()),
  email: z.nullable(z.string()),
  full_name: z.string(),
  id: z.int(),
  lang: z.string(),
  role_level: z
    .int()
    .check(z.refine((level) => isEnumValue(RoleLevel, level), 'unknown role level')),
  exceeded_session_message: z.nullable(z.string()),
  display_message_exceeded_session: z.boolean(),
});
export type LoginResults = z.infer<typeof loginResultsSchema>;

/** GET auth/info: the login results without the token, plus what a client needs to restore a session. */
export const authInfoSchema = z.extend(z.omit(loginResultsSchema, { access_token: true }), {
  username: z.nullable(z.string()),
  user_group_id: z.nullable(z.int()),
  login_type: z.string(),
  is_google_login: z.boolean(),
});
export type AuthInfo = z.infer<typeof authInfoSchema>;

/** One entry of GET user/sessions: a live session of the signed-in user ("my sessions"). */
export const mySessionSchema = z.object({
  id: z.string(),
  /** Browser and system read from the user agent, e.g. "Chrome on Windows"; null when unknown. */
  device: z.nullable(z.string()),
  user_agent: z.nullable(z.string()),
  ip_address: z.nullable(z.string()),
  login_type: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  expire_date: z.string(),
  /** The session of the call that asked. */
  is_current: z.boolean(),
});
export type MySession = z.infer<typeof mySessionSchema>;

/** POST user/sessions/revoke-others: how many sessions ended. */
export const revokedSessionsSchema = z.object({ revoked: z.int() });
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;

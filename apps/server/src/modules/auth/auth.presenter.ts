import { LoginType } from '@hondana/contract';
import { z } from 'zod';
import type { SessionRow } from './auth.tables.js';
import type { UserRow } from '../user/user.tables.js';

/** What every sign-in call answers (snake_case on the wire). */
export const loginResultsSchema = z.object({
  access_token: z.string(),
  /** ISO 8601 instant at which the session ends. */
  expire_date: z.string(),
  company_id: z.number().int().nullable(),
  domain: z.string().nullable(),
  email: z.string().nullable(),
  full_name: z.string(),
  id: z.number().int(),
  lang: z.string(),
  role_level: z.number().int(),
  exceeded_session_message: z.string().nullable(),
  display_message_exceeded_session: z.boolean(),
});
export type LoginResults = z.infer<typeof loginResultsSchema>;

/** GET auth/info: the login results without the token, plus what the client needs to restore a session. */
export const authInfoSchema = loginResultsSchema.omit({ access_token: true }).extend({
  username: z.string().nullable(),
  user_group_id: z.number().int().nullable(),
  login_type: z.string(),
  is_google_login: z.boolean(),
});
export type AuthInfo = z.infer<typeof authInfoSchema>;

/** The part of the login results that describes the user and the session's end. */
export function presentSignedInUser(user: UserRow, domain: string | null, expiresAt: Date) {
  return {
    expire_date: expiresAt.toISOString(),
    company_id: user.companyId,
    domain,
    email: user.email,
    full_name: user.fullName,
    id: user.id,
    lang: user.lang,
    role_level: user.roleLevel,
  };
}

export function presentAuthInfo(
  user: UserRow,
  session: SessionRow,
  domain: string | null,
): AuthInfo {
  return {
    ...presentSignedInUser(user, domain, session.expiresAt),
    // The exceeded-session notice belongs to the sign-in that caused it, not to later reloads.
    exceeded_session_message: null,
    display_message_exceeded_session: false,
    username: user.username,
    user_group_id: user.userGroupId,
    login_type: session.loginType,
    is_google_login: session.loginType === LoginType.GoogleLogin,
  };
}

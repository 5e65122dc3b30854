import {
  authInfoSchema,
  LoginType,
  loginResultsSchema,
  type AuthInfo,
  type LoginResults as SignInAnswer,
} from '@hondana/contract';
import type { ExceededSessionRow, SessionRow } from './session.tables.js';
import type { UserRow } from '../user/user.tables.js';
import { z } from 'zod';

export { authInfoSchema, loginResultsSchema, type AuthInfo, type SignInAnswer };

/** A session just issued: the sign-in answer with its token (answered to API clients only). */
export type LoginResults = SignInAnswer & { access_token: string };

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

/** A recorded session ended by the concurrent-session limit, with the user's name. */
export interface ExceededSessionEntry extends ExceededSessionRow {
  fullName: string;
  email: string | null;
}

/** A session ended or refused by the limit, as the exceeded-session list shows it. */
export const exceededSessionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  occurred_at: z.string(),
  /** ended: an older session was signed out; refused: this sign-in was turned away (750). */
  outcome: z.enum(['ended', 'refused']),
});

export function presentExceededSession(
  row: ExceededSessionEntry,
): z.infer<typeof exceededSessionSchema> {
  return {
    id: row.id,
    user_id: row.userId,
    full_name: row.fullName,
    email: row.email,
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    occurred_at: row.occurredAt.toISOString(),
    outcome: row.endedSessionId === null ? 'refused' : 'ended',
  };
}

import {
  authInfoSchema,
  LoginType,
  loginResultsSchema,
  type AuthInfo,
  type LoginResults as SignInAnswer,
} from '@hondana/contract';
import type { SessionRow } from './session.tables.js';
import type { UserRow } from '../user/user.tables.js';

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

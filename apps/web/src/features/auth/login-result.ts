import { omit, type output } from 'zod/mini';
import type { RoleLevel } from '@hondana/contract';
import { isEnumValue, Language, loginResultsSchema } from '@hondana/contract';
import type { CamelCasedDeep } from '../../api/case-conversion';
import type { SessionUser } from './session';

/**
 * Every sign-in answer (password, IP, Google; product.md §3 "Login response") as the web reads
 * it: without `access_token`. The browser's session is the httpOnly cookie the same answer set;
 * parsing drops the token so no code of the web app ever holds it.
 */
export const signInResultsSchema = omit(loginResultsSchema, { access_token: true });

export type LoginResults = CamelCasedDeep<output<typeof signInResultsSchema>>;

/**
 * A login answer is accepted only for the site it was made on (product.md §4): a company host
 * needs its own domain back, the admin host (no company) a result without a domain.
 */
export function isLoginResultForSite(
  resultDomain: string | null,
  siteDomain: string | null,
): boolean {
  if (siteDomain === null) return resultDomain === null;
  return resultDomain !== null && resultDomain.toLowerCase() === siteDomain.toLowerCase();
}

/** The session user a login answer describes. */
export function toSessionUserFromLogin(
  results: LoginResults,
  extra: { isGoogleLogin: boolean },
): SessionUser {
  return {
    id: String(results.id),
    companyId: results.companyId === null ? null : String(results.companyId),
    domain: results.domain,
    email: results.email,
    name: results.fullName,
    lang: isEnumValue(Language, results.lang) ? results.lang : null,
    roleLevel: results.roleLevel as RoleLevel,
    username: null,
    isGoogleLogin: extra.isGoogleLogin,
  };
}

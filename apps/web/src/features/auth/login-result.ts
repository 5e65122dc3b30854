import { z } from 'zod';
import { isEnumValue, Language, RoleLevel } from '@hondana/contract';
import type { CamelCasedDeep } from '../../api/case-conversion';
import type { SessionUser } from './session';

/** Wire shape of every sign-in answer (password, IP, Google): product.md §3 "Login response". */
export const loginResultsSchema = z.object({
  access_token: z.string().min(1),
  expire_date: z.string(),
  company_id: z.number().int().nullable(),
  domain: z.string().nullable(),
  email: z.string().nullable(),
  full_name: z.string(),
  id: z.union([z.number(), z.string()]).transform(String),
  lang: z.string(),
  role_level: z
    .number()
    .int()
    .refine((level) => isEnumValue(RoleLevel, level), 'unknown role level'),
  exceeded_session_message: z.string().nullable(),
  display_message_exceeded_session: z.boolean(),
});

export type LoginResults = CamelCasedDeep<z.output<typeof loginResultsSchema>>;

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
    id: results.id,
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

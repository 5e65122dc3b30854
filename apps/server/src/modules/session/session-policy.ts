import { RoleLevel } from '@hondana/contract';

/**
 * How long sessions live and how long they may sit unused (docs/decisions-auth.md, "Session
 * lifetime"). Administrators hold the keys to a whole company (or all of them), so their
 * sessions are short whatever the sign-in form asked for; readers may stay signed in a month.
 */
export const sessionPolicy = {
  /** Without keep_login and without a company setting. */
  defaultMinutes: 24 * 60,
  /** The longest a keep_login session of each role may live. */
  keepLoginMaxMinutes: {
    [RoleLevel.SystemAdmin]: 12 * 60,
    [RoleLevel.CompanyAdmin]: 12 * 60,
    [RoleLevel.User]: 30 * 24 * 60,
    [RoleLevel.GroupUser]: 30 * 24 * 60,
  } as Record<number, number>,
  /** Idle timeout when the company sets no session length. */
  idleMinutes: {
    [RoleLevel.SystemAdmin]: 2 * 60,
    [RoleLevel.CompanyAdmin]: 2 * 60,
    [RoleLevel.User]: 7 * 24 * 60,
    [RoleLevel.GroupUser]: 7 * 24 * 60,
  } as Record<number, number>,
  /** last_used_at is written at most this often, so authentication stays one read per call. */
  touchIntervalMs: 60 * 1000,
} as const;

const MINUTE_MS = 60 * 1000;

/** The company's session length in minutes, or null when it sets none. */
function companyMinutes(company: { sessionMinutes: number | null } | null): number | null {
  const minutes = company?.sessionMinutes;
  return minutes && minutes > 0 ? minutes : null;
}

/**
 * When a new session ends: keep_login gets the role's ceiling, otherwise a day; the company's
 * session length, where set, caps both (it was the plain session's length before).
 */
export function computeSessionExpiry(
  company: { sessionMinutes: number | null } | null,
  roleLevel: number,
  keepLogin: boolean,
  now: Date = new Date(),
): Date {
  const roleCap = sessionPolicy.keepLoginMaxMinutes[roleLevel] ?? sessionPolicy.defaultMinutes;
  const wanted = keepLogin ? roleCap : Math.min(sessionPolicy.defaultMinutes, roleCap);
  const ceiling = companyMinutes(company);
  const minutes = ceiling === null ? wanted : Math.min(wanted, ceiling);
  return new Date(now.getTime() + minutes * MINUTE_MS);
}

/**
 * How long a session may go unused: the company's session length where set (read at every call,
 * so lowering it applies to live sessions too), else the role's default.
 */
export function idleLimitMs(
  company: { sessionMinutes: number | null } | null,
  roleLevel: number,
): number {
  const minutes =
    companyMinutes(company) ?? sessionPolicy.idleMinutes[roleLevel] ?? sessionPolicy.defaultMinutes;
  return minutes * MINUTE_MS;
}

/** True when last use is older than the touch interval: the call should record its use. */
export function isTouchDue(lastUsedAt: Date, now: number = Date.now()): boolean {
  return now - lastUsedAt.getTime() >= sessionPolicy.touchIntervalMs;
}

/**
 * The fixed addresses of the product (product.md §2) and where each role lands, logs in and
 * edits its account. Pure facts that the route rules (app/) and the screens (features/) both
 * read, so a screen never reaches up into the route table for them.
 */
import { isAdminRoleLevel, landingPageByRoleLevel, RoleLevel } from '@hondana/contract';

export const loginPath = '/login';
export const adminLoginPath = '/admin-login';
export const notFoundPath = '/404';

/** The first segment of a path, without slashes ('' for '/'). */
export function getFirstSegment(pathname: string): string {
  return pathname.split('/').find((segment) => segment !== '') ?? '';
}

/** Landing page of a role (product.md §6). */
export function getLandingPath(roleLevel: RoleLevel): string {
  return landingPageByRoleLevel[roleLevel];
}

/** Where a role's login lives: administrators use /admin-login, everyone else /login. */
export function getLoginPathFor(roleLevel: RoleLevel | null, isAdminSite: boolean): string {
  if (isAdminSite || (roleLevel !== null && isAdminRoleLevel(roleLevel))) return adminLoginPath;
  return loginPath;
}

/** True for /login, /login/ (Google return address) and /admin-login. */
export function isLoginPath(pathname: string): boolean {
  const first = getFirstSegment(pathname);
  return first === 'login' || first === 'admin-login';
}

/** The account settings page of a role; group users (level 4) have none. */
export function getProfilePath(roleLevel: RoleLevel): string | null {
  if (roleLevel === RoleLevel.SystemAdmin) return '/admin/profile';
  if (roleLevel === RoleLevel.CompanyAdmin) return '/company/profile';
  if (roleLevel === RoleLevel.User) return '/profile';
  return null;
}

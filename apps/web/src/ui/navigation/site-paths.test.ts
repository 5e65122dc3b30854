import { describe, expect, it } from 'vitest';
import { RoleLevel } from '@hondana/contract';
import {
  getFirstSegment,
  getLandingPath,
  getLoginPathFor,
  getProfilePath,
  isLoginPath,
} from './site-paths';

describe('site paths', () => {
  it('maps roles to landing, login and profile pages', () => {
    expect(getLandingPath(RoleLevel.SystemAdmin)).toBe('/admin/companies');
    expect(getLandingPath(RoleLevel.CompanyAdmin)).toBe('/company/dashboard');
    expect(getLandingPath(RoleLevel.User)).toBe('/');
    expect(getLandingPath(RoleLevel.GroupUser)).toBe('/');
    expect(getLoginPathFor(RoleLevel.CompanyAdmin, false)).toBe('/admin-login');
    expect(getLoginPathFor(RoleLevel.User, false)).toBe('/login');
    expect(getLoginPathFor(null, true)).toBe('/admin-login');
    expect(getProfilePath(RoleLevel.SystemAdmin)).toBe('/admin/profile');
    expect(getProfilePath(RoleLevel.CompanyAdmin)).toBe('/company/profile');
    expect(getProfilePath(RoleLevel.User)).toBe('/profile');
    expect(getProfilePath(RoleLevel.GroupUser)).toBeNull();
  });

  it('reads the first segment and knows the login addresses', () => {
    expect(getFirstSegment('/')).toBe('');
    expect(getFirstSegment('//admin-login/')).toBe('admin-login');
    expect(isLoginPath('/login/')).toBe(true);
    expect(isLoginPath('/admin-login')).toBe(true);
    expect(isLoginPath('/loginx')).toBe(false);
  });
});

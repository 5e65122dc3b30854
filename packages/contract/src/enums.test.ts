import { describe, expect, it } from 'vitest';
import {
  allowedContentGroupIdWords,
  landingPageByRoleLevel,
  limits,
  reservedPathSegments,
  TAX_RATE,
} from './constants';
import {
  AccountType,
  accountTypes,
  GoogleOption,
  googleOptions,
  isAdminRoleLevel,
  isEnumValue,
  LayoutMode,
  RoleLevel,
  roleNameByLevel,
} from './enums';
import { publicCompanySettingsSchema } from './wire';

describe('enums', () => {
  it('keep the tuples used by z.enum in step with the named objects', () => {
    expect(Object.values(AccountType).sort()).toEqual([...accountTypes].sort());
    expect(Object.values(GoogleOption).sort()).toEqual([...googleOptions].sort());
    expect(publicCompanySettingsSchema.shape.account_type.options).toEqual([...accountTypes]);
  });

  it('map role levels to names and landing pages', () => {
    expect(roleNameByLevel[RoleLevel.GroupUser]).toBe('GROUP_USER');
    expect(landingPageByRoleLevel[RoleLevel.SystemAdmin]).toBe('/admin/companies');
    expect(landingPageByRoleLevel[RoleLevel.CompanyAdmin]).toBe('/company/dashboard');
    expect(landingPageByRoleLevel[RoleLevel.User]).toBe('/');
    expect(isAdminRoleLevel(2)).toBe(true);
    expect(isAdminRoleLevel(3)).toBe(false);
  });

  it('narrow unknown input with isEnumValue', () => {
    expect(isEnumValue(LayoutMode, 3)).toBe(true);
    expect(isEnumValue(LayoutMode, 4)).toBe(false);
    expect(isEnumValue(AccountType, 'ALL')).toBe(true);
    expect(isEnumValue(AccountType, 'all')).toBe(false);
  });
});

describe('constants', () => {
  it('carry the spec values', () => {
    expect(TAX_RATE).toBe(0.1);
    expect(limits.logoMaxBytes).toBe(2 * 1024 * 1024);
    expect(limits.sessionCookieMaxAgeSeconds).toBe(31536000);
    expect(reservedPathSegments).toContain('forget-password');
    expect(allowedContentGroupIdWords).toContain('home-search');
  });
});

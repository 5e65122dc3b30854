import { describe, expect, it } from 'vitest';
import { LayoutMode, RoleLevel } from '@hondana/contract';
import {
  chooseReturnRoute,
  getAccountMenuEntries,
  isGoogleRestartSearch,
  getAdminLayoutFallback,
  isAcceptableContentGroupId,
  isElementId,
  isNoLayoutAllowedPath,
  isReservedFirstSegment,
} from './route-rules';

// The redirects themselves: route-redirect.test.ts.

const elementId = 'abcdefghij0123456789';

describe('path helpers', () => {
  it('knows the reserved first segments', () => {
    for (const segment of [
      'admin',
      'admin-login',
      'company',
      'create',
      'view-online',
      'content',
      '404',
      'login',
      'search',
      'forget-password',
    ]) {
      expect(isReservedFirstSegment(segment)).toBe(true);
    }
    expect(isReservedFirstSegment('home-search')).toBe(false);
    expect(isReservedFirstSegment(elementId)).toBe(false);
  });

  it('checks element ids: lowercase alphanumeric, 20 to 64 characters', () => {
    expect(isElementId(elementId)).toBe(true);
    expect(isElementId('a'.repeat(64))).toBe(true);
    expect(isElementId('a'.repeat(19))).toBe(false);
    expect(isElementId('a'.repeat(65))).toBe(false);
    expect(isElementId('ABCDEFGHIJ0123456789')).toBe(false);
    expect(isElementId('abcdefghij-123456789')).toBe(false);
  });

  it('accepts content group ids without lowercase letters, element ids and the route words', () => {
    expect(isAcceptableContentGroupId('12345')).toBe(true);
    expect(isAcceptableContentGroupId(elementId)).toBe(true);
    expect(isAcceptableContentGroupId('home-search')).toBe(true);
    expect(isAcceptableContentGroupId('profile')).toBe(true);
    expect(isAcceptableContentGroupId('books')).toBe(false);
  });

  it('returns to the cached route unless it is a login route', () => {
    expect(chooseReturnRoute('/subscription?tab=2', RoleLevel.User)).toBe('/subscription?tab=2');
    expect(chooseReturnRoute('/login?google=true', RoleLevel.User)).toBe('/');
    expect(chooseReturnRoute('/admin-login', RoleLevel.CompanyAdmin)).toBe('/company/dashboard');
    expect(chooseReturnRoute(null, RoleLevel.SystemAdmin)).toBe('/admin/companies');
    expect(chooseReturnRoute('/login/', RoleLevel.GroupUser)).toBe('/');
    // A protocol-relative address would leave the site.
    expect(chooseReturnRoute('//evil.example/x', RoleLevel.User)).toBe('/');
    expect(chooseReturnRoute('profile', RoleLevel.User)).toBe('/');
  });

  it('builds the account menu by role and subscription setting', () => {
    expect(getAccountMenuEntries(RoleLevel.User, { isSubscriptionEnabled: true })).toEqual([
      { key: 'profile', to: '/profile' },
      { key: 'subscription', to: '/subscription' },
    ]);
    expect(getAccountMenuEntries(RoleLevel.User, { isSubscriptionEnabled: false })).toEqual([
      { key: 'profile', to: '/profile' },
    ]);
    // Group users have no profile item (product.md §2 Header).
    expect(getAccountMenuEntries(RoleLevel.GroupUser, { isSubscriptionEnabled: true })).toEqual([
      { key: 'subscription', to: '/subscription' },
    ]);
    expect(getAccountMenuEntries(RoleLevel.CompanyAdmin, { isSubscriptionEnabled: true })).toEqual([
      { key: 'profile', to: '/company/profile' },
    ]);
    expect(getAccountMenuEntries(RoleLevel.SystemAdmin, { isSubscriptionEnabled: false })).toEqual([
      { key: 'profile', to: '/admin/profile' },
    ]);
  });

  it('recognises the Google restart query', () => {
    expect(isGoogleRestartSearch('?google=true&fl=true')).toBe(true);
    expect(isGoogleRestartSearch('?google=true')).toBe(false);
    expect(isGoogleRestartSearch(undefined)).toBe(false);
  });

  it('lists the end-user paths of a no-layout company', () => {
    for (const path of [
      '/404',
      '/content/tok',
      `/search/${elementId}`,
      '/direct-view/tok',
      '/view-online/1/2',
      '/view-online/1',
      `/g1/${elementId}`,
      `/${elementId}`,
    ]) {
      expect(isNoLayoutAllowedPath(path)).toBe(true);
    }
    expect(isNoLayoutAllowedPath('/')).toBe(false);
    expect(isNoLayoutAllowedPath('/home-search/g1/c1')).toBe(false);
  });

  it('sends non-admins away from admin layouts by company layout mode', () => {
    expect(getAdminLayoutFallback(LayoutMode.Search)).toBe('/search');
    expect(getAdminLayoutFallback(LayoutMode.Home)).toBe('/');
  });
});

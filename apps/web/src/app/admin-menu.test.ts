import { describe, expect, it } from 'vitest';
import { RoleLevel } from '@hondana/contract';
import { getAdminMenu } from './admin-menu';

const keysOf = (entries: { key: string }[]) => entries.map((entry) => entry.key);

describe('getAdminMenu', () => {
  it('gives the system administrator the company list only', () => {
    expect(
      keysOf(
        getAdminMenu(RoleLevel.SystemAdmin, { isOpenType: false, isSubscriptionEnabled: true }),
      ),
    ).toEqual(['companies']);
  });

  it('hides users and user groups for open-type companies and subscriptions when disabled', () => {
    const full = keysOf(
      getAdminMenu(RoleLevel.CompanyAdmin, { isOpenType: false, isSubscriptionEnabled: true }),
    );
    expect(full).toEqual([
      'dashboard',
      'contents',
      'contentsGroup',
      'users',
      'userGroups',
      'messages',
      'customizeTemplate',
      'subscription',
      'coupon',
    ]);
    const reduced = keysOf(
      getAdminMenu(RoleLevel.CompanyAdmin, { isOpenType: true, isSubscriptionEnabled: false }),
    );
    expect(reduced).toEqual([
      'dashboard',
      'contents',
      'contentsGroup',
      'messages',
      'customizeTemplate',
    ]);
  });

  it('gives readers no admin menu', () => {
    expect(
      getAdminMenu(RoleLevel.User, { isOpenType: false, isSubscriptionEnabled: true }),
    ).toEqual([]);
  });
});

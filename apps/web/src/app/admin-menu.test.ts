import { describe, expect, it } from 'vitest';
import { RoleLevel } from '@hondana/contract';
import { getAdminMenu, hasScreenAt } from './admin-menu';

const everyScreen = () => true;

const keysOf = (entries: { key: string }[]) => entries.map((entry) => entry.key);

describe('getAdminMenu', () => {
  it('gives the system administrator the company list only', () => {
    expect(
      keysOf(
        getAdminMenu(
          RoleLevel.SystemAdmin,
          { isOpenType: false, isSubscriptionEnabled: true },
          everyScreen,
        ),
      ),
    ).toEqual(['companies']);
  });

  it('hides users and user groups for open-type companies and subscriptions when disabled', () => {
    const full = keysOf(
      getAdminMenu(
        RoleLevel.CompanyAdmin,
        { isOpenType: false, isSubscriptionEnabled: true },
        everyScreen,
      ),
    );
    expect(full).toEqual([
      'dashboard',
      'contents',
      'contentsGroup',
      'contentsImport',
      'uploadedFiles',
      'watermark',
      'searchSettings',
      'searchResults',
      'hashtags',
      'searchTerms',
      'users',
      'userGroups',
      'userImport',
      'exceededSessions',
      'customizeTemplate',
      'messages',
      'subscription',
      'coupon',
    ]);
    const reduced = keysOf(
      getAdminMenu(
        RoleLevel.CompanyAdmin,
        { isOpenType: true, isSubscriptionEnabled: false },
        everyScreen,
      ),
    );
    expect(reduced).toEqual([
      'dashboard',
      'contents',
      'contentsGroup',
      'contentsImport',
      'uploadedFiles',
      'watermark',
      'searchSettings',
      'searchResults',
      'hashtags',
      'searchTerms',
      'customizeTemplate',
      'messages',
    ]);
  });

  it('puts every company entry but the dashboard in a section, each section in one run', () => {
    const entries = getAdminMenu(
      RoleLevel.CompanyAdmin,
      { isOpenType: false, isSubscriptionEnabled: true },
      everyScreen,
    );
    const sections = entries.map((entry) => entry.section ?? null);
    expect(sections[0]).toBeNull();
    expect(sections.slice(1)).not.toContain(null);
    // A section never comes back after another one began.
    const runs = sections.filter((section, index) => section !== sections[index - 1]);
    expect(runs).toEqual([null, 'library', 'search', 'people', 'appearance', 'subscriptions']);
  });

  it('gives readers no admin menu', () => {
    expect(
      getAdminMenu(RoleLevel.User, { isOpenType: false, isSubscriptionEnabled: true }, everyScreen),
    ).toEqual([]);
  });

  it('lists only entries whose screen exists', () => {
    const company = { isOpenType: false, isSubscriptionEnabled: true };
    const onlyDashboard = (path: string) => path === '/company/dashboard';
    expect(keysOf(getAdminMenu(RoleLevel.CompanyAdmin, company, onlyDashboard))).toEqual([
      'dashboard',
    ]);
    expect(getAdminMenu(RoleLevel.SystemAdmin, company, () => false)).toEqual([]);
  });

  it('reads the route table by default', () => {
    expect(hasScreenAt('/admin/companies')).toBe(true);
    expect(hasScreenAt('/company/dashboard')).toBe(true);
    expect(hasScreenAt('/company/no-such-screen')).toBe(false);
    const company = { isOpenType: false, isSubscriptionEnabled: true };
    expect(keysOf(getAdminMenu(RoleLevel.SystemAdmin, company))).toEqual(['companies']);
    expect(keysOf(getAdminMenu(RoleLevel.CompanyAdmin, company))).toContain('dashboard');
  });
});

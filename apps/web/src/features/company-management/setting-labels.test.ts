import { describe, expect, it } from 'vitest';
import { getSettingLoginKey, getViewPageKey } from './setting-labels';

describe('setting labels', () => {
  it('names the page layouts 1 search, 2 home, 3 none', () => {
    expect([1, 2, 3, 9].map(getViewPageKey)).toEqual(['search', 'home', 'none', 'search']);
  });

  it('names the login setting 0 open, 1 login required', () => {
    expect([0, 1].map(getSettingLoginKey)).toEqual(['open', 'loginRequired']);
  });
});

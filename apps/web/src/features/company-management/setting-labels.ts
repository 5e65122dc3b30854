import './admin-texts';
import { LayoutMode, SettingLogin } from '@hondana/contract';

/** i18n key part of each page layout (`admin.viewPages.<key>`); unknown values read as search. */
export function getViewPageKey(viewPage: number): 'search' | 'home' | 'none' {
  if (viewPage === LayoutMode.Home) return 'home';
  if (viewPage === LayoutMode.None) return 'none';
  return 'search';
}

/** i18n key part of the login setting (`admin.settingLogins.<key>`). */
export function getSettingLoginKey(settingLogin: number): 'open' | 'loginRequired' {
  return settingLogin === SettingLogin.LoginRequired ? 'loginRequired' : 'open';
}

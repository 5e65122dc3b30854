import { createContext, useContext } from 'react';

/** Admin side-menu entries of product.md §2, before filtering. */
export type AdminMenuKey =
  | 'companies'
  | 'dashboard'
  | 'contents'
  | 'contentsGroup'
  | 'contentsImport'
  | 'uploadedFiles'
  | 'watermark'
  | 'searchSettings'
  | 'searchResults'
  | 'hashtags'
  | 'searchTerms'
  | 'users'
  | 'userGroups'
  | 'userImport'
  | 'exceededSessions'
  | 'messages'
  | 'customizeTemplate'
  | 'subscription'
  | 'coupon';

/** The labelled sections of the company administrator's menu (issue 21, part 11). */
export type AdminMenuSection = 'library' | 'search' | 'people' | 'appearance' | 'subscriptions';

export interface AdminMenuEntry {
  key: AdminMenuKey;
  to: string;
  /** None for the entries above every section (the dashboard, the company list). */
  section?: AdminMenuSection;
}

/** What the admin layout knows about the admin areas of the signed-in administrator. */
export interface AdminMenu {
  /** The side menu, already filtered by role, company and existing screens. */
  entries: readonly AdminMenuEntry[];
  /** The administrator's account page, when its screen exists. */
  profilePath: string | null;
}

/**
 * The app's admin layout provides the menu it built from the route table; an admin screen (the
 * dashboard) reads it here instead of importing the route table, which imports the screens.
 */
export const AdminMenuContext = createContext<AdminMenu>({ entries: [], profilePath: null });

export function useAdminMenu(): AdminMenu {
  return useContext(AdminMenuContext);
}

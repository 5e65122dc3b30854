import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { isAdminRoleLevel } from '@hondana/contract';
import { useSession } from '../../features/auth/session';
import { useSite } from '../../features/company/company-settings';
import { buildSiteTheme } from '../../ui/theme/site-theme';

/**
 * Readers' pages in the company's theme; administrators keep the default look, inputs included
 * (product.md §6), and the admin site has no company.
 */
export function SiteThemeProvider({ children }: { children: ReactNode }) {
  const { company } = useSite();
  const { user } = useSession();
  if (!company || (user && isAdminRoleLevel(user.roleLevel))) return children;
  return <ThemeProvider theme={buildSiteTheme(company.viewSettings)}>{children}</ThemeProvider>;
}

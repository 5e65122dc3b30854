import { useEffect } from 'react';

export const appName = 'Hondana';

/**
 * Page title rule (product.md §2): the company's page title or name when the site has a
 * company, otherwise the route title plus the app name.
 */
export function formatDocumentTitle(options: {
  companyTitle: string | null | undefined;
  routeTitle: string | null | undefined;
}): string {
  const companyTitle = options.companyTitle?.trim();
  if (companyTitle) return companyTitle;
  const routeTitle = options.routeTitle?.trim();
  return routeTitle ? `${routeTitle} | ${appName}` : appName;
}

/** Keeps document.title in step with the route and the company. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

import { useEffect } from 'react';
import type { CompanySettings } from './company-settings';

const defaultFavicon = '/favicon.svg';

/** Points the page's icon link at `href`, creating the link when the page has none. */
export function applyFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') === href) return;
  link.removeAttribute('type');
  link.href = href;
}

/** Uses the company favicon when the company has one, else the Hondana icon. */
export function useCompanyBranding(company: CompanySettings | null): void {
  const favicon = company?.favicon ?? null;
  useEffect(() => {
    applyFavicon(favicon ?? defaultFavicon);
  }, [favicon]);
}

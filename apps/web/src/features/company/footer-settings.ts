import { FooterLinkPosition, FooterLinkType } from '@hondana/contract';
import type { FooterLink } from '../../ui/chrome/app-footer';
import type { SiteBranding } from '../../ui/theme/site-theme';

export interface FooterRows {
  upperLinks: FooterLink[];
  lowerLinks: FooterLink[];
}

/** The footer's links in their two rows (product.md §3 "Footer"), in the order they were added. */
export function footerRowsOf(footer: SiteBranding['footer']): FooterRows {
  const row = (position: string): FooterLink[] =>
    footer.links
      .filter((link) => link.positionLink === position)
      .map((link) => ({
        id: String(link.id),
        label: link.label,
        url: link.url,
        isExternal: link.typeLink === FooterLinkType.External,
      }));
  return {
    upperLinks: row(FooterLinkPosition.Upper),
    lowerLinks: row(FooterLinkPosition.Lower),
  };
}

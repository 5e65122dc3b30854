import { useTranslation } from 'react-i18next';
import { footerRowsOf } from '../../features/company/footer-settings';
import { useSite } from '../../features/company/company-settings';
import { AppFooter } from '../../ui/chrome/app-footer';
import { appName } from '../page-title';

/** The footer wired to the company's footer setting (product.md §2 "Footer"). */
export function SiteFooter() {
  const { t } = useTranslation();
  const { company } = useSite();
  const footer = company?.viewSettings.footer ?? null;
  const rows = footer ? footerRowsOf(footer) : { upperLinks: [], lowerLinks: [] };
  const copyright =
    footer?.copyRight ??
    t('footer.copyright', {
      year: new Date().getFullYear(),
      name: company?.companyName ?? appName,
    });
  return <AppFooter {...rows} copyright={copyright} fontSize={footer?.fontSize ?? undefined} />;
}

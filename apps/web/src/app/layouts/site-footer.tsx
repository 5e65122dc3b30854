import { useTranslation } from 'react-i18next';
import { readFooterSettings } from '../../features/company/footer-settings';
import { useSite } from '../../features/company/company-settings';
import { AppFooter } from '../../ui/chrome/app-footer';
import { appName } from '../page-title';

/** The footer wired to the company's view settings (product.md §2 "Footer"). */
export function SiteFooter() {
  const { t } = useTranslation();
  const { company } = useSite();
  const footer = readFooterSettings(company?.viewSettings);
  const copyright =
    footer.copyright ??
    t('footer.copyright', {
      year: new Date().getFullYear(),
      name: company?.companyName ?? appName,
    });
  return (
    <AppFooter
      upperLinks={footer.upperLinks}
      lowerLinks={footer.lowerLinks}
      copyright={copyright}
      backgroundColor={footer.backgroundColor}
      color={footer.color}
      fontSize={footer.fontSize}
    />
  );
}

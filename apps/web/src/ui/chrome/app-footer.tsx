import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface FooterLink {
  id: string;
  label: string;
  url: string;
  isExternal: boolean;
}

export interface AppFooterProps {
  upperLinks: readonly FooterLink[];
  lowerLinks: readonly FooterLink[];
  copyright: string;
  fontSize?: number;
}

function FooterLinkRow({ links, label }: { links: readonly FooterLink[]; label: string }) {
  if (links.length === 0) return null;
  return (
    <Box component="nav" aria-label={label}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          m: 0,
          p: 0,
          justifyContent: 'center',
        }}
      >
        {links.map((link) => (
          <li key={link.id}>
            {link.isExternal ? (
              <Link href={link.url} target="_blank" rel="noopener noreferrer" color="inherit">
                {link.label}
              </Link>
            ) : (
              <Link component={RouterLink} to={link.url} color="inherit">
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Upper and lower link rows (internal or external) and the copyright line, in the site's footer colours. */
export function AppFooter({ upperLinks, lowerLinks, copyright, fontSize }: AppFooterProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        py: 2,
        px: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        bgcolor: (theme) => theme.site.footer.background,
        color: (theme) => theme.site.footer.text,
        fontSize: fontSize ?? 14,
      }}
    >
      <FooterLinkRow links={upperLinks} label={t('footer.upperLinks')} />
      <FooterLinkRow links={lowerLinks} label={t('footer.lowerLinks')} />
      <Typography
        component="p"
        variant="body2"
        align="center"
        sx={{ fontSize: 'inherit', color: 'inherit' }}
      >
        {copyright}
      </Typography>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { BannerType } from '@hondana/contract';
import type { SiteBranding } from '../theme/site-theme';

type Banner = SiteBranding['banner'];

/**
 * The company's banner above the page (product.md §3 "Banner"): a message in its colours, or an
 * image of its height; a click follows its link (internal paths stay in the app).
 */
export function SiteBanner({ banner, alt }: { banner: Banner; alt: string }) {
  if (!banner.isShow) return null;
  const isImage = banner.typeBanner === BannerType.Image && banner.image;
  const content = isImage ? (
    <Box
      component="img"
      src={banner.image ?? undefined}
      alt={banner.message ?? alt}
      sx={{ display: 'block', width: '100%', height: banner.heightBanner, objectFit: 'cover' }}
    />
  ) : (
    <Box
      component="p"
      sx={{
        m: 0,
        px: 2,
        minHeight: banner.heightBanner,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        whiteSpace: 'pre-wrap',
        fontSize: banner.fontSize,
      }}
    >
      {banner.message}
    </Box>
  );
  const link = banner.link;
  return (
    <Box
      component="aside"
      aria-label={alt}
      sx={{
        mb: 2,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: banner.backgroundColor ?? 'grey.100',
        color: banner.textColor ?? 'text.primary',
        '& a': { color: 'inherit', display: 'block' },
      }}
    >
      {link === null ? (
        content
      ) : link.startsWith('/') ? (
        <RouterLink to={link}>{content}</RouterLink>
      ) : (
        <a href={link} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      )}
    </Box>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useTranslation } from 'react-i18next';
import { ribbonColors } from './ribbon';
import type { Ribbon } from './ribbon';

/** Book covers are portrait: 3 by 4 keeps cards of different books in line. */
const coverAspect = '3 / 4';

/**
 * A cover (WebP from processing) with its ribbon in the top-left corner. The cover is
 * decorative: the title next to it names the book. Without a cover a book icon stands in.
 */
export function ContentCover({
  src,
  ribbon,
  eager = false,
}: {
  src: string | null;
  ribbon: Ribbon | null;
  /** The detail screen's cover loads at once; cards load as they scroll into view. */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  // A cover that fails to load (not made yet, removed) gives way to the placeholder.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shownSrc = src !== failedSrc ? src : null;
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: coverAspect,
        bgcolor: 'grey.100',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {shownSrc ? (
        <Box
          component="img"
          src={shownSrc}
          onError={() => setFailedSrc(shownSrc)}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <MenuBookIcon
          sx={{ fontSize: 48, color: 'grey.500' }}
          titleAccess={t('library.card.noCover')}
        />
      )}
      {ribbon ? (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: 8,
            left: 0,
            px: 1,
            py: 0.25,
            bgcolor: ribbonColors[ribbon],
            color: '#fff',
            fontSize: 12,
            fontWeight: 700,
            borderRadius: '0 4px 4px 0',
          }}
        >
          {t(`library.ribbon.${ribbon}`)}
        </Box>
      ) : null}
    </Box>
  );
}

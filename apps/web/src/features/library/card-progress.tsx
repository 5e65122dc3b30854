import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Content } from './library-types';
import { readingProgressOf } from './reading-progress';

/**
 * How far the signed-in reader is in a book, on its card (ContentCard, position: relative): a bar
 * along the bottom of the cover, over the cover's box (the card's padding in, the cover's 3 by 4),
 * and the same in words under the title ("page n of N" or "n% read"). The bar is decorative.
 */
export default function CardProgress({ content }: { content: Content }) {
  const { t } = useTranslation();
  const progress = readingProgressOf(content);
  if (!progress) return null;
  return (
    <>
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: '4px 4px auto',
          aspectRatio: '3 / 4',
          display: 'flex',
          alignItems: 'flex-end',
          borderRadius: 1,
          overflow: 'hidden',
          pointerEvents: 'none',
        }}
      >
        <Box sx={{ flex: 1, height: 6, bgcolor: 'grey.300' }}>
          <Box sx={{ height: 1, width: `${progress.fraction * 100}%`, bgcolor: 'primary.main' }} />
        </Box>
      </Box>
      <Typography component="span" variant="caption" color="text.secondary" display="block">
        {progress.kind === 'page'
          ? t('library.progress.page', { page: progress.page, total: progress.total })
          : t('library.progress.percent', { percent: progress.percent })}
      </Typography>
    </>
  );
}

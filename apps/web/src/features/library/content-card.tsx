import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContentCover } from './content-cover';
import type { Content } from './library-types';
import { chooseRibbon } from './ribbon';

// Only books the signed-in reader has started show it: visitors never load it, and it stays off
// the home page's first download (its budget).
const CardProgress = lazy(() => import('./card-progress'));

/**
 * One book on a shelf: the whole card is a link (its detail screen, or the reader where a shelf
 * continues reading). A book the reader has started shows how far they got: a bar along the
 * bottom of the cover and, in words, under the title.
 */
export function ContentCard({
  content,
  to,
  listType,
}: {
  content: Content;
  to: string;
  listType?: number;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to={to}
      sx={{
        display: 'block',
        position: 'relative',
        color: 'inherit',
        textDecoration: 'none',
        borderRadius: 1,
        p: 0.5,
        '&:hover .card-title': { textDecoration: 'underline' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <ContentCover src={content.coverUrl} ribbon={chooseRibbon(content, listType)} />
      <Typography
        className="card-title"
        component="span"
        variant="body2"
        sx={{
          mt: 1,
          fontWeight: 600,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {content.isFavorite ? (
          <StarIcon
            fontSize="inherit"
            sx={{ color: '#8a4b00', verticalAlign: '-2px', mr: 0.5 }}
            titleAccess={t('library.card.favorite')}
          />
        ) : null}
        {content.title}
      </Typography>
      {content.author ? (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          noWrap
          display="block"
        >
          {content.author}
        </Typography>
      ) : null}
      {content.readingState ? (
        <Suspense>
          <CardProgress content={content} />
        </Suspense>
      ) : null}
    </Box>
  );
}

import IconButton from '@mui/material/IconButton';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslation } from 'react-i18next';
import { useToggleFavorite } from './content-detail-api';
import type { Content } from './library-types';

/** The favourite star of the detail screen: a toggle button, pressed when it is a favourite. */
export function FavoriteStar({
  content,
  contentGroupId,
}: {
  content: Content;
  contentGroupId: number | null;
}) {
  const { t } = useTranslation();
  const toggle = useToggleFavorite();
  const label = content.isFavorite
    ? t('library.detail.removeFavorite')
    : t('library.detail.addFavorite');
  return (
    <IconButton
      aria-label={t('library.card.favorite')}
      aria-pressed={content.isFavorite}
      title={label}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ content, contentGroupId })}
      sx={{ color: content.isFavorite ? '#8a4b00' : 'text.secondary' }}
    >
      {content.isFavorite ? <StarIcon fontSize="large" /> : <StarBorderIcon fontSize="large" />}
    </IconButton>
  );
}

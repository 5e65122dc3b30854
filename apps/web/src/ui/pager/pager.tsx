import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import { useTranslation } from 'react-i18next';
import { buildPagerItems } from './pager-window';

export interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** First, previous, the page window with ellipses (product.md §9), next, last. */
export function Pager({ page, totalPages, onChange }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  return (
    <Box
      component="nav"
      aria-label={t('pager.label')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
    >
      <IconButton aria-label={t('pager.first')} disabled={isFirst} onClick={() => onChange(1)}>
        <FirstPageIcon />
      </IconButton>
      <IconButton
        aria-label={t('pager.previous')}
        disabled={isFirst}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      {buildPagerItems(page, totalPages).map((item) =>
        item.kind === 'ellipsis' ? (
          <Typography key={item.side} aria-hidden="true" sx={{ px: 1 }} color="text.secondary">
            …
          </Typography>
        ) : (
          <Button
            key={item.page}
            size="small"
            variant={item.page === page ? 'contained' : 'text'}
            aria-label={t('pager.page', { page: item.page })}
            aria-current={item.page === page ? 'page' : undefined}
            onClick={() => onChange(item.page)}
            sx={{ minWidth: 40 }}
          >
            {item.page}
          </Button>
        ),
      )}
      <IconButton aria-label={t('pager.next')} disabled={isLast} onClick={() => onChange(page + 1)}>
        <ChevronRightIcon />
      </IconButton>
      <IconButton
        aria-label={t('pager.last')}
        disabled={isLast}
        onClick={() => onChange(totalPages)}
      >
        <LastPageIcon />
      </IconButton>
    </Box>
  );
}

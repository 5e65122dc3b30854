import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isNoData } from './content-detail-api';
import { LoadingState } from './loading-state';

/**
 * What a detail page shows before or instead of the book: the no-data message when there is no
 * such content, a load failure with Retry, or the loading state.
 */
export function ContentDetailState({
  error,
  isError,
  loadingLabel,
  onRetry,
}: {
  error: unknown;
  isError: boolean;
  loadingLabel: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (isError && isNoData(error)) {
    return (
      <Typography component="h1" variant="h6" color="text.secondary">
        {t('library.detail.noData')}
      </Typography>
    );
  }
  if (isError) {
    return (
      <Box>
        <Typography component="h1" variant="h6" color="error">
          {t('library.home.loadFailed')}
        </Typography>
        <Button sx={{ mt: 1 }} variant="outlined" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Box>
    );
  }
  return <LoadingState label={loadingLabel} />;
}

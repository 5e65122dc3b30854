import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ReplayIcon from '@mui/icons-material/Replay';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslation } from 'react-i18next';
import { EncodingStatus, statusKey, statusTone } from './content-status';
import type { ContentRow } from './contents-api';

const statusIcons = {
  '1': <ScheduleIcon />,
  '2': <HourglassTopIcon />,
  '3': <CheckCircleIcon />,
  '4': <ErrorIcon />,
} as const;

/** The processing status; a failure shows its reason and a Retry button. */
export function ContentStatusCell({
  content,
  isRetrying,
  onRetry,
}: {
  content: ContentRow;
  isRetrying: boolean;
  onRetry: (content: ContentRow) => void;
}) {
  const { t } = useTranslation();
  const key = statusKey(content.encodingStatus);
  const failed = content.encodingStatus === EncodingStatus.Failed;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', minWidth: 120 }}>
      <Chip
        size="small"
        variant={failed ? 'filled' : 'outlined'}
        color={statusTone(content.encodingStatus)}
        icon={statusIcons[key]}
        label={t(`contentAdmin.contents.status.${key}`)}
      />
      {failed ? (
        <>
          <Typography variant="caption" color="error.dark" sx={{ maxWidth: 240 }}>
            {content.encodingError
              ? t('contentAdmin.contents.failedReason', { reason: content.encodingError })
              : t('contentAdmin.contents.failedNoReason')}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            startIcon={<ReplayIcon />}
            disabled={isRetrying}
            aria-label={t('contentAdmin.contents.retryLabel', { title: content.title })}
            onClick={() => onRetry(content)}
          >
            {t('contentAdmin.contents.retry')}
          </Button>
        </>
      ) : null}
    </Box>
  );
}

import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../ui/feedback/api-notify';
import { LoadFailedAlert } from '../../ui/feedback/load-failed-alert';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * One block of the search settings screen: a titled region with its actions, and the states of
 * the data it shows (loading, failed with a retry, empty, loaded).
 */
export function SectionFrame({
  title,
  description,
  actions,
  query,
  isEmpty,
  emptyText,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  query?: QueryLike;
  isEmpty?: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  let body: ReactNode = children;
  if (query?.isPending) {
    body = (
      <Box aria-busy="true" aria-label={t('searchAdmin.loading')}>
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Box>
    );
  } else if (query?.isError) {
    body = (
      <LoadFailedAlert onRetry={() => void query.refetch()}>
        {t('searchAdmin.loadFailed', { message: describeApiError(query.error).message })}
      </LoadFailedAlert>
    );
  } else if (isEmpty) {
    body = (
      <>
        <Typography color="text.secondary" role="status" sx={{ py: 2, textAlign: 'center' }}>
          {emptyText}
        </Typography>
        {children}
      </>
    );
  }
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {description ? (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      ) : null}
      {body}
    </Paper>
  );
}

/** Move up, move down, edit and delete buttons of one row, each named after the row. */
export function RowActions({
  name,
  index,
  count,
  isLocked,
  lockedText,
  isBusy,
  onMove,
  onEdit,
  onDelete,
}: {
  name: string;
  index: number;
  count: number;
  /** Rows that cannot change (the default sorts before the company stores its own). */
  isLocked?: boolean;
  lockedText?: string;
  isBusy?: boolean;
  onMove?: (delta: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const buttons = [
    onMove && {
      key: 'up',
      label: t('searchAdmin.moveUp', { name }),
      icon: <ArrowUpwardIcon />,
      disabled: isLocked || isBusy || index === 0,
      onClick: () => onMove(-1),
    },
    onMove && {
      key: 'down',
      label: t('searchAdmin.moveDown', { name }),
      icon: <ArrowDownwardIcon />,
      disabled: isLocked || isBusy || index === count - 1,
      onClick: () => onMove(1),
    },
    {
      key: 'edit',
      label: t('searchAdmin.edit', { name }),
      icon: <EditIcon />,
      disabled: isLocked,
      onClick: onEdit,
    },
    {
      key: 'delete',
      label: t('searchAdmin.delete', { name }),
      icon: <DeleteIcon />,
      disabled: isLocked,
      onClick: onDelete,
      color: 'error' as const,
    },
  ];
  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
      {buttons.map((button) =>
        button ? (
          <Tooltip key={button.key} title={isLocked && lockedText ? lockedText : button.label}>
            {/* A span keeps the tooltip on a disabled button. */}
            <span>
              <IconButton
                aria-label={button.label}
                disabled={button.disabled}
                onClick={button.onClick}
                color={button.color}
                size="small"
              >
                {button.icon}
              </IconButton>
            </span>
          </Tooltip>
        ) : null,
      )}
    </Box>
  );
}

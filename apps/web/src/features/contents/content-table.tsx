import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../ui/format/display-date';
import { formatFileSize } from './content-form';
import { ContentStatusCell } from './content-status-cell';
import type { ContentRow, ContentSortField } from './contents-api';

export interface ContentSort {
  field: ContentSortField;
  direction: 'asc' | 'desc';
}

export interface ContentRowActions {
  onEdit: (content: ContentRow) => void;
  onReplace: (content: ContentRow) => void;
  onDelete: (content: ContentRow) => void;
  onRetry: (content: ContentRow) => void;
}

function Cover({ content }: { content: ContentRow }) {
  const { t } = useTranslation();
  const box = {
    width: 48,
    height: 64,
    borderRadius: 0.5,
    bgcolor: 'grey.100',
    display: 'grid',
    placeItems: 'center',
    overflow: 'hidden',
  } as const;
  if (!content.coverUrl) {
    return (
      <Box sx={box}>
        <MenuBookIcon color="disabled" titleAccess={t('contentAdmin.contents.noCover')} />
      </Box>
    );
  }
  return (
    <Box sx={box}>
      <img
        src={content.coverUrl}
        alt={t('contentAdmin.contents.coverAlt', { title: content.title })}
        loading="lazy"
        width={48}
        height={64}
        style={{ objectFit: 'cover', width: '100%', height: '100%' }}
      />
    </Box>
  );
}

/** The sortable column headings of the content list. */
export function ContentTableHead({
  sort,
  onSort,
}: {
  sort: ContentSort;
  onSort: (field: ContentSortField) => void;
}) {
  const { t } = useTranslation();
  const sortable = (field: ContentSortField, label: string) => {
    const active = sort.field === field;
    return (
      <TableCell sortDirection={active ? sort.direction : false}>
        <TableSortLabel
          active={active}
          direction={active ? sort.direction : 'asc'}
          onClick={() => onSort(field)}
        >
          {label}
        </TableSortLabel>
      </TableCell>
    );
  };
  return (
    <TableRow>
      <TableCell>{t('contentAdmin.contents.columns.cover')}</TableCell>
      {sortable('title', t('contentAdmin.contents.columns.title'))}
      {sortable('author', t('contentAdmin.contents.columns.author'))}
      <TableCell>{t('contentAdmin.contents.columns.file')}</TableCell>
      {sortable('page_count', t('contentAdmin.contents.columns.pages'))}
      {sortable('encoding_status', t('contentAdmin.contents.columns.status'))}
      {sortable('update_date', t('contentAdmin.contents.columns.updated'))}
      <TableCell>{t('contentAdmin.contents.columns.actions')}</TableCell>
    </TableRow>
  );
}

/** A content's row: cover, status with retry, and its actions. */
export function ContentTableRow({
  content,
  isRetrying,
  actions,
}: {
  content: ContentRow;
  isRetrying: boolean;
  actions: ContentRowActions;
}) {
  const { t } = useTranslation();
  return (
    <TableRow hover>
      <TableCell>
        <Cover content={content} />
      </TableCell>
      <TableCell sx={{ fontWeight: 500, minWidth: 180 }}>
        <Link
          component="button"
          type="button"
          underline="hover"
          onClick={() => actions.onEdit(content)}
          sx={{ textAlign: 'left', fontWeight: 500 }}
        >
          {content.title}
        </Link>
      </TableCell>
      <TableCell>{content.author}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">
          {t(`contentAdmin.contents.fileTypes.${content.fileType}`)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatFileSize(content.fileSize)}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {content.pageCount === null
          ? '–'
          : t('contentAdmin.contents.pagesValue', { count: content.pageCount })}
      </TableCell>
      <TableCell>
        <ContentStatusCell content={content} isRetrying={isRetrying} onRetry={actions.onRetry} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(content.updateDate)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Box
          role="group"
          aria-label={t('contentAdmin.contents.actionsLabel', { title: content.title })}
        >
          <Tooltip title={t('contentAdmin.contents.edit')}>
            <IconButton
              aria-label={`${t('contentAdmin.contents.edit')}: ${content.title}`}
              onClick={() => actions.onEdit(content)}
            >
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('contentAdmin.contents.replace')}>
            <IconButton
              aria-label={`${t('contentAdmin.contents.replace')}: ${content.title}`}
              onClick={() => actions.onReplace(content)}
            >
              <UploadFileIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('contentAdmin.contents.delete')}>
            <IconButton
              aria-label={`${t('contentAdmin.contents.delete')}: ${content.title}`}
              onClick={() => actions.onDelete(content)}
              color="error"
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </TableCell>
    </TableRow>
  );
}

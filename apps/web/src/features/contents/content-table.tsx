import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
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

export interface ContentTableProps {
  contents: readonly ContentRow[];
  sort: ContentSort;
  onSort: (field: ContentSortField) => void;
  onEdit: (content: ContentRow) => void;
  onReplace: (content: ContentRow) => void;
  onDelete: (content: ContentRow) => void;
  onRetry: (content: ContentRow) => void;
  retryingId: string | null;
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

/** The content rows: sortable headers, cover, status with retry, and the row's actions. */
export function ContentTable(props: ContentTableProps) {
  const { t } = useTranslation();
  const sortable = (field: ContentSortField, label: string) => {
    const active = props.sort.field === field;
    return (
      <TableCell sortDirection={active ? props.sort.direction : false}>
        <TableSortLabel
          active={active}
          direction={active ? props.sort.direction : 'asc'}
          onClick={() => props.onSort(field)}
        >
          {label}
        </TableSortLabel>
      </TableCell>
    );
  };
  return (
    <Table size="small" aria-label={t('contentAdmin.contents.tableLabel')}>
      <TableHead>
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
      </TableHead>
      <TableBody>
        {props.contents.map((content) => (
          <TableRow key={content.id} hover>
            <TableCell>
              <Cover content={content} />
            </TableCell>
            <TableCell sx={{ fontWeight: 500, minWidth: 180 }}>
              <Link
                component="button"
                type="button"
                underline="hover"
                onClick={() => props.onEdit(content)}
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
              <ContentStatusCell
                content={content}
                isRetrying={props.retryingId === content.id}
                onRetry={props.onRetry}
              />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDisplayDate(content.updateDate)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Box
                role="group"
                aria-label={t('contentAdmin.contents.actionsLabel', { title: content.title })}
              >
                <Tooltip title={t('contentAdmin.contents.edit')}>
                  <IconButton
                    aria-label={`${t('contentAdmin.contents.edit')}: ${content.title}`}
                    onClick={() => props.onEdit(content)}
                  >
                    <EditIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('contentAdmin.contents.replace')}>
                  <IconButton
                    aria-label={`${t('contentAdmin.contents.replace')}: ${content.title}`}
                    onClick={() => props.onReplace(content)}
                  >
                    <UploadFileIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('contentAdmin.contents.delete')}>
                  <IconButton
                    aria-label={`${t('contentAdmin.contents.delete')}: ${content.title}`}
                    onClick={() => props.onDelete(content)}
                    color="error"
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

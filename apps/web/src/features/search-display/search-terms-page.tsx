import './search-display-texts';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pagingDefaults } from '@hondana/contract';
import { describeApiError } from '../../ui/feedback/api-notify';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { Pager } from '../../ui/pager/pager';
import { parsePageParam } from '../../ui/pager/pager-window';
import { useSearchTermPage } from './search-display-api';
import type { SearchTermQuery } from './search-display-api';
import { parseTermSort } from './search-terms-params';
import { LoadFailedAlert } from '../../ui/feedback/load-failed-alert';

const columns = ['term', 'count', 'last_searched_at'] as const;

/** /company/search-terms: what readers searched, how often and when last; search and sort. */
export default function SearchTermsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const searchKey = params.get('q') ?? '';
  const { sortField, sort } = parseTermSort(params.get('sort_field'), params.get('sort'));
  const [typed, setTyped] = useState(searchKey);
  const query: SearchTermQuery = { page, size: pagingDefaults.size, searchKey, sortField, sort };
  const terms = useSearchTermPage(query);

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const sortBy = (field: SearchTermQuery['sortField']) =>
    update({
      sort_field: field,
      sort: field === sortField && sort === 'desc' ? 'asc' : 'desc',
      page: null,
    });

  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const data = terms.data;
  return (
    <Box
      sx={{
        maxWidth: 1000,
        mx: 'auto',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
      }}
    >
      <Typography component="h1" variant="h5">
        {t('searchDisplayAdmin.terms.title')}
      </Typography>
      <Box
        component="form"
        role="search"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: typed.trim(), page: null });
        }}
      >
        <TextField
          size="small"
          label={t('searchDisplayAdmin.terms.searchLabel')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          sx={{ minWidth: 260, flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
          {t('searchDisplayAdmin.terms.search')}
        </Button>
      </Box>

      {terms.isPending ? (
        <LoadingScreen message={t('searchDisplayAdmin.terms.loading')} />
      ) : terms.isError && !data ? (
        <LoadFailedAlert onRetry={() => void terms.refetch()}>
          {t('searchDisplayAdmin.loadFailed', { message: describeApiError(terms.error).message })}
        </LoadFailedAlert>
      ) : data && data.content.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} role="status">
          <Typography color="text.secondary">
            {searchKey
              ? t('searchDisplayAdmin.terms.emptySearch', { query: searchKey })
              : t('searchDisplayAdmin.terms.empty')}
          </Typography>
        </Paper>
      ) : data ? (
        <>
          <Paper
            variant="outlined"
            sx={{ position: 'relative' }}
            aria-busy={terms.isPlaceholderData}
          >
            {terms.isPlaceholderData ? (
              <LinearProgress
                aria-label={t('searchDisplayAdmin.terms.loading')}
                sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
              />
            ) : null}
            <TableContainer>
              <Table size="small" aria-label={t('searchDisplayAdmin.terms.tableLabel')}>
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell
                        key={column}
                        align={column === 'count' ? 'right' : 'left'}
                        sortDirection={sortField === column ? sort : false}
                      >
                        <TableSortLabel
                          active={sortField === column}
                          direction={sortField === column ? sort : 'desc'}
                          onClick={() => sortBy(column)}
                        >
                          {t(`searchDisplayAdmin.terms.columns.${column}`)}
                        </TableSortLabel>
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.content.map((term) => (
                    <TableRow key={term.term} hover>
                      <TableCell sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
                        {term.term}
                      </TableCell>
                      <TableCell align="right">{term.count}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {dateFormat.format(new Date(term.lastSearchedAt))}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography color="text.secondary" sx={{ flex: 1 }} aria-live="polite">
              {t('searchDisplayAdmin.terms.total', { count: data.totalElements })}
            </Typography>
            <Pager
              page={data.number}
              totalPages={data.totalPages}
              onChange={(next) => update({ page: String(next) })}
            />
          </Box>
        </>
      ) : null}
    </Box>
  );
}

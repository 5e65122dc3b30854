import './admin-texts';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pagingDefaults } from '@hondana/contract';
import { describeApiError } from '../../ui/feedback/api-notify';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { Pager } from '../../ui/pager/pager';
import { useCompanyPage } from './company-api';
import { CompanyTable } from './company-table';
import { parsePageParam } from '../../ui/pager/pager-window';
import { LoadFailedAlert } from '../../ui/feedback/load-failed-alert';

/** /admin/companies: the system administrator's landing page. Page and search live in the URL. */
export default function CompanyListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const searchKey = params.get('q') ?? '';
  const [draft, setDraft] = useState(searchKey);
  const query = useCompanyPage({ page, size: pagingDefaults.size, searchKey });

  function applySearch(event: FormEvent) {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  }

  function changePage(nextPage: number) {
    const next = new URLSearchParams(params);
    next.set('page', String(nextPage));
    setParams(next);
  }

  const data = query.data;
  // A page emptied by a deletion (or an old link) steps back to the last page that has rows.
  const stepBackTo =
    data && data.content.length === 0 && page > 1 ? Math.max(1, data.totalPages) : null;
  useEffect(() => {
    if (stepBackTo === null || stepBackTo === page) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('page', String(stepBackTo));
      return next;
    });
  }, [stepBackTo, page, setParams]);

  return (
    <Box
      sx={{
        maxWidth: 1200,
        mx: 'auto',
        display: 'grid',
        // minmax(0, …): a wide table scrolls in its container instead of widening the page.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
          {t('admin.companies.title')}
        </Typography>
        <Button component={RouterLink} to="/create" variant="contained" startIcon={<AddIcon />}>
          {t('admin.companies.add')}
        </Button>
      </Box>

      <Box component="form" role="search" onSubmit={applySearch} sx={{ maxWidth: 480 }}>
        <TextField
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          label={t('admin.companies.searchLabel')}
          placeholder={t('admin.companies.searchPlaceholder')}
          size="small"
          fullWidth
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" edge="end" aria-label={t('admin.companies.search')}>
                    <SearchIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>

      {query.isPending ? (
        <LoadingScreen message={t('admin.companies.loading')} />
      ) : query.isError ? (
        <LoadFailedAlert onRetry={() => void query.refetch()}>
          {t('admin.companies.loadFailed', { message: describeApiError(query.error).message })}
        </LoadFailedAlert>
      ) : data && data.content.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} role="status">
          <Typography color="text.secondary">
            {searchKey
              ? t('admin.companies.emptySearch', { query: searchKey })
              : t('admin.companies.empty')}
          </Typography>
        </Paper>
      ) : data ? (
        <>
          <Paper variant="outlined" sx={{ position: 'relative' }} aria-busy={query.isFetching}>
            {query.isFetching ? (
              <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
            ) : null}
            <TableContainer>
              <CompanyTable companies={data.content} />
            </TableContainer>
          </Paper>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography color="text.secondary" sx={{ flex: 1 }} aria-live="polite">
              {t('admin.companies.total', { count: data.totalElements })}
            </Typography>
            <Pager page={data.number} totalPages={data.totalPages} onChange={changePage} />
          </Box>
        </>
      ) : null}
    </Box>
  );
}

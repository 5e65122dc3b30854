import './admin-texts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pagingDefaults } from '@hondana/contract';
import { describeApiError } from '../../ui/feedback/api-notify';
import { AdminList, AdminScreenHeader, adminScreenSx } from '../../ui/admin-list/admin-list';
import { parsePageParam } from '../../ui/pager/pager-window';
import { useCompanyPage } from './company-api';
import { CompanyTableHead, CompanyTableRow } from './company-table';

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
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('page', String(nextPage));
      return next;
    });
  }

  return (
    <Box sx={adminScreenSx}>
      <AdminScreenHeader
        title={t('admin.companies.title')}
        actions={
          <Button component={RouterLink} to="/create" variant="contained" startIcon={<AddIcon />}>
            {t('admin.companies.add')}
          </Button>
        }
      />

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

      <AdminList
        query={query}
        page={page}
        onPageChange={changePage}
        texts={{
          loading: t('admin.companies.loading'),
          loadFailed: (error) =>
            t('admin.companies.loadFailed', { message: describeApiError(error).message }),
          empty: searchKey
            ? t('admin.companies.emptySearch', { query: searchKey })
            : t('admin.companies.empty'),
          tableLabel: t('admin.companies.tableLabel'),
          total: (count) => t('admin.companies.total', { count }),
        }}
        head={<CompanyTableHead />}
        row={(company) => <CompanyTableRow key={company.id} company={company} />}
      />
    </Box>
  );
}

import './admin-texts';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@hondana/contract';
import { isApiError } from '../../api/api-error';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { enqueueToast } from '../../ui/toasts/toast-store';
import type { CompanyDetail } from './company-api';
import { CompanyBrandingSection } from './company-branding-section';
import { CompanyPaymentSection } from './company-payment-section';
import { companyListPath } from './company-create-page';
import { useCompanyDetail, useDeleteCompany } from './company-api';
import { CompanySettingsEditor } from './company-settings-editor';
import { formatDisplayDate } from '../../ui/format/display-date';
import { LoadFailedAlert } from '../../ui/feedback/load-failed-alert';

/** The numeric id of /admin/:id, or null when the segment is not one. */
function parseCompanyId(value: string | undefined): number | null {
  return value && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Box>
      <Button component={RouterLink} to={companyListPath} startIcon={<ArrowBackIcon />}>
        {t('admin.detail.back')}
      </Button>
    </Box>
  );
}

/** Title, facts, the first administrator and the delete action of one company. */
function CompanyHeader({ detail }: { detail: CompanyDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { company, user } = detail;
  const remove = useDeleteCompany(company.id);
  const [isConfirming, setIsConfirming] = useState(false);

  function confirmDelete() {
    remove.mutate(undefined, {
      onSuccess: (deleted) => {
        notifyApiSuccess('delete');
        if (!deleted.filesRemoved) {
          enqueueToast({ severity: 'warning', message: t('admin.detail.filesLeft') });
        }
        void navigate(companyListPath, { replace: true });
      },
      // The failure itself is toasted by the query client's mutation cache.
      onError: () => setIsConfirming(false),
    });
  }

  const owner = user ? (user.email ?? user.username ?? '') : null;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'start', flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography component="h1" variant="h5">
          {company.name}
        </Typography>
        <Typography color="text.secondary">
          {t('admin.detail.facts', {
            domain: company.domain,
            created: formatDisplayDate(company.createdAt),
            updated: formatDisplayDate(company.updatedAt),
          })}
        </Typography>
        <Typography color="text.secondary">
          {user
            ? t('admin.detail.owner', { name: user.fullName, account: owner })
            : t('admin.detail.ownerNone')}
        </Typography>
      </Box>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteForeverIcon />}
        onClick={() => setIsConfirming(true)}
      >
        {t('admin.detail.delete')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        level="danger"
        title={t('admin.detail.deleteTitle', { name: company.name })}
        message={
          <>
            <Typography component="p" sx={{ mb: 1 }}>
              {t('admin.detail.deleteBody', { domain: company.domain })}
            </Typography>
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {t('admin.detail.deleteWarning')}
            </Typography>
          </>
        }
        confirmLabel={t('admin.detail.deleteConfirm')}
        isBusy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setIsConfirming(false)}
      />
    </Box>
  );
}

/** /admin/:id: every setting of a company, editable; logo and favicon; delete. */
export default function CompanyDetailPage() {
  const { t } = useTranslation();
  const id = parseCompanyId(useParams().id);
  const query = useCompanyDetail(id);

  if (
    id === null ||
    (query.isError && isApiError(query.error) && query.error.status === ErrorCode.CompanyNotFound)
  ) {
    return (
      <Box sx={{ maxWidth: 1000, mx: 'auto', display: 'grid', gap: 2 }}>
        <BackLink />
        <Alert severity="warning">{t('admin.detail.notFound')}</Alert>
      </Box>
    );
  }
  if (query.isPending) return <LoadingScreen message={t('admin.detail.loading')} />;
  if (query.isError) {
    return (
      <Box sx={{ maxWidth: 1000, mx: 'auto', display: 'grid', gap: 2 }}>
        <BackLink />
        <LoadFailedAlert onRetry={() => void query.refetch()}>
          {t('admin.detail.loadFailed', { message: describeApiError(query.error).message })}
        </LoadFailedAlert>
      </Box>
    );
  }

  const { company } = query.data;
  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', display: 'grid', gap: 2 }}>
      <BackLink />
      <CompanyHeader detail={query.data} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <CompanyBrandingSection company={company} />
      </Paper>
      {/* Keyed by id so another company starts from its own values. */}
      <CompanySettingsEditor key={company.id} company={company} />
      <CompanyPaymentSection
        key={`payment-${company.id}`}
        companyId={company.id}
        setting={query.data.paymentSetting}
      />
    </Box>
  );
}

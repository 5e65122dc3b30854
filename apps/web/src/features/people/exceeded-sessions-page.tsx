import './people-texts';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { limits, pagingDefaults } from '@hondana/contract';
import { describeApiError } from '../../ui/feedback/api-notify';
import { AdminList, AdminScreenHeader, adminScreenSx } from '../../ui/admin-list/admin-list';
import { formatDisplayDateTime } from '../../ui/format/display-date';
import { usePageParam } from '../../ui/pager/use-page-param';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { useExceededMessages, useExceededSessionPage, useSaveExceededMessages } from './people-api';

/** The company's texts for readers whose sign-in the session limit ended or refused. */
function MessageSection() {
  const stored = useExceededMessages();
  // Keyed by the stored texts, so the form starts from them once they arrive.
  return (
    <MessageForm
      key={stored.data ? `${stored.data.ja}|${stored.data.en}` : 'loading'}
      initial={stored.data ?? null}
    />
  );
}

function MessageForm({ initial }: { initial: { ja: string | null; en: string | null } | null }) {
  const { t } = useTranslation();
  const save = useSaveExceededMessages();
  const [ja, setJa] = useState(initial?.ja ?? '');
  const [en, setEn] = useState(initial?.en ?? '');

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    await save.mutateAsync({ ja: ja.trim() || null, en: en.trim() || null }).then(
      () => enqueueToast({ severity: 'success', message: t('people.exceeded.saved') }),
      () => undefined,
    );
  }

  const max = limits.exceededSessionMessageMaxLength;
  const loading = initial === null;
  return (
    <Paper
      component="form"
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 2 }}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="exceeded-message-title"
    >
      <Typography id="exceeded-message-title" component="h2" variant="h6">
        {t('people.exceeded.messageTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('people.exceeded.messageHelp')}
      </Typography>
      <TextField
        label={t('people.exceeded.messageJa')}
        value={ja}
        onChange={(event) => setJa(event.target.value)}
        multiline
        minRows={2}
        disabled={loading}
        slotProps={{ htmlInput: { maxLength: max } }}
      />
      <TextField
        label={t('people.exceeded.messageEn')}
        value={en}
        onChange={(event) => setEn(event.target.value)}
        multiline
        minRows={2}
        disabled={loading}
        slotProps={{ htmlInput: { maxLength: max } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending || loading}>
          {t('people.save')}
        </Button>
      </Box>
    </Paper>
  );
}

/** /company/exceeded-sessions: the message and the list of ended or refused sessions. */
export default function ExceededSessionsPage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const query = useExceededSessionPage(page, pagingDefaults.size);
  const columns = 'people.exceeded.columns';
  return (
    <Box sx={adminScreenSx}>
      <AdminScreenHeader title={t('people.exceeded.title')} intro={t('people.exceeded.intro')} />
      <MessageSection />
      <AdminList
        query={query}
        page={page}
        onPageChange={setPage}
        texts={{
          loading: t('people.loading'),
          loadFailed: (error) =>
            t('people.loadFailed', { message: describeApiError(error).message }),
          empty: t('people.exceeded.empty'),
          tableLabel: t('people.exceeded.tableLabel'),
          total: (count) => t('people.total', { count }),
        }}
        head={
          <TableRow>
            <TableCell>{t(`${columns}.occurredAt`)}</TableCell>
            <TableCell>{t(`${columns}.user`)}</TableCell>
            <TableCell>{t(`${columns}.outcome`)}</TableCell>
            <TableCell>{t(`${columns}.ipAddress`)}</TableCell>
            <TableCell>{t(`${columns}.userAgent`)}</TableCell>
          </TableRow>
        }
        row={(entry) => (
          <TableRow key={entry.id} hover>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDisplayDateTime(entry.occurredAt)}
            </TableCell>
            <TableCell>
              {entry.fullName}
              {entry.email ? (
                <Typography variant="body2" color="text.secondary">
                  {entry.email}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>{t(`people.exceeded.outcomes.${entry.outcome}`)}</TableCell>
            <TableCell>{entry.ipAddress ?? '—'}</TableCell>
            <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
              {entry.userAgent ?? '—'}
            </TableCell>
          </TableRow>
        )}
      />
    </Box>
  );
}

import './people-texts';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { RoleLevel } from '@hondana/contract';
import { isApiError } from '../../api/api-error';
import { describeApiError } from '../../ui/feedback/api-notify';
import { AdminScreenHeader, adminScreenSx } from '../../ui/admin-list/admin-list';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { formatDisplayDate } from '../../ui/format/display-date';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { useAllContentGroups } from '../content-groups/content-groups-api';
import { useSite } from '../company/company-settings';
import { RegisteredPlansSection } from '../subscription-admin/registered-plans-section';
import {
  useResetUserPassword,
  useSaveUser,
  userBodyOf,
  useUser,
  type ManagedUser,
} from './people-api';
import { UserDialog } from './user-dialog';
import { paramNames } from './user-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label and value pairs as a description list. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 3,
        rowGap: 1,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function UserDetail({ user }: { user: ManagedUser }) {
  const { t } = useTranslation();
  const { company } = useSite();
  const contentGroups = useAllContentGroups();
  const save = useSaveUser();
  const reset = useResetUserPassword();
  const [editing, setEditing] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const suspended = user.isAccountStatus === 1;
  const detail = 'people.users.detail';
  const none = t(`${detail}.none`);
  const groupNames = user.contentGroupIds.map(
    (id) => contentGroups.data?.find((group) => group.id === id)?.name ?? `#${id}`,
  );

  async function toggleSuspension() {
    await save
      .mutateAsync({ id: user.id, body: userBodyOf(user, { isAccountStatus: suspended ? 0 : 1 }) })
      .then(
        () =>
          enqueueToast({
            severity: 'success',
            message: t(suspended ? 'people.users.allowed' : 'people.users.suspended'),
          }),
        (error: unknown) =>
          enqueueToast({ severity: 'error', message: describeApiError(error).message }),
      );
  }

  async function sendReset() {
    await reset.mutateAsync(user.id).then(
      () => enqueueToast({ severity: 'success', message: t(`${detail}.resetDone`) }),
      () => undefined,
    );
    setConfirmReset(false);
  }

  return (
    <>
      <AdminScreenHeader
        title={user.fullName}
        actions={
          <>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {t('people.edit', { name: user.fullName })}
            </Button>
            <Button
              variant="outlined"
              onClick={() => void toggleSuspension()}
              disabled={save.isPending}
            >
              {t(suspended ? 'people.users.allow' : 'people.users.suspend', {
                name: user.fullName,
              })}
            </Button>
            <Button variant="outlined" onClick={() => setConfirmReset(true)} disabled={!user.email}>
              {t(`${detail}.resetPassword`)}
            </Button>
          </>
        }
      />
      <Section title={t(`${detail}.account`)}>
        <Facts
          rows={[
            [t('people.users.columns.email'), user.email ?? none],
            [t('people.users.columns.username'), user.username ?? none],
            [
              t('people.users.columns.role'),
              user.roleLevel === RoleLevel.GroupUser
                ? t('people.users.roles.groupUser')
                : t('people.users.roles.user'),
            ],
            [
              t('people.users.columns.status'),
              <Chip
                key="status"
                size="small"
                variant="outlined"
                color={suspended ? 'default' : 'success'}
                label={t(
                  suspended ? 'people.users.statuses.suspended' : 'people.users.statuses.active',
                )}
              />,
            ],
            [t('people.users.fields.lang'), t(`language.${user.lang}`)],
            [
              t(`${detail}.hasPassword`),
              user.hasPassword ? t(`${detail}.passwordSet`) : t(`${detail}.passwordUnset`),
            ],
            [t(`${detail}.createdAt`), formatDisplayDate(user.createDate)],
            ...paramNames.map((name, index): [string, ReactNode] => [
              t('people.users.fields.params', { n: index + 1 }),
              user[name] ?? none,
            ]),
          ]}
        />
      </Section>
      <Section title={t(`${detail}.groups`)}>
        <Facts
          rows={[
            [t('people.users.columns.group'), user.userGroupName ?? none],
            [
              t('people.users.fields.contentGroups'),
              groupNames.length > 0 ? groupNames.join(', ') : t(`${detail}.noContentGroups`),
            ],
          ]}
        />
      </Section>
      {company?.showSubscriptionStatus ? <RegisteredPlansSection userId={user.id} /> : null}
      <UserDialog
        open={editing}
        user={user}
        accountType={company?.accountType ?? 'ALL'}
        strictPassword={company?.strictPassword ?? false}
        onClose={() => setEditing(false)}
      />
      <ConfirmDialog
        open={confirmReset}
        title={t(`${detail}.resetTitle`)}
        message={t(`${detail}.resetMessage`, { name: user.fullName })}
        isBusy={reset.isPending}
        onConfirm={() => void sendReset()}
        onCancel={() => setConfirmReset(false)}
      />
    </>
  );
}

/**
 * /company/user/:id: one user's account, groups, content groups and, with subscriptions on, their
 * registered plans.
 */
export default function UserDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const user = useUser(Number.isInteger(id) && id > 0 ? id : 0);
  const notFound = isApiError(user.error) && user.error.httpStatus === 404;
  return (
    <Box sx={adminScreenSx}>
      <Box>
        <Button component={RouterLink} to="/company/user" startIcon={<ArrowBackIcon />}>
          {t('people.users.detail.back')}
        </Button>
      </Box>
      {user.isPending ? (
        <LoadingScreen message={t('people.loading')} />
      ) : user.isError ? (
        <Alert severity={notFound ? 'info' : 'error'}>
          {notFound
            ? t('people.users.detail.notFound')
            : t('people.loadFailed', { message: describeApiError(user.error).message })}
        </Alert>
      ) : (
        <UserDetail user={user.data} />
      )}
    </Box>
  );
}

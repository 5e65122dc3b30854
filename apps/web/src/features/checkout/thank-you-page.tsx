import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { groupPath } from '../library/library-paths';
import { usePublicPlan } from '../subscription-plans/plan-api';
import type { Plan } from '../subscription-plans/plan-types';

function NextSteps({ plan }: { plan: Plan | null }) {
  const { t } = useTranslation();
  const groups = plan?.subscriptionContentGroups ?? [];
  return (
    <Box component="section" aria-labelledby="thank-you-next" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="thank-you-next" component="h2" variant="h6">
        {t('payment.thankYou.next')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap flexWrap="wrap">
        {groups.length > 0 ? (
          groups.map((group) => (
            <Button
              key={group.contentGroupId}
              variant="contained"
              component={RouterLink}
              to={groupPath('', group.contentGroupId)}
            >
              {t('payment.thankYou.readGroup', { name: group.contentGroupName })}
            </Button>
          ))
        ) : (
          <Button variant="contained" component={RouterLink} to="/">
            {t('payment.thankYou.readBooks')}
          </Button>
        )}
        <Button variant="outlined" component={RouterLink} to="/subscription">
          {t('payment.thankYou.seeSubscription')}
        </Button>
      </Stack>
    </Box>
  );
}

function PlanThanks({ planId }: { planId: number }) {
  const { t } = useTranslation();
  const query = usePublicPlan(planId);
  if (query.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CircularProgress size={20} aria-hidden="true" />
        <Typography color="text.secondary">{t('payment.order.loading')}</Typography>
      </Box>
    );
  }
  // The order is paid whatever this lookup says: without the plan the page still thanks.
  const plan = query.data ?? null;
  return (
    <>
      <Typography data-testid="thank-you-plan">
        {plan
          ? t('payment.thankYou.registered', { name: plan.name })
          : t('payment.thankYou.registeredPlain')}
      </Typography>
      <NextSteps plan={plan} />
    </>
  );
}

/** /thank-you?subscriptionId=…: after a paid or registered order, the plan and what next. */
export default function ThankYouPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const planId = Number(params.get('subscriptionId'));
  const isPlanId = Number.isSafeInteger(planId) && planId > 0;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="thank-you-title"
      sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 4 }, display: 'grid', gap: 2.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CheckCircleOutlineIcon color="success" fontSize="large" aria-hidden="true" />
        <Typography id="thank-you-title" component="h1" variant="h5">
          {t('payment.thankYou.title')}
        </Typography>
      </Box>
      {isPlanId ? (
        <PlanThanks planId={planId} />
      ) : (
        <>
          <Typography>{t('payment.thankYou.registeredPlain')}</Typography>
          <NextSteps plan={null} />
        </>
      )}
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PaymentHistoryTab } from '../payment-history/payment-history-tab';
import { usePublicPlans } from '../subscription-plans/plan-api';
import { PlanCardList } from '../subscription-plans/plan-card-list';
import { RegisteredPlansTable } from './registered-plans-table';
import { readPlansView, readSubscriptionTab } from './subscription-params';
import type { PlansView, SubscriptionTab } from './subscription-params';

function AvailablePlans() {
  const { t } = useTranslation();
  const plans = usePublicPlans(null);
  return (
    <PlanCardList query={plans} emptyText={t('subscription.available.empty')} headingLevel="h2" />
  );
}

/**
 * /subscription (product.md §2 Subscription screen): tab 1 the plans, switching between the
 * reader's registered plans and the plans to register; tab 2 the payment history. The tab
 * (`?tab=2`) and the view (`?view=available`) live in the address, so links and reloads keep them.
 */
export default function SubscriptionPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = readSubscriptionTab(params.get('tab'));
  const view = readPlansView(params.get('view'));

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  // Each tab's table pages on its own: a new tab starts on its first page.
  const chooseTab = (next: SubscriptionTab) =>
    update({ tab: next === 1 ? null : String(next), page: null });
  const chooseView = (next: PlansView | null) => {
    // The page belongs to the table: a new view starts on its first page.
    if (next) update({ view: next === 'registered' ? null : next, page: null });
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('subscription.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: SubscriptionTab) => chooseTab(next)}
        aria-label={t('subscription.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value={1}
          label={t('subscription.tabs.plans')}
          id="subscription-tab-1"
          aria-controls="subscription-panel-1"
        />
        <Tab
          value={2}
          label={t('subscription.tabs.payments')}
          id="subscription-tab-2"
          aria-controls="subscription-panel-2"
        />
      </Tabs>
      <Box
        role="tabpanel"
        id={`subscription-panel-${tab}`}
        aria-labelledby={`subscription-tab-${tab}`}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
      >
        {tab === 1 ? (
          <>
            <ToggleButtonGroup
              value={view}
              exclusive
              onChange={(_event, next: PlansView | null) => chooseView(next)}
              aria-label={t('subscription.views.label')}
              size="small"
              color="primary"
            >
              <ToggleButton value="registered">{t('subscription.views.registered')}</ToggleButton>
              <ToggleButton value="available">{t('subscription.views.available')}</ToggleButton>
            </ToggleButtonGroup>
            {view === 'registered' ? <RegisteredPlansTable /> : <AvailablePlans />}
          </>
        ) : (
          <PaymentHistoryTab />
        )}
      </Box>
    </Box>
  );
}

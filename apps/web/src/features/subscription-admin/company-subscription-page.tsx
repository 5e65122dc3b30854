import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../payment-history/payment-history-texts';
import { PaymentsAdminTab } from '../payment-history/payments-admin-tab';
import PlansPage from './plans-page';

type CompanySubscriptionTab = 'plans' | 'payments';

/** `?tab=payments`: the payment history; anything else the plans. */
export function readCompanySubscriptionTab(value: string | null): CompanySubscriptionTab {
  return value === 'payments' ? 'payments' : 'plans';
}

/**
 * /company/subscription: the company's plans, and every reader's payments on a second tab. The
 * tab lives in the address; a new tab starts without the other tab's search and page.
 */
export default function CompanySubscriptionPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = readCompanySubscriptionTab(params.get('tab'));
  const texts = 'paymentHistory.admin';

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Tabs
        value={tab}
        onChange={(_event, next: CompanySubscriptionTab) =>
          setParams(next === 'plans' ? {} : { tab: next })
        }
        aria-label={t(`${texts}.tabsLabel`)}
        sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: 1200, mx: 'auto', width: '100%' }}
      >
        <Tab
          value="plans"
          label={t(`${texts}.plansTab`)}
          id="company-subscription-tab-plans"
          aria-controls="company-subscription-panel"
        />
        <Tab
          value="payments"
          label={t(`${texts}.paymentsTab`)}
          id="company-subscription-tab-payments"
          aria-controls="company-subscription-panel"
        />
      </Tabs>
      <Box
        role="tabpanel"
        id="company-subscription-panel"
        aria-labelledby={`company-subscription-tab-${tab}`}
      >
        {tab === 'payments' ? <PaymentsAdminTab /> : <PlansPage />}
      </Box>
    </Box>
  );
}

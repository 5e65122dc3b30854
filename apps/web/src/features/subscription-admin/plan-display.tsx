import Box from '@mui/material/Box';
import { visuallyHidden } from '../../ui/text/visually-hidden';
import { useTranslation } from 'react-i18next';
import { DurationUnit, priceOf, SubscriptionDiscountType } from '@hondana/contract';
import { formatYen } from '../../ui/format/yen';
import type { Plan } from './plans-api';

const unitNames = {
  [DurationUnit.Day]: 'day',
  [DurationUnit.Month]: 'month',
  [DurationUnit.Year]: 'year',
} as const;

/** "30 days", "1 month", "2 years" in the interface language. */
export function useDurationText() {
  const { t } = useTranslation();
  return (count: number, unit: number) => {
    const name = unitNames[unit as DurationUnit] ?? 'day';
    return t(`subscriptionAdmin.duration.${count === 1 ? name : (`${name}s` as const)}`, { count });
  };
}

/**
 * A plan's price without tax as priceOf reads it (product.md §2: the list price struck through
 * beside the discount price). Screen readers hear which is which.
 */
export function PlanPrice({ plan }: { plan: Pick<Plan, 'price' | 'discountPrice'> }) {
  const { t } = useTranslation();
  const { listPrice, planPrice } = priceOf({
    plan: {
      price: plan.price,
      discountPrice: plan.discountPrice,
      discountType: SubscriptionDiscountType.None,
      ordinalDiscounts: [],
    },
    period: 1,
  });
  if (planPrice === listPrice) return <>{formatYen(listPrice)}</>;
  return (
    <>
      <Box component="s" sx={{ color: 'text.secondary', mr: 1 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('subscriptionAdmin.plans.listPrice')}
        </Box>
        {formatYen(listPrice)}
      </Box>
      <Box component="span" sx={{ fontWeight: 600 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('subscriptionAdmin.plans.discountPrice')}
        </Box>
        {formatYen(planPrice)}
      </Box>
    </>
  );
}

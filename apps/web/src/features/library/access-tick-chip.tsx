import Chip from '@mui/material/Chip';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { useSite } from '../company/company-settings';
import { chooseAccessTick } from './access-tick';
import type { Content } from './library-types';

/**
 * The subscribed or free tick of the detail screen (product.md §2), or the subscription mark of
 * a book the viewer would have to subscribe to; nothing while the company hides subscriptions.
 * Each says its meaning in words; the colour only repeats it.
 */
export function AccessTickChip({ content }: { content: Content }) {
  const { t } = useTranslation();
  const { company } = useSite();
  const tick = chooseAccessTick({
    isSubscriptionEnabled: Boolean(company?.showSubscriptionStatus),
    isSubscriptionPlan: content.isSubscriptionPlan,
    isRegistered: content.isRegistered,
  });
  if (tick === null) return null;
  const isTick = tick !== 'subscription';
  return (
    <Chip
      size="small"
      variant={isTick ? 'filled' : 'outlined'}
      color={tick === 'subscribed' ? 'success' : tick === 'free' ? 'primary' : 'default'}
      icon={
        isTick ? <CheckCircleIcon aria-hidden="true" /> : <LockOutlinedIcon aria-hidden="true" />
      }
      label={t(`library.detail.tick.${tick}`)}
      data-access-tick={tick}
    />
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { usePublicPlans } from '../subscription-plans/plan-api';
import { PlanCardList } from '../subscription-plans/plan-card-list';

/**
 * The Purchase Subscription modal (product.md §2, §4 View Book): a book behind a plan the viewer
 * does not hold offers the plans unlocking its group, each with Detail (where a reader
 * registers). A visitor may hold a plan already: they are offered to sign in too.
 */
export default function PurchaseSubscriptionModal({
  contentGroupId,
  onClose,
  onSignIn,
}: {
  contentGroupId: number | null;
  onClose: () => void;
  /** For visitors: sign in and come back to the book. */
  onSignIn: (() => void) | null;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('sm'));
  const plans = usePublicPlans(contentGroupId);
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isNarrow}
      aria-labelledby="purchase-subscription-title"
      aria-describedby="purchase-subscription-body"
    >
      <DialogTitle id="purchase-subscription-title">{t('subscription.modal.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id="purchase-subscription-body">
          {t('subscription.modal.body')}
        </DialogContentText>
        <PlanCardList query={plans} emptyText={t('subscription.modal.empty')} />
        {onSignIn ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <DialogContentText component="span">
              {t('subscription.modal.signInHint')}
            </DialogContentText>
            <Button variant="outlined" onClick={onSignIn}>
              {t('subscription.modal.signIn')}
            </Button>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

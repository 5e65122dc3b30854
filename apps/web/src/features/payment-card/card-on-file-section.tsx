import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@hondana/contract';
import { isApiError } from '../../api/api-error';
import { describeApiError } from '../../ui/feedback/api-notify';
import { LoadFailedAlert } from '../../ui/feedback/load-failed-alert';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { CardFields } from './card-fields';
import {
  cardFieldErrors,
  cardForGateway,
  emptyCardFields,
  type CardFieldErrors,
} from './card-validation';
import { useCardOnFile, useTokenSetting, useUpdateCard } from './payment-card-api';
import { tokenizeCard, type CardFields as CardFieldValues } from './tokenize-card';
import { PanelSection } from '../../ui/forms/panel-section';

/** Which field is still empty: the card update needs all three (the "empty card" toast). */
function hasEmptyField(card: CardFieldValues): boolean {
  return !card.cardNumber.trim() || !card.cardExpire.trim() || !card.securityCode.trim();
}

function CardEditForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const tokenSetting = useTokenSetting();
  const update = useUpdateCard();
  const [card, setCard] = useState(emptyCardFields);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const errors: CardFieldErrors = cardFieldErrors(card, new Date());

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setSubmitted(true);
    if (hasEmptyField(card)) {
      enqueueToast({ severity: 'error', message: t('payment.toast.emptyCard') });
      return;
    }
    if (Object.keys(errors).length > 0 || !tokenSetting.data) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const token = await tokenizeCard(tokenSetting.data, cardForGateway(card), i18n.language);
      await update.mutateAsync(token);
      enqueueToast({ severity: 'success', message: t('payment.profileCard.updated') });
      onDone();
    } catch (error) {
      enqueueToast({ severity: 'error', message: describeApiError(error).message });
      setCard((current) => ({ ...current, securityCode: '' }));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const noCardPayments =
    isApiError(tokenSetting.error) &&
    tokenSetting.error.status === ErrorCode.PaymentSettingNotFound;
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('payment.profileCard.title')}
      onSubmit={(event: FormEvent) => void save(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      {tokenSetting.isError ? (
        <Typography color="error">
          {noCardPayments
            ? t('payment.order.noCardPayments')
            : describeApiError(tokenSetting.error).message}
        </Typography>
      ) : null}
      <CardFields
        idPrefix="profile-card"
        value={card}
        errors={errors}
        onChange={setCard}
        showAllErrors={submitted}
        disabled={busy}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy || !tokenSetting.data}>
          {busy ? t('payment.profileCard.saving') : t('payment.profileCard.save')}
        </Button>
        <Button onClick={onDone} disabled={busy}>
          {t('payment.profileCard.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The profile's card section (product.md §4 "Card section"): the card on file, masked, with
 * Update; Update opens empty fields (the saved card is never shown in full), Cancel goes back,
 * and the new card is tokenized in the browser and saved through `POST veritrans`.
 */
export function CardOnFileSection() {
  const { t } = useTranslation();
  const card = useCardOnFile();
  const [isEditing, setEditing] = useState(false);

  const body = () => {
    if (card.isPending) {
      return (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={20} aria-hidden="true" />
          <Typography color="text.secondary">{t('payment.profileCard.loading')}</Typography>
        </Box>
      );
    }
    if (card.isError) {
      return (
        <LoadFailedAlert onRetry={() => void card.refetch()}>
          {t('payment.profileCard.loadFailed')}
        </LoadFailedAlert>
      );
    }
    if (isEditing) return <CardEditForm onDone={() => setEditing(false)} />;
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {card.data ? (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}
          >
            <Typography component="dt" color="text.secondary">
              {t('payment.profileCard.number')}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontFamily: 'monospace' }}
              data-testid="card-on-file"
            >
              {card.data.cardNumber}
            </Typography>
            <Typography component="dt" color="text.secondary">
              {t('payment.profileCard.expire')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {card.data.cardExpire}
            </Typography>
          </Box>
        ) : (
          <Typography color="text.secondary">{t('payment.profileCard.none')}</Typography>
        )}
        <Button variant="outlined" onClick={() => setEditing(true)} sx={{ ml: 'auto' }}>
          {t('payment.profileCard.update')}
        </Button>
      </Box>
    );
  };

  return <PanelSection title={t('payment.profileCard.title')}>{body()}</PanelSection>;
}

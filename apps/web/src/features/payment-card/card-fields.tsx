import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CardFieldErrors } from './card-validation';
import type { CardFields as CardFieldValues } from './tokenize-card';

type FieldName = keyof CardFieldValues;

/**
 * Card number, expiry and security code. Their values live only in the page's memory until the
 * page's script posts them to the gateway's token endpoint: they are never logged and never sent
 * to our server. A field shows its error once the reader has left it, or after a submit
 * (`showAllErrors`).
 */
export function CardFields({
  value,
  errors,
  onChange,
  showAllErrors,
  disabled,
  idPrefix,
}: {
  value: CardFieldValues;
  errors: CardFieldErrors;
  onChange: (value: CardFieldValues) => void;
  showAllErrors: boolean;
  disabled?: boolean;
  /** Keeps the ids unique when two card forms could share a page. */
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});

  const field = (name: FieldName) => {
    const error = showAllErrors || touched[name] ? errors[name] : undefined;
    return {
      id: `${idPrefix}-${name}`,
      value: value[name],
      disabled,
      required: true,
      fullWidth: true,
      error: error !== undefined,
      helperText: error ? t(`payment.card.errors.${error}`) : ' ',
      onChange: (event: { target: { value: string } }) =>
        onChange({ ...value, [name]: event.target.value }),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    };
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        {...field('cardNumber')}
        label={t('payment.card.number')}
        autoComplete="cc-number"
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 23, spellCheck: false },
        }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...field('cardExpire')}
          label={t('payment.card.expire')}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, spellCheck: false } }}
        />
        <TextField
          {...field('securityCode')}
          label={t('payment.card.securityCode')}
          autoComplete="cc-csc"
          helperText={field('securityCode').helperText.trim() || t('payment.card.securityCodeHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, spellCheck: false } }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('payment.card.directNote')}
      </Typography>
    </Box>
  );
}

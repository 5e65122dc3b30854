import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ColorSwatchInput } from '../../ui/forms/color-swatch-input';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { FormSelectField, FormTextField } from '../../ui/forms/form-controls';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { useSession } from '../auth/session';
import { useResetWatermark, useSaveWatermark, useWatermark } from './watermark-api';
import type { Watermark } from './watermark-api';
import {
  fillWatermarkText,
  formValuesToWatermark,
  watermarkDate,
  watermarkFormSchema,
  watermarkPositions,
  watermarkToFormValues,
} from './watermark-form';
import type { WatermarkFormValues } from './watermark-form';
import { WatermarkPreview } from './watermark-preview';
import { LoadFailedAlert } from '../../ui/feedback/load-failed-alert';

function WatermarkForm({ watermark }: { watermark: Watermark }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const save = useSaveWatermark();
  const reset = useResetWatermark();
  const [askReset, setAskReset] = useState(false);
  const form = useForm<WatermarkFormValues>({
    resolver: zodResolver(watermarkFormSchema),
    mode: 'onChange',
    values: watermarkToFormValues(watermark),
  });
  const { control } = form;
  const live = useWatch({ control });

  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync(formValuesToWatermark(values)).then(
      () => notifyApiSuccess('update'),
      () => undefined,
    );
  });

  const doReset = async () => {
    await reset.mutateAsync().then(
      () => enqueueToast({ severity: 'success', message: t('contentAdmin.watermark.resetDone') }),
      () => undefined,
    );
    setAskReset(false);
  };

  const previewText = fillWatermarkText(live.watermarkContent ?? '', {
    name: user?.name || t('contentAdmin.watermark.sampleName'),
    id: user?.id ?? '1',
    date: watermarkDate(new Date()),
  });
  const wm = 'contentAdmin.watermark';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
        alignItems: 'start',
      }}
    >
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ p: 2.5, display: 'grid', gap: 2 }}
      >
        <FormTextField
          control={control}
          name="watermarkContent"
          label={t(`${wm}.content`)}
          helperText={t(`${wm}.contentHelp`)}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="fontSize"
            label={t(`${wm}.fontSize`)}
            type="number"
            slotProps={{ htmlInput: { min: 6, max: 200 } }}
          />
          <FormTextField
            control={control}
            name="opacity"
            label={t(`${wm}.opacity`)}
            type="number"
            slotProps={{ htmlInput: { min: 0, max: 100 } }}
          />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
            <FormTextField control={control} name="color" label={t(`${wm}.color`)} />
            <Controller
              control={control}
              name="color"
              render={({ field }) => (
                <ColorSwatchInput
                  label={t(`${wm}.color`)}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </Box>
          <FormSelectField
            control={control}
            name="position"
            label={t(`${wm}.position`)}
            options={watermarkPositions.map((position) => ({
              value: position,
              label: t(`${wm}.positions.${position}`),
            }))}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={() => setAskReset(true)} disabled={reset.isPending}>
            {t(`${wm}.reset`)}
          </Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t(`${wm}.save`)}
          </Button>
        </Box>
      </Paper>
      <Box
        component="section"
        aria-labelledby="watermark-preview-title"
        sx={{ display: 'grid', gap: 1 }}
      >
        <Typography id="watermark-preview-title" component="h2" variant="h6">
          {t(`${wm}.preview`)}
        </Typography>
        <WatermarkPreview
          text={previewText}
          fontSize={Number(live.fontSize) || 0}
          color={live.color ?? '#000000'}
          opacity={Number(live.opacity) || 0}
          position={live.position ?? 'center'}
          label={t(`${wm}.previewLabel`)}
        />
      </Box>
      <ConfirmDialog
        open={askReset}
        title={t(`${wm}.resetTitle`)}
        message={t(`${wm}.resetMessage`)}
        isBusy={reset.isPending}
        onConfirm={() => void doReset()}
        onCancel={() => setAskReset(false)}
      />
    </Box>
  );
}

/** /company/watermark: the text, size, colour, opacity and position, with a live preview. */
export default function WatermarkPage() {
  const { t } = useTranslation();
  const query = useWatermark();
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('contentAdmin.watermark.title')}
      </Typography>
      <Typography color="text.secondary">{t('contentAdmin.watermark.intro')}</Typography>
      {query.isPending ? (
        <LoadingScreen message={t('contentAdmin.watermark.loading')} />
      ) : query.isError ? (
        <LoadFailedAlert onRetry={() => void query.refetch()}>
          {t('contentAdmin.watermark.loadFailed', {
            message: describeApiError(query.error).message,
          })}
        </LoadFailedAlert>
      ) : (
        <WatermarkForm watermark={query.data} />
      )}
    </Box>
  );
}

import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../ui/feedback/api-notify';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { FormSelectField, FormTextField } from '../../ui/forms/form-controls';
import { useDialogSubmit } from '../../ui/forms/use-dialog-submit';
import { formatDisplayDate } from '../../ui/format/display-date';
import {
  contentEditFormSchema,
  contentToFormValues,
  contentTypeChoices,
  formatFileSize,
  formValuesToBody,
  paramNumbers,
} from './content-form';
import type { ContentEditValues } from './content-form';
import { ContentCoverSection } from './content-cover-section';
import { ContentGroupPicker } from './content-group-picker';
import { ContentHashtagPicker } from './content-hashtag-picker';
import { ContentLinksSection } from './content-links-section';
import { statusKey } from './content-status';
import { useContentDetail, useUpdateContent } from './contents-api';
import type { ContentDetail } from './contents-api';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

function ContentEditForm({
  content,
  formId,
  onSaved,
  onSubmittingChange,
}: {
  content: ContentDetail;
  formId: string;
  onSaved: () => void;
  onSubmittingChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateContent(content.id);
  const form = useForm<ContentEditValues>({
    resolver: zodResolver(contentEditFormSchema),
    mode: 'onTouched',
    defaultValues: contentToFormValues(content),
  });
  const { control } = form;
  const { isSubmitting } = form.formState;
  useEffect(() => onSubmittingChange(isSubmitting), [isSubmitting, onSubmittingChange]);

  // The dialog's own Cancel closes it; this form only saves (and then closes it too).
  const { formError, submit } = useDialogSubmit(form, {
    save: (values) => update.mutateAsync(formValuesToBody(values)),
    notice: 'update',
    fieldOfError: {},
    onClose: onSaved,
  });

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 3, pt: 1 }}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <Section title={t('contentAdmin.contentEdit.basics')}>
        <FormTextField
          control={control}
          name="title"
          label={t('contentAdmin.fields.title')}
          required
        />
        <Box sx={twoColumns}>
          <FormTextField control={control} name="author" label={t('contentAdmin.fields.author')} />
          <FormTextField
            control={control}
            name="distributorName"
            label={t('contentAdmin.fields.distributorName')}
          />
        </Box>
        <FormTextField
          control={control}
          name="language"
          label={t('contentAdmin.fields.language')}
          helperText={t('contentAdmin.fields.languageHelp')}
        />
        <FormTextField
          control={control}
          name="keywords"
          label={t('contentAdmin.fields.keywords')}
          helperText={t('contentAdmin.fields.keywordsHelp')}
        />
      </Section>
      <Section title={t('contentAdmin.contentEdit.settings')}>
        <Box sx={{ ...twoColumns, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          <FormSelectField
            control={control}
            name="type"
            label={t('contentAdmin.fields.type')}
            options={contentTypeChoices.map((choice) => ({
              value: choice,
              label:
                choice === 'none'
                  ? t('contentAdmin.fields.typeNone')
                  : t(`contentAdmin.fields.types.${choice}`),
            }))}
          />
          <FormSelectField
            control={control}
            name="view"
            label={t('contentAdmin.fields.view')}
            options={([1, 2] as const).map((value) => ({
              value,
              label: t(`contentAdmin.fields.views.${value}`),
            }))}
          />
          <FormSelectField
            control={control}
            name="print"
            label={t('contentAdmin.fields.print')}
            options={([0, 1, 2] as const).map((value) => ({
              value,
              label: t(`contentAdmin.fields.prints.${value}`),
            }))}
          />
        </Box>
        <Controller
          control={control}
          name="contentGroupIds"
          render={({ field }) => (
            <ContentGroupPicker
              label={t('contentAdmin.fields.groups')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name="hashTagIds"
          render={({ field }) => (
            <ContentHashtagPicker
              label={t('hashtagAdmin.pickerLabel')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </Section>
      <Section title={t('contentAdmin.contentEdit.details')}>
        <FormTextField
          control={control}
          name="description"
          label={t('contentAdmin.fields.description')}
          multiline
          minRows={3}
        />
        <FormTextField
          control={control}
          name="toc"
          label={t('contentAdmin.fields.toc')}
          multiline
          minRows={3}
        />
      </Section>
      <Section title={t('contentAdmin.contentEdit.params')}>
        <Box sx={twoColumns}>
          {paramNumbers.map((number) => (
            <FormTextField
              key={number}
              control={control}
              name={`param${number}`}
              label={t('contentAdmin.fields.param', { number })}
            />
          ))}
        </Box>
      </Section>
    </Box>
  );
}

function FileFacts({ content }: { content: ContentDetail }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('contentAdmin.contentEdit.fileName'), content.fileName ?? ''],
    [
      t('contentAdmin.contentEdit.fileSize'),
      `${t(`contentAdmin.contents.fileTypes.${content.fileType}`)} ${formatFileSize(content.fileSize)}`,
    ],
    [
      t('contentAdmin.contentEdit.pageCount'),
      content.pageCount === null ? '–' : String(content.pageCount),
    ],
    [
      t('contentAdmin.contents.columns.status'),
      t(`contentAdmin.contents.status.${statusKey(content.encodingStatus)}`) +
        (content.encodingError ? ` (${content.encodingError})` : ''),
    ],
    [t('contentAdmin.contentEdit.created'), formatDisplayDate(content.createDate)],
    [t('contentAdmin.contentEdit.updated'), formatDisplayDate(content.updateDate)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(6rem, auto) 1fr',
        columnGap: 2,
        rowGap: 0.5,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, wordBreak: 'break-word' },
      }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** The content's every field, its file facts and public links; Save sends `update/{id}`. */
export function ContentEditDialog({
  contentId,
  onClose,
}: {
  contentId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const formId = useId();
  const detail = useContentDetail(contentId);
  const [busy, setBusy] = useState(false);
  const content = detail.data;
  return (
    <Dialog
      open={contentId !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle id={titleId}>
        {content ? content.title : t('contentAdmin.contentEdit.title')}
      </DialogTitle>
      <DialogContent dividers>
        {detail.isPending ? (
          <LoadingScreen message={t('contentAdmin.contentEdit.loading')} />
        ) : detail.isError ? (
          <Alert severity="error">
            {t('contentAdmin.contentEdit.loadFailed', {
              message: describeApiError(detail.error).message,
            })}
          </Alert>
        ) : content ? (
          <Box sx={{ display: 'grid', gap: 3 }}>
            <ContentEditForm
              // New values (processing filled them from the file) reset the form; a new cover,
              // which changes only the update time, does not drop what is being typed.
              key={`${content.id}-${JSON.stringify(contentToFormValues(content))}`}
              content={content}
              formId={formId}
              onSaved={onClose}
              onSubmittingChange={setBusy}
            />
            <Section title={t('contentAdmin.contentEdit.coverSection')}>
              <ContentCoverSection content={content} />
            </Section>
            <Section title={t('contentAdmin.contentEdit.fileSection')}>
              <FileFacts content={content} />
            </Section>
            <Section title={t('contentAdmin.contentEdit.linksSection')}>
              <ContentLinksSection content={content} />
            </Section>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy || !content}>
          {t('contentAdmin.contentEdit.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

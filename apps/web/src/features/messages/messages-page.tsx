import './messages-texts';
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { emailTemplateTypes, mailTemplateLimits, type EmailTemplateType } from '@hondana/contract';
import { isApiError } from '../../api/api-error';
import { describeApiError } from '../../ui/feedback/api-notify';
import { describeFieldError } from '../../ui/forms/field-error';
import { translateDynamicKey } from '../../i18n/i18n';
import { AdminScreenHeader, adminScreenSx } from '../../ui/admin-list/admin-list';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { enqueueToast } from '../../ui/toasts/toast-store';
import {
  useMailTemplate,
  usePreviewMailTemplate,
  useResetMailTemplate,
  useSaveMailTemplate,
  useTestSendMailTemplate,
  type MailTemplate,
} from './messages-api';

type Language = 'ja' | 'en';
/** The placeholder names the password texts show (given as values: i18next would read braces). */
const passwordPlaceholders = { old: '{{password}}', link: '{{password_url}}' };
const orderFields = ['terms', 'sender', 'inquiryForm', 'privacyPolicy'] as const;

/** The editor of one template; keyed by type, language and stored text so it starts from them. */
function TemplateEditor({ template }: { template: MailTemplate }) {
  const { t } = useTranslation();
  const save = useSaveMailTemplate();
  const reset = useResetMailTemplate();
  const preview = usePreviewMailTemplate();
  const testSend = useTestSendMailTemplate();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [extras, setExtras] = useState({
    terms: template.terms ?? '',
    sender: template.sender ?? '',
    inquiryForm: template.inquiryForm ?? '',
    privacyPolicy: template.privacyPolicy ?? '',
  });
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const key = { sentEmailType: template.sentEmailType, lang: template.lang };
  const payload = () => ({ ...key, subject, body, ...(template.hasOrderFields ? extras : {}) });

  /** A field's error goes under it (the server names it in `results.fields`); others above. */
  function failure(caught: unknown) {
    const results = isApiError(caught)
      ? (caught.results as { fields?: { field: string; message: string }[] } | null)
      : null;
    const field = results?.fields?.[0];
    const message = field
      ? (translateDynamicKey(field.message, passwordPlaceholders) ??
        describeFieldError(field.message)!)
      : describeApiError(caught).message;
    setError({ field: field?.field ?? null, message });
  }

  function insert(name: string) {
    const token = `{{${name}}}`;
    const area = bodyRef.current;
    const start = area?.selectionStart ?? body.length;
    const end = area?.selectionEnd ?? body.length;
    setBody(body.slice(0, start) + token + body.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    await save
      .mutateAsync(payload())
      .then(() => enqueueToast({ severity: 'success', message: t('messages.saved') }), failure);
  }

  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <Paper
      component="form"
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 2 }}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Alert severity="info">
        {template.isDefault ? t('messages.isDefault') : t('messages.isCustom')}
      </Alert>
      {error && !error.field ? <Alert severity="error">{error.message}</Alert> : null}
      <TextField
        label={t('messages.subject')}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        required
        error={Boolean(fieldError('subject'))}
        helperText={fieldError('subject')}
        slotProps={{ htmlInput: { maxLength: mailTemplateLimits.subject } }}
      />
      <Box>
        <Typography variant="body2" sx={{ mb: 1 }} id="placeholder-list">
          {t('messages.placeholders')}
        </Typography>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
          role="group"
          aria-labelledby="placeholder-list"
        >
          {template.placeholders.allowed.map((name) => {
            const required = template.placeholders.required.includes(name);
            return (
              <Chip
                key={name}
                label={`{{${name}}}${required ? ` (${t('messages.required')})` : ''}`}
                color={required ? 'primary' : 'default'}
                variant="outlined"
                onClick={() => insert(name)}
                aria-label={t('messages.insert', { name: `{{${name}}}` })}
              />
            );
          })}
        </Box>
        {template.placeholders.allowed.includes('password_url') ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('messages.passwordUrlHint', passwordPlaceholders)}
          </Typography>
        ) : null}
      </Box>
      <TextField
        label={t('messages.body')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        inputRef={bodyRef}
        required
        multiline
        minRows={10}
        error={Boolean(fieldError('body'))}
        helperText={fieldError('body')}
        slotProps={{ htmlInput: { maxLength: mailTemplateLimits.body } }}
      />
      {template.hasOrderFields
        ? orderFields.map((name) => (
            <TextField
              key={name}
              label={t(`messages.${name}`)}
              value={extras[name]}
              onChange={(event) => setExtras({ ...extras, [name]: event.target.value })}
              slotProps={{ htmlInput: { maxLength: mailTemplateLimits.field } }}
            />
          ))
        : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('messages.save')}
        </Button>
        <Button
          variant="outlined"
          disabled={preview.isPending}
          onClick={() => {
            setError(null);
            preview.mutate(payload(), { onError: failure });
          }}
        >
          {t('messages.preview')}
        </Button>
        <Button
          variant="outlined"
          disabled={testSend.isPending}
          onClick={() =>
            testSend.mutate(key, {
              onSuccess: (result) =>
                enqueueToast({
                  severity: 'success',
                  message: t('messages.testSent', { to: result.to }),
                }),
            })
          }
        >
          {t('messages.testSend')}
        </Button>
        <Button color="error" disabled={template.isDefault} onClick={() => setConfirmReset(true)}>
          {t('messages.reset')}
        </Button>
      </Box>
      {preview.data ? (
        <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }} aria-live="polite">
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('messages.previewTitle')}
          </Typography>
          <Typography sx={{ fontWeight: 500, mt: 1 }}>{preview.data.subject}</Typography>
          <Typography
            component="pre"
            sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, mt: 1 }}
          >
            {preview.data.body}
          </Typography>
        </Paper>
      ) : null}
      <ConfirmDialog
        open={confirmReset}
        level="danger"
        title={t('messages.resetTitle')}
        message={t('messages.resetMessage')}
        isBusy={reset.isPending}
        onConfirm={() =>
          void reset.mutateAsync(key).then(
            () => {
              setConfirmReset(false);
              enqueueToast({ severity: 'success', message: t('messages.resetDone') });
            },
            () => setConfirmReset(false),
          )
        }
        onCancel={() => setConfirmReset(false)}
      />
    </Paper>
  );
}

/** /company/messages: the company's text of each mail type in Japanese and English. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<EmailTemplateType>('REGISTER_USER');
  const [lang, setLang] = useState<Language>('ja');
  const template = useMailTemplate(type, lang);
  return (
    <Box sx={adminScreenSx}>
      <AdminScreenHeader title={t('messages.title')} intro={t('messages.intro')} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          label={t('messages.type')}
          value={type}
          onChange={(event) => setType(event.target.value as EmailTemplateType)}
          sx={{ minWidth: 240 }}
        >
          {emailTemplateTypes.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`messages.types.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('messages.lang')}
          value={lang}
          onChange={(event) => setLang(event.target.value as Language)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="ja">{t('language.ja')}</MenuItem>
          <MenuItem value="en">{t('language.en')}</MenuItem>
        </TextField>
      </Box>
      {template.isPending ? (
        <LoadingScreen message={t('messages.loading')} />
      ) : template.isError ? (
        <Alert severity="error">
          {t('messages.loadFailed', { message: describeApiError(template.error).message })}
        </Alert>
      ) : (
        <TemplateEditor
          key={`${type}-${lang}-${template.data.subject}-${template.data.body}`}
          template={template.data}
        />
      )}
    </Box>
  );
}

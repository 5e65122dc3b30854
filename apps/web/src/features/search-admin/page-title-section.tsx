import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@hondana/contract';
import { isApiError } from '../../api/api-error';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { i18n, translateDynamicKey } from '../../i18n/i18n';
import { usePageTitle, useUpdatePageTitle } from './search-admin-api';
import { SectionFrame } from './section-frame';

/** The most a page title may hold (744 beyond). */
export const pageTitleMaxLength = 255;

/** The catalogue's 744 text ("max 255 characters"), the same before sending as after. */
function tooLongText(): string {
  return (
    translateDynamicKey(`api.error.${ErrorCode.PageTitleTooLong}`) ??
    i18n.t('searchAdmin.pageTitle.tooLong')
  );
}

/** The title shown in the search pages' header; empty shows the company name. */
function PageTitleForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const update = useUpdatePageTitle();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const length = [...value.trim()].length;
  const isTooLong = length > pageTitleMaxLength;

  async function save() {
    setError(null);
    if (isTooLong) {
      setError(tooLongText());
      return;
    }
    try {
      await update.mutateAsync(value.trim() || null);
      notifyApiSuccess('update');
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status === ErrorCode.PageTitleTooLong
          ? tooLongText()
          : describeApiError(caught).message,
      );
    }
  }

  const message = error ?? (isTooLong ? tooLongText() : null);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        name="titlePage"
        label={t('searchAdmin.pageTitle.field')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        error={Boolean(message)}
        helperText={message ?? t('searchAdmin.pageTitle.help', { length, max: pageTitleMaxLength })}
        sx={{ flex: '1 1 320px' }}
      />
      <Button type="submit" variant="contained" disabled={update.isPending} sx={{ mt: 1 }}>
        {t('searchAdmin.save')}
      </Button>
    </Box>
  );
}

export function PageTitleSection() {
  const { t } = useTranslation();
  const query = usePageTitle();
  return (
    <SectionFrame
      title={t('searchAdmin.pageTitle.title')}
      description={t('searchAdmin.pageTitle.description')}
      query={query}
    >
      {query.data ? <PageTitleForm initial={query.data.titlePage ?? ''} /> : null}
    </SectionFrame>
  );
}

import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SettingsControl } from './company-account-sections';
import { FormTextField } from '../../ui/forms/form-controls';
import { FormSection } from '../../ui/forms/form-section';
import { describeFieldError } from '../../ui/forms/field-error';
import { checkNewIpAddress } from './ip-address-list';

/** The company's IPv4 ranges: each row editable and removable, new rows checked before adding. */
export function IpAddressEditor({ control }: { control: SettingsControl }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'ipAddresses' });
  const rows = useWatch({ control, name: 'ipAddresses' });
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);

  function addDraft() {
    const check = checkNewIpAddress(
      draft,
      rows.map((row) => row.value),
    );
    if (!check.ok) {
      setDraftError(check.messageKey);
      return;
    }
    append({ value: check.value });
    setDraft('');
    setDraftError(null);
  }

  function addOnEnter(event: KeyboardEvent) {
    // Enter adds the range instead of submitting the whole settings form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addDraft();
  }

  return (
    <FormSection
      title={t('admin.sections.ipAddresses')}
      description={t('admin.ip.description')}
      columns={1}
    >
      {fields.length === 0 ? (
        <Typography color="text.secondary">{t('admin.ip.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {fields.map((field, index) => (
            <Box
              component="li"
              key={field.id}
              sx={{ display: 'flex', gap: 1, alignItems: 'start' }}
            >
              <FormTextField
                control={control}
                name={`ipAddresses.${index}.value`}
                label={t('admin.ip.rowLabel', { number: index + 1 })}
                size="small"
                spellCheck={false}
              />
              <IconButton
                aria-label={t('admin.ip.remove', { value: rows[index]?.value ?? '' })}
                onClick={() => remove(index)}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'start', maxWidth: 520 }}>
        <TextField
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setDraftError(null);
          }}
          onKeyDown={addOnEnter}
          label={t('admin.ip.newLabel')}
          placeholder="192.168.1.0/24"
          size="small"
          fullWidth
          spellCheck={false}
          error={draftError !== null}
          helperText={describeFieldError(draftError ?? undefined) ?? t('admin.ip.help')}
        />
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={addDraft}
          sx={{ flexShrink: 0 }}
        >
          {t('admin.ip.add')}
        </Button>
      </Box>
    </FormSection>
  );
}

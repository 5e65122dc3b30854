import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface MatchValuesEditorProps {
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** The form's error (required, repeated), shown under the chips. */
  error?: string;
}

/**
 * The choices of a choice box as chips: type a value and press Enter (or Add); a value already
 * in the list is refused with a message, as the server would answer 418. Each chip's delete
 * button removes it (Backspace or Delete on a focused chip too).
 */
export function MatchValuesEditor({ values, onChange, error }: MatchValuesEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const listId = useId();

  function add() {
    const value = draft.trim().normalize('NFKC');
    if (!value) return;
    if (value.length > 255) {
      setDraftError(t('searchAdmin.validation.tooLong'));
      return;
    }
    if (values.includes(value)) {
      setDraftError(t('searchAdmin.boxes.matchValueRepeated', { value }));
      return;
    }
    onChange([...values, value]);
    setDraft('');
    setDraftError(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the value instead of sending the dialog's form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  const message = draftError ?? error;
  return (
    <Box>
      <Typography variant="subtitle2" component="p" id={listId} sx={{ mb: 1 }}>
        {t('searchAdmin.boxes.fields.matchValues')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('searchAdmin.boxes.fields.newMatchValue')}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setDraftError(null);
          }}
          onKeyDown={onKeyDown}
          error={Boolean(draftError)}
          fullWidth
        />
        <Button variant="outlined" onClick={add} disabled={!draft.trim()}>
          {t('searchAdmin.boxes.addMatchValue')}
        </Button>
      </Box>
      <Box
        role="list"
        aria-labelledby={listId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, minHeight: 32 }}
      >
        {values.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('searchAdmin.boxes.noMatchValues')}
          </Typography>
        ) : (
          values.map((value) => (
            <Box role="listitem" key={value}>
              <Chip
                label={value}
                onDelete={() => onChange(values.filter((item) => item !== value))}
                aria-label={t('searchAdmin.boxes.removeMatchValue', { value })}
              />
            </Box>
          ))
        )}
      </Box>
      {message ? <FormHelperText error>{message}</FormHelperText> : null}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ColorSwatchInput } from '../../ui/forms/color-swatch-input';
import { contrastProblems, partForms } from './branding-parts';
import type { BrandingPart, FieldSpec, PartValues } from './branding-parts';

type FieldKey = 'branding.fields.title';
/** Field names are the keys of `branding.fields` (typed as one of them for `t`). */
const fieldKey = (name: string) => `branding.fields.${name}` as FieldKey;
const optionKey = (name: string, value: string | number) =>
  `branding.fields.${name === 'typeBanner' ? 'bannerTypes' : 'viewPages'}.${value}` as FieldKey;

/** A #rrggbb text field beside the browser's colour picker. */
function ColorField({
  label,
  value,
  fallback,
  error,
  warning,
  onChange,
}: {
  label: string;
  value: string;
  /** The colour shown while the field is blank. */
  fallback: string | undefined;
  error: boolean;
  /** The contrast this colour fails, said under the field (its accessible description). */
  warning: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        helperText={
          error
            ? t('branding.colorInvalid')
            : (warning ??
              (value === '' && fallback ? t('branding.colorDefault', { color: fallback }) : ' '))
        }
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
      />
      <ColorSwatchInput
        label={t('branding.colorPicker', { label })}
        value={value}
        fallback={fallback ?? '#ffffff'}
        onChange={onChange}
      />
    </Box>
  );
}

function PartField({
  field,
  value,
  fallback,
  error,
  warning,
  onChange,
}: {
  field: FieldSpec;
  value: unknown;
  fallback?: string;
  error?: string;
  warning?: string;
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation();
  const label = t(fieldKey(field.name));
  switch (field.kind) {
    case 'color':
      return (
        <ColorField
          label={label}
          value={typeof value === 'string' ? value : ''}
          fallback={fallback}
          error={error !== undefined}
          warning={warning}
          onChange={onChange}
        />
      );
    case 'switch':
      return (
        <FormControlLabel
          control={
            <Switch checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          }
          label={label}
        />
      );
    case 'select':
      return (
        <TextField
          select
          size="small"
          label={label}
          value={String(value ?? field.options[0])}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {field.options.map((option) => (
            <MenuItem key={option} value={String(option)}>
              {t(optionKey(field.name, option))}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'number':
      return (
        <TextField
          type="number"
          size="small"
          label={label}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          error={error !== undefined}
          helperText={`${field.min}–${field.max}`}
          slotProps={{ htmlInput: { min: field.min, max: field.max } }}
        />
      );
    case 'text':
      return (
        <TextField
          size="small"
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          multiline={field.isMultiline}
          minRows={field.isMultiline ? 2 : undefined}
          error={error !== undefined}
          helperText={`${[...(typeof value === 'string' ? value : '')].length} / ${field.maxLength}`}
        />
      );
  }
}

/** The inputs of one part and, for its colour pairs, the contrast check (WCAG AA). */
export function PartFields({
  part,
  values,
  errors,
  onChange,
}: {
  part: BrandingPart;
  values: PartValues;
  errors: Record<string, string>;
  onChange: (name: string, value: unknown) => void;
}) {
  const { t } = useTranslation();
  const { fields, pairs } = partForms[part];
  const problems = contrastProblems(pairs, values);
  // Each failing pair is said under its text colour (its background's when it has none), where
  // the administrator changes it (issue 21, part 12); below the fields only the overall verdict.
  const warnings = new Map<string, string>();
  for (const { pair, ratio, required } of problems) {
    const message = t('branding.contrastWarning', {
      foreground: t(fieldKey(pair.foreground)),
      background: pair.background
        ? t(fieldKey(pair.background))
        : t('branding.fields.backgroundColor'),
      ratio: ratio.toFixed(1),
      required,
    });
    const field = pair.foreground || pair.background;
    warnings.set(field, [warnings.get(field), message].filter(Boolean).join(' '));
  }
  const fallbacks = new Map(
    pairs.flatMap((pair) => [
      [pair.foreground, pair.defaults[0]],
      [pair.background, pair.defaults[1]],
    ]),
  );
  return (
    <>
      {fields.some((field) => field.kind === 'color') ? (
        <Typography variant="body2" color="text.secondary">
          {t('branding.colorHint')}
        </Typography>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        }}
      >
        {fields.map((field) => (
          <Box
            key={field.name}
            sx={{
              gridColumn: field.kind === 'text' || field.kind === 'switch' ? '1 / -1' : undefined,
              display: 'grid',
            }}
          >
            <PartField
              field={field}
              value={values[field.name]}
              fallback={fallbacks.get(field.name)}
              error={errors[field.name]}
              warning={warnings.get(field.name)}
              onChange={(value) => onChange(field.name, value)}
            />
          </Box>
        ))}
      </Box>
      {pairs.length > 0 ? (
        problems.length > 0 ? (
          <Alert severity="warning" role="status">
            {t('branding.contrastSummary', { count: problems.length })}
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('branding.contrastOk')}
          </Typography>
        )
      ) : null}
    </>
  );
}

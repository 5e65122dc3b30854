import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { rangeProblemOf, SearchBoxType } from './search-conditions';
import type { SearchBox } from './search-conditions';
import type { BoxInput } from './search-url';
import { useLocalized } from '../../i18n/localized';

interface BoxInputProps {
  box: SearchBox;
  input: BoxInput | undefined;
  onChange: (input: BoxInput) => void;
}

const emptyInput: BoxInput = { values: [] };

/** The HTML input of each range type and the format its value takes. */
const rangeInputs: Record<
  number,
  { type: string; formatKey: 'dateFormat' | 'monthFormat' | 'yearFormat' }
> = {
  [SearchBoxType.DateRange]: { type: 'date', formatKey: 'dateFormat' },
  [SearchBoxType.MonthRange]: { type: 'month', formatKey: 'monthFormat' },
  [SearchBoxType.YearRange]: { type: 'text', formatKey: 'yearFormat' },
};

function RangeInput({ box, input = emptyInput, onChange }: BoxInputProps) {
  const { t } = useTranslation();
  const kind = rangeInputs[box.type] ?? rangeInputs[SearchBoxType.DateRange]!;
  const problem = rangeProblemOf(box.type, input);
  const format = t(`search.panel.${kind.formatKey}`);
  const helper =
    problem === 'format'
      ? t('search.panel.formatProblem', { format })
      : problem === 'order'
        ? t('search.panel.orderProblem')
        : ' ';
  const isYear = box.type === SearchBoxType.YearRange;
  const common = {
    type: kind.type,
    size: 'small' as const,
    error: problem !== null,
    slotProps: {
      inputLabel: { shrink: true },
      htmlInput: isYear
        ? { inputMode: 'numeric' as const, maxLength: 4, pattern: '\\d{4}', placeholder: format }
        : { placeholder: format },
    },
    sx: { flex: 1, minWidth: 140 },
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {box.label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          {...common}
          name={`b${box.id}_from`}
          label={t('search.panel.from', { label: box.label })}
          value={input.from ?? ''}
          onChange={(event) => onChange({ ...input, from: event.target.value })}
        />
        <TextField
          {...common}
          name={`b${box.id}_to`}
          label={t('search.panel.to', { label: box.label })}
          value={input.to ?? ''}
          onChange={(event) => onChange({ ...input, to: event.target.value })}
        />
      </Box>
      <Typography
        variant="caption"
        color={problem ? 'error' : 'text.secondary'}
        role={problem ? 'alert' : undefined}
      >
        {helper}
      </Typography>
    </Box>
  );
}

/** Multi choice: each value a chip that toggles (aria-pressed). */
function ChoiceChips({ box, input = emptyInput, onChange }: BoxInputProps) {
  const { t } = useTranslation();
  const toggle = (value: string) =>
    onChange({
      ...input,
      values: input.values.includes(value)
        ? input.values.filter((chosen) => chosen !== value)
        : [...input.values, value],
    });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {box.label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {box.matchValues.map((value) => {
          const isChosen = input.values.includes(value);
          return (
            <Chip
              key={value}
              label={value}
              clickable
              color={isChosen ? 'primary' : 'default'}
              variant={isChosen ? 'filled' : 'outlined'}
              aria-pressed={isChosen}
              onClick={() => toggle(value)}
            />
          );
        })}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {box.operation === 'AND' ? t('search.panel.choicesHintAll') : t('search.panel.choicesHint')}
      </Typography>
    </Box>
  );
}

/** The input of a search box by its type (product.md §3: text, select, chips, ranges). */
export function SearchBoxInput(boxProps: BoxInputProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  // The company's label and placeholder in the reader's language, for every kind of input.
  const props = {
    ...boxProps,
    box: {
      ...boxProps.box,
      label: pick(boxProps.box.label, boxProps.box.labelEn),
      placeholder: pick(boxProps.box.placeholder, boxProps.box.placeholderEn) || null,
    },
  };
  const { box, input = emptyInput, onChange } = props;
  switch (box.type) {
    case SearchBoxType.SingleChoice:
      return (
        <TextField
          select
          fullWidth
          size="small"
          name={`b${box.id}`}
          label={box.label}
          value={input.values[0] ?? ''}
          onChange={(event) =>
            onChange({ ...input, values: event.target.value ? [event.target.value] : [] })
          }
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('search.panel.anyChoice')}</MenuItem>
          {box.matchValues.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      );
    case SearchBoxType.MultiChoice:
      return <ChoiceChips {...props} />;
    case SearchBoxType.DateRange:
    case SearchBoxType.MonthRange:
    case SearchBoxType.YearRange:
      return <RangeInput {...props} />;
    default:
      return (
        <TextField
          fullWidth
          size="small"
          name={`b${box.id}`}
          label={box.label}
          placeholder={box.placeholder ?? undefined}
          value={input.values[0] ?? ''}
          onChange={(event) => onChange({ ...input, values: [event.target.value] })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 255 } }}
        />
      );
  }
}

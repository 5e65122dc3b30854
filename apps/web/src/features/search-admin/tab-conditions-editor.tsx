import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SearchFieldType } from '@hondana/contract';
import { describeFieldError } from '../../ui/forms/field-error';
import type { SearchBox } from './search-admin-api';
import type { SearchBoxType } from './search-box-form';
import { emptyCondition } from './tab-form';
import type { TabFormValues } from './tab-form';

/** The input type of a range end by box type. */
const rangeInputs: Record<number, { type: string; placeholder?: string }> = {
  [SearchFieldType.DateRange]: { type: 'date' },
  [SearchFieldType.MonthRange]: { type: 'month', placeholder: 'yyyy-MM' },
  [SearchFieldType.YearRange]: { type: 'text', placeholder: 'yyyy' },
};

/** The value input(s) of one condition, by its box's type. */
function ConditionValue({
  control,
  index,
  box,
}: {
  control: Control<TabFormValues>;
  index: number;
  box: SearchBox;
}) {
  const { t } = useTranslation();
  const label = t('searchAdmin.tabs.conditionValue');
  if (box.type === SearchFieldType.MultiChoice) {
    return (
      <Controller
        control={control}
        name={`conditions.${index}.values`}
        render={({ field: { ref, ...field }, fieldState }) => {
          const error = describeFieldError(fieldState.error?.message);
          return (
            <TextField
              select
              {...field}
              inputRef={ref}
              label={label}
              error={Boolean(error)}
              helperText={error}
              fullWidth
              size="small"
              slotProps={{ select: { multiple: true } }}
            >
              {box.matchValues.map((value) => (
                <MenuItem key={value} value={value}>
                  {value}
                </MenuItem>
              ))}
            </TextField>
          );
        }}
      />
    );
  }
  const range = rangeInputs[box.type];
  if (range) {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {(['from', 'to'] as const).map((end) => (
          <Controller
            key={end}
            control={control}
            name={`conditions.${index}.${end}`}
            render={({ field: { ref, ...field }, fieldState }) => {
              const error = describeFieldError(fieldState.error?.message);
              return (
                <TextField
                  {...field}
                  inputRef={ref}
                  type={range.type}
                  size="small"
                  label={t(`searchAdmin.tabs.${end}`)}
                  placeholder={range.placeholder}
                  error={Boolean(error)}
                  helperText={error}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              );
            }}
          />
        ))}
      </Box>
    );
  }
  return (
    <Controller
      control={control}
      name={`conditions.${index}.value`}
      render={({ field: { ref, ...field }, fieldState }) => {
        const error = describeFieldError(fieldState.error?.message);
        return box.type === SearchFieldType.SingleChoice ? (
          <TextField
            select
            {...field}
            inputRef={ref}
            label={label}
            size="small"
            error={Boolean(error)}
            helperText={error}
            fullWidth
          >
            {box.matchValues.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            {...field}
            inputRef={ref}
            label={label}
            size="small"
            error={Boolean(error)}
            helperText={error ?? t('searchAdmin.tabs.wordsHelp')}
            fullWidth
          />
        );
      }}
    />
  );
}

/**
 * The tab's preset conditions: each names one of the company's boxes (the full-text box is not
 * a field search) and a value of that box's type. They combine with AND.
 */
export function TabConditionsEditor({
  control,
  boxes,
}: {
  control: Control<TabFormValues>;
  boxes: readonly SearchBox[];
}) {
  const { t } = useTranslation();
  const { fields, append, remove, update } = useFieldArray({ control, name: 'conditions' });
  const conditions = useWatch({ control, name: 'conditions' });
  const fieldBoxes = boxes.filter((box) => !box.isFullText);

  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {t('searchAdmin.tabs.conditions')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {fieldBoxes.length === 0
          ? t('searchAdmin.tabs.noBoxes')
          : t('searchAdmin.tabs.conditionsHelp')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {fields.map((item, index) => {
          const box = fieldBoxes.find((entry) => entry.id === conditions?.[index]?.searchBoxId);
          const number = index + 1;
          return (
            <Paper
              key={item.id}
              variant="outlined"
              sx={{ p: 1.5, display: 'grid', gap: 1 }}
              role="group"
              aria-label={t('searchAdmin.tabs.conditionLabel', { number })}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Controller
                  control={control}
                  name={`conditions.${index}.searchBoxId`}
                  render={({ field: { ref, ...field }, fieldState }) => {
                    const error = describeFieldError(fieldState.error?.message);
                    return (
                      <TextField
                        select
                        {...field}
                        onChange={(event) => {
                          // A new box starts from empty values: the old ones were of its type.
                          update(index, {
                            ...emptyCondition,
                            searchBoxId: Number(event.target.value),
                          });
                        }}
                        inputRef={ref}
                        size="small"
                        label={t('searchAdmin.tabs.conditionBox')}
                        error={Boolean(error)}
                        helperText={error}
                        fullWidth
                      >
                        {fieldBoxes.map((entry) => (
                          <MenuItem key={entry.id} value={entry.id}>
                            {entry.label} (
                            {t(`searchAdmin.types.type${entry.type as SearchBoxType}`)})
                          </MenuItem>
                        ))}
                      </TextField>
                    );
                  }}
                />
                <IconButton
                  aria-label={t('searchAdmin.tabs.removeCondition', { number })}
                  onClick={() => remove(index)}
                  color="error"
                >
                  <DeleteIcon />
                </IconButton>
              </Box>
              {box ? <ConditionValue control={control} index={index} box={box} /> : null}
            </Paper>
          );
        })}
      </Box>
      <Button
        sx={{ mt: 1 }}
        startIcon={<AddIcon />}
        onClick={() => append({ ...emptyCondition })}
        disabled={fieldBoxes.length === 0 || fields.length >= 20}
      >
        {t('searchAdmin.tabs.addCondition')}
      </Button>
    </Box>
  );
}

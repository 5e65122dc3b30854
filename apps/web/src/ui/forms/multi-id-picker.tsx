import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

export interface MultiIdPickerProps<T extends { id: number }> {
  label: string;
  helperText: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  isLoading: boolean;
  loadingText: string;
  noOptionsText?: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** A field error's text: shown instead of the help text. */
  error?: string;
}

/**
 * Choose any number of records by id (a combobox: type to filter, arrows and Enter to pick,
 * Backspace removes the last one). Ids without a loaded option are not shown.
 */
export function MultiIdPicker<T extends { id: number }>({
  label,
  helperText,
  options,
  labelOf,
  isLoading,
  loadingText,
  noOptionsText,
  value,
  onChange,
  onBlur,
  disabled,
  error,
}: MultiIdPickerProps<T>) {
  const selected = value
    .map((id) => options.find((option) => option.id === id))
    .filter((option): option is T => option !== undefined);
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      disabled={disabled}
      loading={isLoading}
      loadingText={loadingText}
      {...(noOptionsText === undefined ? {} : { noOptionsText })}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.id))}
      onBlur={onBlur}
      filterSelectedOptions
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={labelOf(option)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}

import type { ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { describeFieldError } from './field-error';

/** `TOut` is the values after the schema's transforms (react-hook-form's third type). */
interface ControlledProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  helperText?: ReactNode;
}

/**
 * A text field bound to react-hook-form. Errors show once the field was touched or the form
 * submitted (the forms use mode 'onTouched'); the error replaces the help text.
 */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  ...props
}: ControlledProps<T, TOut> & Omit<TextFieldProps, 'name' | 'label' | 'helperText'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => {
        const error = describeFieldError(fieldState.error?.message);
        // The ref goes to the <input> only, so setError(..., { shouldFocus }) can focus it.
        return (
          <TextField
            {...props}
            {...field}
            value={field.value ?? ''}
            inputRef={ref}
            label={label}
            error={Boolean(error)}
            helperText={error ?? helperText}
            fullWidth
          />
        );
      }}
    />
  );
}

/** A select bound to react-hook-form; options are value/label pairs. */
export function FormSelectField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  options,
  size,
}: ControlledProps<T, TOut> & {
  options: readonly { value: string | number; label: string }[];
  size?: 'small' | 'medium';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => {
        const error = describeFieldError(fieldState.error?.message);
        // An option for the empty value ("(default group)") shows as chosen, not as a blank box.
        const hasEmptyOption = options.some((option) => option.value === '');
        return (
          <TextField
            select
            {...field}
            inputRef={ref}
            label={label}
            size={size}
            error={Boolean(error)}
            helperText={error ?? helperText}
            fullWidth
            slotProps={
              hasEmptyOption
                ? { select: { displayEmpty: true }, inputLabel: { shrink: true } }
                : undefined
            }
          >
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

/** An on/off setting bound to react-hook-form, with an optional explanation below. */
export function FormSwitch<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  disabled,
}: ControlledProps<T, TOut> & { disabled?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            label={label}
            disabled={disabled}
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                name={field.name}
              />
            }
          />
          {helperText ? (
            <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{helperText}</FormHelperText>
          ) : null}
        </Box>
      )}
    />
  );
}

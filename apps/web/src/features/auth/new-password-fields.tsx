import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeFieldError } from '../../ui/forms/field-error';
import { PasswordField } from './password-field';
import './auth-screen-texts';

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError: FieldError | undefined;
  confirmError: FieldError | undefined;
  passwordLabel: string;
  confirmLabel: string;
  /** The company's policy, explained under the field until there is an error to show. */
  strictPassword: boolean;
}

/** A new password and its confirmation (registration, reset, change password). */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        {...props.password}
        label={props.passwordLabel}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(props.passwordError)}
        helperText={
          describeFieldError(props.passwordError) ??
          t(props.strictPassword ? 'auth.passwordPolicy.strict' : 'auth.passwordPolicy.weak')
        }
      />
      <PasswordField
        {...props.confirm}
        label={props.confirmLabel}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(props.confirmError)}
        helperText={describeFieldError(props.confirmError)}
      />
    </>
  );
}

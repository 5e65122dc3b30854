import { forwardRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import './auth-screen-texts';

/** A password text field with a show/hide button (keyboard reachable, labelled). */
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [isVisible, setIsVisible] = useState(false);
    return (
      <TextField
        {...props}
        inputRef={ref}
        type={isVisible ? 'text' : 'password'}
        slotProps={{
          ...props.slotProps,
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  // The name says what a press does; aria-pressed too would announce it twice.
                  aria-label={isVisible ? t('auth.hidePassword') : t('auth.showPassword')}
                  onClick={() => setIsVisible((visible) => !visible)}
                >
                  {isVisible ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    );
  },
);

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SearchButton as SearchButtonWire } from '@hondana/contract';
import type { CamelCasedDeep } from '../../api/case-conversion';
import type { ButtonTarget } from './search-display';
import { SignInToReadDialog, useSignInToRead } from '../library/sign-in-to-read';
import { visuallyHidden } from '../../ui/text/visually-hidden';

/** A View button that asks a visitor to sign in first, in the dialog the book's page uses. */
function SignInButton({
  label,
  detail,
  variant,
  sx,
}: {
  label: string;
  detail: string;
  variant: 'contained' | 'outlined';
  sx: SxProps<Theme>;
}) {
  const [isOpen, setOpen] = useState(false);
  const signInToRead = useSignInToRead();
  return (
    <>
      <Button
        size="small"
        variant={variant}
        sx={sx}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <SignInToReadDialog
        open={isOpen}
        onClose={() => setOpen(false)}
        onSignIn={() => signInToRead({ pathname: detail })}
        fromResults
      />
    </>
  );
}

export type SearchButtonSetting = CamelCasedDeep<SearchButtonWire>;

/**
 * One configured button (tab bar, search result, detail) with its colours. A target opening a
 * new tab says so to screen readers.
 */
export function SearchButton({
  button,
  target,
}: {
  button: SearchButtonSetting;
  target: ButtonTarget | null;
}) {
  const { t } = useTranslation();
  if (!target) return null;
  const hasColor = button.backgroundColor !== null;
  const sx = {
    ...(button.backgroundColor
      ? {
          bgcolor: button.backgroundColor,
          '&:hover': { bgcolor: button.backgroundColor, filter: 'brightness(0.9)' },
        }
      : {}),
    ...(button.textColor ? { color: button.textColor } : {}),
  };
  const variant = hasColor ? 'contained' : 'outlined';
  if (target.kind === 'sign-in') {
    return <SignInButton label={button.label} detail={target.detail} variant={variant} sx={sx} />;
  }
  if (target.kind === 'route') {
    return (
      <Button component={RouterLink} to={target.to} size="small" variant={variant} sx={sx}>
        {button.label}
      </Button>
    );
  }
  return (
    <Button
      href={target.href}
      target="_blank"
      rel="noopener"
      size="small"
      variant={variant}
      sx={sx}
    >
      {button.label}
      <Box component="span" sx={visuallyHidden}>
        {t('search.results.newTab')}
      </Box>
    </Button>
  );
}

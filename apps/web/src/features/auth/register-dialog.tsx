import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

// The header shows the button on every page; the modal and its form (react-hook-form, text
// fields, dialog) load on the first click, so the home page's first load does not carry them.
const RegisterModal = lazy(() => import('./register-modal'));

/** A Register button that opens the registration modal (header and login page). */
export function RegisterButton({ variant = 'contained' }: { variant?: 'contained' | 'text' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so closing plays the dialog's exit transition.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        color="primary"
        variant={variant}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {t('nav.register')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <RegisterModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';
import { viewAfterLoginParam } from './view-book';

/**
 * The detail address's after-login flag (`?view=1`, set before a visitor signs in to read):
 * whether it is set for a signed-in reader, and a function that drops it from the address.
 */
export function useAfterLoginFlag(): [boolean, () => void] {
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const isSet = user !== null && searchParams.get(viewAfterLoginParam) === '1';
  const clear = () => {
    const next = new URLSearchParams(searchParams);
    next.delete(viewAfterLoginParam);
    setSearchParams(next, { replace: true });
  };
  return [isSet, clear];
}

/**
 * Back on the detail screen after signing in to read a book, the reader is offered at once
 * (product.md §4 View Book). Browsers block a tab that no click opened, and right after a login
 * redirect they always would, so the reader confirms with one click on a real link instead.
 * Not for a book the reader may not open (`canOpen` false): the View Book button offers its plans.
 */
export function OpenAfterLogin({
  title,
  href,
  canOpen,
}: {
  title: string;
  href: string;
  canOpen: boolean;
}) {
  const { t } = useTranslation();
  const [isAfterLogin, close] = useAfterLoginFlag();
  return (
    <Dialog open={canOpen && isAfterLogin} onClose={close} aria-labelledby="open-after-login-title">
      <DialogTitle id="open-after-login-title">{t('library.detail.openTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('library.detail.openBody', { title })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button variant="contained" href={href} target="_blank" rel="noopener" onClick={close}>
          {t('library.detail.openAction')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

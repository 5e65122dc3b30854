import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';
import { viewAfterLoginParam } from './view-book-button';

/**
 * Back on the detail screen after signing in to read a book, the reader is offered at once
 * (product.md §4 View Book). Browsers block a tab that no click opened, and right after a login
 * redirect they always would, so the reader confirms with one click on a real link instead.
 */
export function OpenAfterLogin({ title, href }: { title: string; href: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const isOpen = user !== null && searchParams.get(viewAfterLoginParam) === '1';

  const close = () => {
    const next = new URLSearchParams(searchParams);
    next.delete(viewAfterLoginParam);
    setSearchParams(next, { replace: true });
  };
  return (
    <Dialog open={isOpen} onClose={close} aria-labelledby="open-after-login-title">
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

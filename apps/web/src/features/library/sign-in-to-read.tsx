// Its texts are the detail screen's, and a search result shows it where they are not loaded.
import './library-detail-texts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginPath } from '../../ui/navigation/site-paths';
import { cacheReturnRoute } from '../auth/return-route';
import { viewAfterLoginParam } from './view-book';

/**
 * Sends a visitor to sign in, to come back to a book's detail address (`pathname` and `search`)
 * where the book is offered at once (the after-login flag, open-after-login.tsx).
 */
export function useSignInToRead(): (detail: { pathname: string; search?: string }) => void {
  const navigate = useNavigate();
  return ({ pathname, search = '' }) => {
    const params = new URLSearchParams(search);
    params.set(viewAfterLoginParam, '1');
    cacheReturnRoute(`${pathname}?${params.toString()}`);
    void navigate(loginPath);
  };
}

/**
 * The one dialog that asks a visitor to sign in before reading: on a book's page, and on a search
 * result's View button (issue 21, part 10), rather than a silent jump to the sign-in page.
 */
export function SignInToReadDialog({
  open,
  onClose,
  onSignIn,
  fromResults = false,
}: {
  open: boolean;
  onClose: () => void;
  onSignIn: () => void;
  /** From a results list the reader comes back to the book's page, not to the list. */
  fromResults?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('library.detail.loginTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t(fromResults ? 'library.detail.loginBodyFromResults' : 'library.detail.loginBody')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={onSignIn}>
          {t('library.detail.loginAction')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

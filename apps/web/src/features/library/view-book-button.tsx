import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginPath } from '../../ui/navigation/site-paths';
import { cacheReturnRoute } from '../auth/return-route';
import { useSession } from '../auth/session';
import { useSite } from '../company/company-settings';
import type { Content } from './library-types';
import { useTheme } from '@mui/material/styles';
import { decideViewBook, defaultViewBookButton, justifyOfPosition, viewerPath } from './view-book';
import type { ViewBookButtonStyle } from './view-book';

/** Query flag of the detail address a visitor returns to after signing in to read the book. */
export const viewAfterLoginParam = 'view';

/**
 * The View Book button with the company's label, colours and position. Readers (and visitors
 * when the book or the company is open) get a link that opens the reader in a new tab; other
 * visitors are asked to sign in and come back here, where the book is offered again.
 */
export function ViewBookButton({
  content,
  contentGroupId,
  styleOverride,
}: {
  content: Content;
  contentGroupId: number | null;
  /** The search layout's own label, colours and position (content search-result setting). */
  styleOverride?: Partial<ViewBookButtonStyle>;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { company } = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const [isLoginOpen, setLoginOpen] = useState(false);
  const theme = useTheme();
  // The company's button colours (its theme), unless the search layout sets its own.
  const style = {
    ...defaultViewBookButton,
    backgroundColor: theme.palette.primary.main,
    textColor: theme.palette.primary.contrastText,
    ...styleOverride,
  };
  const action = decideViewBook({
    isSignedIn: user !== null,
    accessMode: content.view,
    accountType: company?.accountType,
  });
  const label = style.label ?? t('library.detail.viewBook');
  const sx = {
    bgcolor: style.backgroundColor,
    color: style.textColor,
    px: 4,
    '&:hover': { bgcolor: style.backgroundColor, filter: 'brightness(0.9)' },
  };

  const signIn = () => {
    const params = new URLSearchParams(location.search);
    params.set(viewAfterLoginParam, '1');
    cacheReturnRoute(`${location.pathname}?${params.toString()}`);
    void navigate(loginPath);
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: justifyOfPosition[style.position], my: 3 }}>
      {action === 'open' ? (
        <Button
          variant="contained"
          size="large"
          href={viewerPath(content.id, contentGroupId)}
          target="_blank"
          rel="noopener"
          sx={sx}
        >
          {label}
          <Box component="span" sx={visuallyHidden}>
            {t('library.detail.viewBookNewTab')}
          </Box>
        </Button>
      ) : (
        <Button variant="contained" size="large" onClick={() => setLoginOpen(true)} sx={sx}>
          {label}
        </Button>
      )}
      <Dialog
        open={isLoginOpen}
        onClose={() => setLoginOpen(false)}
        aria-labelledby="view-book-login-title"
      >
        <DialogTitle id="view-book-login-title">{t('library.detail.loginTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('library.detail.loginBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLoginOpen(false)}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={signIn}>
            {t('library.detail.loginAction')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** Read by screen readers, not shown (the text MUI's visuallyHidden util would give). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';
import { useSite } from '../company/company-settings';
import type { Content } from './library-types';
import { useTheme } from '@mui/material/styles';
import { useAfterLoginFlag } from './open-after-login';
import { SignInToReadDialog, useSignInToRead } from './sign-in-to-read';
import { visuallyHidden } from '../../ui/text/visually-hidden';
import { decideViewBook, defaultViewBookButton, justifyOfPosition, viewerPath } from './view-book';
import type { ViewBookAction, ViewBookButtonStyle } from './view-book';

// Only readers of a book behind a plan see it: it loads on demand, off the detail's first load,
// with the subscription texts it shows (like a route's, not as a side effect of an import).
const PurchaseSubscriptionModal = lazy(() =>
  Promise.all([
    import('./purchase-subscription-modal'),
    import('../subscription-plans/subscription-texts'),
  ]).then(([modal]) => modal),
);

/** What View Book does for the signed-in reader or visitor on this book. */
export function useViewBookAction(content: Content): ViewBookAction {
  const { user } = useSession();
  const { company } = useSite();
  return decideViewBook({
    isSignedIn: user !== null,
    accessMode: content.view,
    accountType: company?.accountType,
    isSubscriptionEnabled: Boolean(company?.showSubscriptionStatus),
    isSubscriptionPlan: content.isSubscriptionPlan,
    isRegistered: content.isRegistered,
  });
}

/**
 * The View Book button with the company's label, colours and position. Readers (and visitors
 * when the book or the company is open) get a link that opens the reader in a new tab; a book
 * behind a plan the viewer does not hold offers the plans of its group instead; other visitors
 * are asked to sign in and come back here, where the book is offered again.
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
  const location = useLocation();
  const signInToRead = useSignInToRead();
  const [dialog, setDialog] = useState<'login' | 'plans' | null>(null);
  const [isAfterLogin, clearAfterLogin] = useAfterLoginFlag();
  const theme = useTheme();
  // The company's button colours (its theme), unless the search layout sets its own.
  const style = {
    ...defaultViewBookButton,
    backgroundColor: theme.palette.primary.main,
    textColor: theme.palette.primary.contrastText,
    ...styleOverride,
  };
  const action = useViewBookAction(content);
  // Signed in to read a book whose plan the reader does not hold: the plans, not the book.
  const isPlansOpen = dialog === 'plans' || (action === 'subscribe' && isAfterLogin);
  const label = style.label ?? t('library.detail.viewBook');
  const sx = {
    bgcolor: style.backgroundColor,
    color: style.textColor,
    px: 4,
    '&:hover': { bgcolor: style.backgroundColor, filter: 'brightness(0.9)' },
  };

  const signIn = () => signInToRead(location);
  const closePlans = () => {
    setDialog(null);
    if (isAfterLogin) clearAfterLogin();
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
        <Button
          variant="contained"
          size="large"
          onClick={() => setDialog(action === 'subscribe' ? 'plans' : 'login')}
          aria-haspopup="dialog"
          sx={sx}
        >
          {label}
        </Button>
      )}
      <SignInToReadDialog
        open={dialog === 'login'}
        onClose={() => setDialog(null)}
        onSignIn={signIn}
      />
      {isPlansOpen ? (
        <Suspense fallback={null}>
          <PurchaseSubscriptionModal
            // The group the detail was opened from, else the book's first (product.md §4).
            contentGroupId={contentGroupId ?? content.contentGroupIds[0] ?? null}
            onClose={closePlans}
            onSignIn={user === null ? signIn : null}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../ui/feedback/api-notify';
import { isApiError } from '../../api/api-error';
import { useSite } from '../company/company-settings';
import { useGoogleAuthorizationUrl, useLoginWithGoogle } from './auth-api';
import {
  buildGoogleRedirectUrl,
  readGoogleReturnParams,
  readGoogleStartRequest,
  saveGoogleViewState,
  storeGoogleLoginFlag,
  takeGoogleViewState,
} from './google-login-state';
import { useSession } from './session';
import { useCompleteSignIn } from './use-sign-in';
import './auth-screen-texts';

export type GoogleSignInStatus = 'idle' | 'redirecting' | 'exchanging';

// An authorization code is good once; StrictMode runs effects twice, so remember used ones.
const exchangedCodes = new Set<string>();
let hasAutoStarted = false;

/**
 * Google sign-in on the login page (product.md §2, §4): `start` saves the view state and leaves
 * for Google; on the return address /login/?code=… the code is exchanged for a session;
 * `?google=true` starts by itself (`&fl=true` ends the current session first).
 */
export function useGoogleSignIn(options: { isEnabled: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { company } = useSite();
  const session = useSession();
  const completeSignIn = useCompleteSignIn();
  const { mutateAsync: fetchGoogleAuthorizationUrl } = useGoogleAuthorizationUrl();
  const { mutateAsync: loginWithGoogle } = useLoginWithGoogle();
  const [status, setStatus] = useState<GoogleSignInStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const companyDomain = company?.domain ?? '';
  const { signOut } = session;

  const start = useCallback(
    async (keepLogin: boolean) => {
      setError(null);
      setStatus('redirecting');
      saveGoogleViewState({ route: location.pathname, keepLogin, scrollY: window.scrollY });
      storeGoogleLoginFlag(true);
      try {
        const url = await fetchGoogleAuthorizationUrl(
          buildGoogleRedirectUrl(window.location.origin),
        );
        window.location.assign(url);
      } catch (caught) {
        storeGoogleLoginFlag(false);
        takeGoogleViewState();
        setStatus('idle');
        setError(describeApiError(caught).message);
      }
    },
    [location.pathname, fetchGoogleAuthorizationUrl],
  );

  // The return from Google: exchange the code once. A failure goes back to the plain login
  // address and carries its message in the navigation state.
  const returnParams = readGoogleReturnParams(location.search);
  const code = returnParams?.code ?? null;
  const returnError = returnParams?.error ?? null;
  const state = returnParams?.state ?? null;
  const iss = returnParams?.iss ?? null;
  useEffect(() => {
    const failWith = (message: string) => {
      storeGoogleLoginFlag(false);
      void navigate(location.pathname, { replace: true, state: { googleError: message } });
    };
    if (returnError) {
      takeGoogleViewState();
      failWith(t('auth.google.cancelled'));
      return;
    }
    if (!code || exchangedCodes.has(code)) return;
    exchangedCodes.add(code);
    const keepLogin = takeGoogleViewState()?.keepLogin ?? false;
    loginWithGoogle({
      domain: companyDomain,
      keepLogin,
      authorizeCode: code,
      redirectUrl: buildGoogleRedirectUrl(window.location.origin),
      state,
      iss,
    })
      .then((results) => {
        if (!completeSignIn(results, { isGoogleLogin: true })) {
          void navigate(location.pathname, { replace: true });
        }
      })
      .catch((caught: unknown) =>
        // 400: the exchange itself was refused (state, expiry, code): say so in words.
        failWith(
          isApiError(caught) && caught.status === 400
            ? t('auth.google.cancelled')
            : describeApiError(caught).message,
        ),
      );
  }, [
    code,
    returnError,
    loginWithGoogle,
    state,
    iss,
    companyDomain,
    completeSignIn,
    navigate,
    location.pathname,
    t,
  ]);

  // ?google=true (and &fl=true) on a login address starts the flow without a click.
  const startRequest = readGoogleStartRequest(location.search);
  const isSessionKnown = session.status !== 'loading';
  const isSignedIn = session.status === 'authenticated';
  useEffect(() => {
    if (!options.isEnabled || !startRequest.start || !isSessionKnown || hasAutoStarted) return;
    if (isSignedIn && !startRequest.clearFirst) return;
    hasAutoStarted = true;
    const begin = async () => {
      if (isSignedIn) await signOut();
      await start(false);
    };
    void begin();
  }, [
    options.isEnabled,
    startRequest.start,
    startRequest.clearFirst,
    isSessionKnown,
    isSignedIn,
    signOut,
    start,
  ]);

  const navigationError = (location.state as { googleError?: unknown } | null)?.googleError;
  return {
    status: code ? ('exchanging' as const) : status,
    error: error ?? (typeof navigationError === 'string' ? navigationError : null),
    start,
  };
}

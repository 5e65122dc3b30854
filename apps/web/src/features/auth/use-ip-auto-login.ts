import { useEffect } from 'react';
import { notifyApiError } from '../../ui/feedback/api-notify';
import { useSite } from '../company/company-settings';
import { useLoginByIpAddress } from './auth-api';
import { useSession } from './session';
import { useCompleteSignIn } from './use-sign-in';

// Once per page load: after a logout in the same page the visitor stays signed out.
let hasTriedAutoLogin = false;

/**
 * Tries the automatic IP sign-in once the company settings and the session are known (product.md
 * §4): only for anonymous visitors of a company that allows IP login. 431 (the group does not
 * sign in automatically) and 848 stay silent through notifyApiError.
 */
export function useIpAutoLogin(): void {
  const { company, isAdminSite } = useSite();
  const session = useSession();
  const completeSignIn = useCompleteSignIn();
  const { mutateAsync: loginByIpAddress } = useLoginByIpAddress();
  const isEligible =
    !isAdminSite &&
    company !== null &&
    company.allowLoginByIpAddress &&
    session.status === 'anonymous';
  const companyDomain = company?.domain ?? '';

  useEffect(() => {
    if (!isEligible || hasTriedAutoLogin) return;
    hasTriedAutoLogin = true;
    loginByIpAddress({ companyDomain, keepLogin: false, isAutoLogin: true })
      .then((results) => completeSignIn(results, { isGoogleLogin: false }))
      .catch(notifyApiError);
  }, [isEligible, companyDomain, completeSignIn, loginByIpAddress]);
}

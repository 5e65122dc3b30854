/**
 * The sign-in, registration and password-reset calls of api-catalogue §7 "Auth", as TanStack
 * Query mutations. Passwords are hashed here, so no caller can send a plain password by mistake.
 * Every screen shows the failure beside its form, so none of them toasts it as well.
 */
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { LoginType } from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import { hashPassword } from './password-hash';
import { signInResultsSchema } from './login-result';
import type { LoginResults } from './login-result';

export interface PasswordLoginInput {
  identity: string;
  password: string;
  keepLogin: boolean;
  /** 'email' when the site signs in by e-mail only, else 'identity' (username or either). */
  loginType: typeof LoginType.Email | typeof LoginType.Identity;
  /** The company domain, or the host name on the admin site. */
  domain: string;
}

/** `POST auth/login`. The login call's own 401 must not end a session, so it opts out. */
async function loginWithPassword(input: PasswordLoginInput): Promise<LoginResults> {
  return apiClient.post('auth/login', {
    body: {
      email: input.identity.trim(),
      passwordHash: await hashPassword(input.password),
      keepLogin: input.keepLogin,
      loginType: input.loginType,
      domain: input.domain,
    },
    schema: signInResultsSchema,
    skipReauthorize: true,
  });
}

/**
 * `POST auth/ip-address-login` or `auth/ip-address-auto-login`. The server judges the connection
 * address itself, so no client address is learned from an outside trace endpoint.
 */
function loginByIpAddress(input: {
  companyDomain: string;
  keepLogin: boolean;
  isAutoLogin: boolean;
}): Promise<LoginResults> {
  const path = input.isAutoLogin ? 'auth/ip-address-auto-login' : 'auth/ip-address-login';
  return apiClient.post(path, {
    body: { keepLogin: input.keepLogin, companyDomain: input.companyDomain },
    schema: signInResultsSchema,
    skipReauthorize: true,
  });
}

/** `GET auth/social-login/authorization-url`: where to send the browser for Google sign-in. */
async function fetchGoogleAuthorizationUrl(redirectUrl: string): Promise<string> {
  const results = await apiClient.get('auth/social-login/authorization-url', {
    query: { redirectUrl },
    schema: z.object({ authorization_url: z.url() }),
  });
  return results.authorizationUrl;
}

export interface GoogleLoginInput {
  domain: string;
  keepLogin: boolean;
  authorizeCode: string;
  redirectUrl: string;
  state: string | null;
  iss: string | null;
}

/** `POST auth/social-login`: exchanges the code of the return address for a session. */
function loginWithGoogle(input: GoogleLoginInput): Promise<LoginResults> {
  return apiClient.post('auth/social-login', {
    body: {
      domain: input.domain,
      keepLogin: input.keepLogin,
      authorizeCode: input.authorizeCode,
      redirectUrl: input.redirectUrl,
      state: input.state ?? undefined,
      iss: input.iss ?? undefined,
    },
    schema: signInResultsSchema,
    skipReauthorize: true,
  });
}

export interface RegistrationInput {
  fullName: string;
  /** E-mail or username by the company's account type. */
  email: string;
  password: string;
  domain: string;
}

/** `POST auth/register`: creates a reader account; the person signs in afterwards. */
async function registerAccount(input: RegistrationInput): Promise<void> {
  await apiClient.post('auth/register', {
    body: {
      fullName: input.fullName.trim(),
      email: input.email.trim(),
      passwordHash: await hashPassword(input.password),
      domain: input.domain,
    },
  });
}

/** `PUT auth/forgot-password?email=&domain=`: mails a reset link (same answer for any address). */
async function requestPasswordReset(input: { email: string; domain: string }) {
  await apiClient.put('auth/forgot-password', {
    query: { email: input.email.trim(), domain: input.domain },
  });
}

/** `POST auth/confirm-email`: confirms an address with the token of the mailed link. */
async function confirmEmail(token: string): Promise<void> {
  await apiClient.post('auth/confirm-email', { body: { token }, skipReauthorize: true });
}

/** `POST auth/reset-password`: sets a new password with the token of the mailed link. */
async function resetPassword(input: { token: string; password: string }): Promise<void> {
  await apiClient.post('auth/reset-password', {
    body: { token: input.token, passwordHash: await hashPassword(input.password) },
  });
}

const screenShowsError = { errorToast: false } as const;

export function useLoginWithPassword() {
  return useMutation({ mutationFn: loginWithPassword, meta: screenShowsError });
}

export function useLoginByIpAddress() {
  return useMutation({ mutationFn: loginByIpAddress, meta: screenShowsError });
}

export function useGoogleAuthorizationUrl() {
  return useMutation({ mutationFn: fetchGoogleAuthorizationUrl, meta: screenShowsError });
}

export function useLoginWithGoogle() {
  return useMutation({ mutationFn: loginWithGoogle, meta: screenShowsError });
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount, meta: screenShowsError });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: screenShowsError });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: screenShowsError });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail, meta: screenShowsError });
}

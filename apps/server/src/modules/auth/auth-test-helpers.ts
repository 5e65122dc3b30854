// Helpers of the auth HTTP tests (not a test file itself).
import { clientHashOf } from '../../platform/crypto/password.js';
import { TEST_PASSWORD } from '../../test/factories.js';

export { ADMIN_HOST } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';

let addressCounter = 0;
/**
 * A fresh client address per call site, so the per-address rate limit of auth/login does not
 * carry over between tests that share one app.
 */
export function nextClientAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface LoginPayload {
  email: string;
  password?: string;
  keep_login?: boolean;
  login_type?: 'email' | 'identity';
  domain?: string;
}

/** POST auth/login at `host`; the password defaults to the factories' TEST_PASSWORD. */
export function postLogin(
  t: TestApp,
  host: string,
  payload: LoginPayload,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { host, ...options.headers, 'x-api-client': '1' },
    remoteAddress: options.remoteAddress ?? nextClientAddress(),
    payload: {
      email: payload.email,
      password_hash: clientHashOf(payload.password ?? TEST_PASSWORD),
      keep_login: payload.keep_login ?? false,
      login_type: payload.login_type ?? 'email',
      domain: payload.domain ?? host,
    },
  });
}

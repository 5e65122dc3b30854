import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { TtlCache } from '../../platform/cache/ttl-cache.js';

/** What Google (or the configured issuer) needs to know about one company's OAuth client. */
export interface OidcClientSettings {
  /** Per-company cache key: each company registers its own client at Google. */
  companyId: number;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Values of one authorization request that must come back unchanged (kept server-side). */
export interface AuthorizationChecks {
  codeVerifier: string;
  state: string;
  nonce: string;
}

/** The claims of a verified ID token that sign-in uses. */
export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  locale: string | null;
}

/** The provider refused the sign-in or answered something that failed verification. */
export class OidcVerificationError extends Error {}

export const GOOGLE_SCOPE = 'openid email profile';
/** Discovery documents and signing keys change rarely; an hour bounds how stale they get. */
const CONFIGURATION_TTL_MS = 60 * 60 * 1000;

/**
 * Plain-HTTP issuers are accepted only on the loopback interface, where the test provider runs;
 * anything else must be HTTPS, as openid-client demands by default.
 */
export function isLoopbackHttpIssuer(issuer: URL): boolean {
  return (
    issuer.protocol === 'http:' &&
    (issuer.hostname === '127.0.0.1' ||
      issuer.hostname === 'localhost' ||
      issuer.hostname === '[::1]')
  );
}

/** openid-client (v6) behind three calls: authorization URL, code exchange, cached discovery. */
export function createOidcClient() {
  const configurations = new TtlCache<string, Promise<oidc.Configuration>>(
    CONFIGURATION_TTL_MS,
    500,
  );

  async function discover(settings: OidcClientSettings): Promise<oidc.Configuration> {
    const issuer = new URL(settings.issuer);
    const isInsecureAllowed = isLoopbackHttpIssuer(issuer);
    if (issuer.protocol !== 'https:' && !isInsecureAllowed) {
      throw new Error(`OIDC issuer ${settings.issuer} must use https`);
    }
    const configuration = await oidc.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      oidc.ClientSecretPost(settings.clientSecret),
      isInsecureAllowed ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    // The ID token comes straight from the token endpoint over TLS, which already vouches for
    // it; checking its signature against the issuer's keys as well costs one cached key fetch.
    oidc.enableNonRepudiationChecks(configuration);
    return configuration;
  }

  /** One Configuration per company, issuer and client credentials; failures are not cached. */
  function configurationFor(settings: OidcClientSettings): Promise<oidc.Configuration> {
    const secretDigest = createHash('sha256').update(settings.clientSecret).digest('base64url');
    const key = [settings.companyId, settings.issuer, settings.clientId, secretDigest].join('\n');
    const cached = configurations.get(key);
    if (cached) return cached;
    const pending = discover(settings);
    configurations.set(key, pending);
    pending.catch(() => configurations.delete(key));
    return pending;
  }

  return {
    /** The provider's authorization URL (code flow, PKCE S256, state, nonce) and its checks. */
    async buildAuthorizationRequest(
      settings: OidcClientSettings,
      redirectUri: string,
    ): Promise<{ url: string; checks: AuthorizationChecks }> {
      const configuration = await configurationFor(settings);
      const checks: AuthorizationChecks = {
        codeVerifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: GOOGLE_SCOPE,
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url: url.href, checks };
    },

    /**
     * Exchanges the code at the token endpoint and verifies the ID token: signature, iss, aud,
     * exp, nonce (openid-client), and state and the PKCE verifier on the way.
     */
    async exchangeCode(
      settings: OidcClientSettings,
      response: { redirectUri: string; code: string; state: string; iss: string | undefined },
      checks: AuthorizationChecks,
    ): Promise<VerifiedIdentity> {
      const configuration = await configurationFor(settings);
      const currentUrl = new URL(response.redirectUri);
      currentUrl.search = '';
      currentUrl.searchParams.set('code', response.code);
      currentUrl.searchParams.set('state', response.state);
      if (response.iss) currentUrl.searchParams.set('iss', response.iss);
      try {
        const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new OidcVerificationError('the provider sent no ID token');
        return {
          subject: claims.sub,
          email: typeof claims.email === 'string' ? claims.email : null,
          emailVerified: claims.email_verified === true,
          name: typeof claims.name === 'string' ? claims.name : null,
          locale: typeof claims.locale === 'string' ? claims.locale : null,
        };
      } catch (error) {
        if (
          error instanceof oidc.ClientError ||
          error instanceof oidc.ResponseBodyError ||
          error instanceof oidc.AuthorizationResponseError
        ) {
          const code = error instanceof oidc.ClientError ? error.code : error.error;
          // openid-client's own message is generic; the cause names the claim that failed.
          const detail = error.cause instanceof Error ? error.cause.message : error.message;
          throw new OidcVerificationError(`${code ?? 'error'}: ${detail}`, { cause: error });
        }
        throw error;
      }
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;

import { ErrorCode, GoogleOption, limits, LoginType, RoleLevel } from '@hondana/contract';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Language } from '../../platform/http/language.js';
import type { ClientFacts, CompanyContext } from '../../platform/http/request-context.js';
import type { CompanyRow } from '../company/company.tables.js';
import type { LoginResults } from '../session/session-issuer.js';
import { isUniqueViolation } from '../user/user.repository.js';
import type { UserRow } from '../user/user.tables.js';
import type { AuthCollaborators } from './auth-collaborators.js';
import { recordSignIn } from './sign-in-events.js';
import type { GoogleLoginFlow } from './google-login.flow.js';
import {
  OidcVerificationError,
  type OidcClient,
  type OidcClientSettings,
  type VerifiedIdentity,
} from './google-login.oidc.js';

export interface GoogleLoginDependencies extends AuthCollaborators {
  secretBox: SecretBox;
  oidc: OidcClient;
  /** config.googleIssuer: https://accounts.google.com, or a local provider in tests. */
  issuer: string;
  publicUrlScheme: 'http' | 'https';
}

export interface CompleteGoogleLoginInput {
  /** The `domain` parameter, which must name the host's company when given. */
  domain: string | undefined;
  /** The flow cookie of this browser; null when missing, forged or too old. */
  flow: GoogleLoginFlow | null;
  code: string;
  state: string | undefined;
  /** The `iss` parameter of the return address (RFC 9207), when the provider sent one. */
  iss: string | undefined;
  redirectUrl: string;
  keepLogin: boolean;
  language: Language;
  client: ClientFacts;
}

/**
 * The return address must be the company's own /login/ page: the provider sends the code there,
 * so any other address would hand codes to whoever owns it.
 */
export function normalizeLoginRedirectUrl(
  company: Pick<CompanyRow, 'domain'>,
  redirectUrl: string,
  scheme: 'http' | 'https',
): string {
  const url = URL.canParse(redirectUrl) ? new URL(redirectUrl) : null;
  const isAllowed =
    url !== null &&
    url.protocol === `${scheme}:` &&
    url.hostname === company.domain.toLowerCase() &&
    url.pathname === '/login/' &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === '';
  if (!isAllowed) {
    const message = `redirect_url must be ${scheme}://${company.domain}/login/`;
    throw new AppError(ErrorCode.BadRequest, {
      message,
      details: { fields: [{ field: 'redirect_url', message }] },
    });
  }
  return url.href;
}

/** A name for a new account: the Google profile name, else the e-mail's local part. */
export function pickFullName(identity: Pick<VerifiedIdentity, 'name' | 'email'>): string {
  const name = identity.name?.trim() || identity.email?.split('@')[0]?.trim() || 'Google user';
  return name.slice(0, limits.fullNameMaxLength);
}

/** Google sign-in (OpenID Connect code flow); decisions in docs/decisions-google-login.md. */
export function createGoogleLoginService(deps: GoogleLoginDependencies) {
  const { db, users, sessions, clock } = deps;

  function settingsOf(company: CompanyRow): OidcClientSettings {
    if (company.googleOption === GoogleOption.None) {
      throw new AppError(ErrorCode.NoPermission, {
        message: 'Google sign-in is not enabled for this site.',
      });
    }
    if (!company.googleClientId || !company.googleClientSecret) {
      throw new AppError(ErrorCode.NoPermission, {
        message: 'Google sign-in is not configured for this site.',
      });
    }
    return {
      companyId: company.id,
      issuer: deps.issuer,
      clientId: company.googleClientId,
      clientSecret: deps.secretBox.open(company.googleClientSecret, company.id),
    };
  }

  async function createGoogleUser(
    ctx: CompanyContext,
    identity: VerifiedIdentity & { email: string },
    language: Language,
  ): Promise<UserRow> {
    return db.transaction(() =>
      users.createEndUser(ctx, {
        email: identity.email,
        username: null,
        fullName: pickFullName(identity),
        passwordHash: null,
        googleSubject: identity.subject,
        // Google verified the address (completeSignIn refuses unverified ones).
        emailVerifiedAt: clock.now(),
        lang: language,
      }),
    );
  }

  /**
   * The account of a verified Google identity: linked by subject; else a USER with the same
   * e-mail, confirmed by its owner, and no Google link gets linked; else, with LOGIN_REGISTER,
   * a new USER.
   */
  async function resolveAccount(
    ctx: CompanyContext,
    identity: VerifiedIdentity & { email: string },
    language: Language,
  ): Promise<UserRow> {
    const { company } = ctx;
    const linked = await users.findByGoogleSubject(ctx, identity.subject);
    if (linked) return linked;

    const sameEmail = await users.findByIdentity(ctx, 'email', identity.email);
    if (sameEmail) {
      if (sameEmail.googleSubject !== null || sameEmail.roleLevel !== RoleLevel.User) {
        throw new AppError(ErrorCode.EmailExists, {
          message:
            'This e-mail address belongs to an account that cannot sign in with this Google account.',
        });
      }
      // Linking an unconfirmed address would hand the account of whoever registered it first
      // to the address's real owner, or the owner's later data to that registrant.
      if (sameEmail.emailVerifiedAt === null) {
        throw new AppError(ErrorCode.EmailExists, {
          message:
            'An account with this e-mail address exists but its address is not confirmed yet: confirm it with the link in its mail, then sign in with Google.',
        });
      }
      const updated = await users.update(ctx, sameEmail.id, { googleSubject: identity.subject });
      return updated ?? sameEmail;
    }

    if (company.googleOption !== GoogleOption.LoginRegister) {
      throw new AppError(ErrorCode.InvalidAccount, {
        message: 'No account of this site is linked to this Google account.',
      });
    }
    return createGoogleUser(ctx, identity, language);
  }

  const service = {
    /** The provider's authorization URL and the flow to keep in the browser's signed cookie. */
    async startSignIn(
      ctx: CompanyContext,
      redirectUrl: string,
    ): Promise<{ authorizationUrl: string; flow: GoogleLoginFlow }> {
      const { company } = ctx;
      const settings = settingsOf(company);
      const redirect = normalizeLoginRedirectUrl(company, redirectUrl, deps.publicUrlScheme);
      const { url, checks } = await deps.oidc.buildAuthorizationRequest(settings, redirect);
      return {
        authorizationUrl: url,
        flow: { companyId: company.id, redirectUrl: redirect, ...checks, startedAt: Date.now() },
      };
    },

    async completeSignIn(
      ctx: CompanyContext,
      input: CompleteGoogleLoginInput,
    ): Promise<LoginResults> {
      const { company } = ctx;
      deps.companies.assertSameCompany(ctx, input.domain);
      const settings = settingsOf(company);
      const redirect = normalizeLoginRedirectUrl(company, input.redirectUrl, deps.publicUrlScheme);
      const { flow } = input;
      if (
        !flow ||
        flow.companyId !== company.id ||
        !input.state ||
        input.state !== flow.state ||
        flow.redirectUrl !== redirect
      ) {
        throw new AppError(ErrorCode.BadRequest, {
          message: 'This Google sign-in was not started here or has expired: start it again.',
        });
      }

      let identity: VerifiedIdentity;
      try {
        identity = await deps.oidc.exchangeCode(
          settings,
          { redirectUri: redirect, code: input.code, state: input.state, iss: input.iss },
          flow,
        );
      } catch (error) {
        if (error instanceof OidcVerificationError) {
          // The provider's detail (which claim failed) helps an attacker probe, not the user.
          throw new AppError(ErrorCode.BadRequest, { cause: error });
        }
        throw error;
      }
      if (!identity.email || !identity.emailVerified) {
        throw new AppError(ErrorCode.InvalidAccount, {
          message: 'Google has not verified the e-mail address of this account.',
        });
      }
      const verified = { ...identity, email: identity.email };

      const user = await resolveAccount(ctx, verified, input.language).catch(
        async (error: unknown) => {
          // Two sign-ins of one new Google account at once: the unique index lets one through.
          if (!isUniqueViolation(error)) throw error;
          const winner = await users.findByGoogleSubject(ctx, verified.subject);
          if (!winner) throw new AppError(ErrorCode.EmailExists);
          return winner;
        },
      );
      return sessions.issue(ctx, {
        user,
        keepLogin: input.keepLogin,
        loginType: LoginType.GoogleLogin,
        client: input.client,
      });
    },
  };
  return {
    ...service,
    /** Recorded as a security event whatever its outcome (sign-in, refusal, lockout). */
    completeSignIn: (ctx: CompanyContext, input: CompleteGoogleLoginInput) =>
      recordSignIn(deps.securityEvents, 'auth.google-login', () =>
        service.completeSignIn(ctx, input),
      ),
  };
}

export type GoogleLoginService = ReturnType<typeof createGoogleLoginService>;

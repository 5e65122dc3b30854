import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** Claims of an account of the test provider (what Google puts in its ID tokens). */
export interface TestOidcAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface TestOidcProvider {
  /** http://127.0.0.1:<port> */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Signs `account` in at the provider for `authorizationUrl`, following the provider's redirects
   * with a cookie jar, and answers the return address the provider sent the browser to.
   */
  signIn(authorizationUrl: string, account: TestOidcAccount): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for tests of Google sign-in. Its
 * login and consent screens are replaced by one handler that signs in the account the test
 * chose; everything else (PKCE, codes, ID tokens signed with its keys, discovery) is the real
 * thing. ID tokens carry email and email_verified as Google's do (conformIdTokenClaims off).
 */
export async function startTestOidcProvider(options: {
  redirectUris: string[];
}): Promise<TestOidcProvider> {
  const clientId = 'hondana-test-client';
  const clientSecret = 'hondana-test-client-secret-0123456789';
  const accounts = new Map<string, TestOidcAccount>();
  let pendingAccount: TestOidcAccount | null = null;

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['hondana-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ ...account }) };
    },
  };
  const provider = new Provider(issuer, configuration);
  const handleProvider = provider.callback();

  async function finishInteraction(request: IncomingMessage, response: ServerResponse) {
    const account = pendingAccount;
    if (!account) throw new Error('no account chosen for this sign-in');
    accounts.set(account.sub, account);
    const details = await provider.interactionDetails(request, response);
    const grant = new provider.Grant({
      accountId: account.sub,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/interaction/')) {
      finishInteraction(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    void handleProvider(request, response);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    async signIn(authorizationUrl, account) {
      pendingAccount = account;
      const jar = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (url.origin !== issuer) return url;
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const header of response.headers.getSetCookie()) {
          const [pair = ''] = header.split(';');
          const separator = pair.indexOf('=');
          jar.set(pair.slice(0, separator), pair.slice(separator + 1));
        }
        const location = response.headers.get('location');
        if (!location) {
          throw new Error(`provider answered ${response.status}: ${await response.text()}`);
        }
        url = new URL(location, url);
      }
      throw new Error('too many redirects at the test provider');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

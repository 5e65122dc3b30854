// A real OpenID Connect provider (oidc-provider) on 127.0.0.1 that stands in for Google in the
// end-to-end run. Unlike the server tests' fixture, it keeps oidc-provider's development
// interactions: an HTML login form (any login, any password) and a consent page, which the
// browser fills in as a user would at Google. The login typed in is the account: its `sub`, and
// its e-mail (verified, as Google's ID tokens say) when it contains '@'.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const clientId = 'hondana-e2e-client';
const clientSecret = 'hondana-e2e-client-secret-0123456789';

/**
 * Claims of the account named by the login typed into the provider's form.
 * @param {string} login
 */
export function describeAccount(login) {
  const email = login.includes('@') ? login : `${login}@gmail.test`;
  return { sub: login, email, email_verified: true, name: `Google ${email.split('@')[0]}` };
}

/**
 * Starts the provider on a free loopback port.
 * @param {{ redirectUris: string[] }} options the return addresses the client may use
 * @returns {Promise<{ issuer: string, clientId: string, clientSecret: string, close: () => Promise<void> }>}
 */
export async function startLocalOidcProvider(options) {
  const server = createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${server.address().port}`;

  const provider = new Provider(issuer, {
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
    // Google puts email and email_verified into the ID token itself; the server reads them there.
    conformIdTokenClaims: false,
    cookies: { keys: ['hondana-e2e-provider-cookie-key'] },
    // No interactions.url: the development login and consent pages are served at /interaction/.
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    // Explicit lifetimes (seconds), which also keeps the provider from noting its defaults.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    async findAccount(_ctx, id) {
      return { accountId: id, claims: async () => describeAccount(id) };
    },
  });
  // A failing sign-in shows up in the run's output instead of only as a provider error page.
  provider.on('server_error', (_ctx, error) => console.error('[oidc] server error:', error));

  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * Set-up calls to the Hondana API from the specs, as the system administrator does them on
 * admin.localhost. The host decides the company, and fetch cannot set a Host header, so the calls
 * go to 127.0.0.1 through node:http with the site's name in Host.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { demoAccounts, e2ePort } from './browser';
import { recordRefusal } from './refusals';

/** The API envelope (api-catalogue.md): the outcome is `status`, not the HTTP status. */
export interface ApiEnvelope<T> {
  status: number;
  message: string | null;
  results: T;
}

/** The client's password digest: lowercase hex SHA-256 of the UTF-8 password. */
export function hashPassword(plain: string): string {
  return createHash('sha256').update(plain, 'utf8').digest('hex');
}

/** One API call on the site `host` (e.g. 'admin.localhost'); answers the parsed envelope. */
export function callApi<T>(
  host: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<ApiEnvelope<T>> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    host: `${host}:${e2ePort}`,
    accept: 'application/json',
    // An API client: its sign-ins answer the token in the body (browsers get only the cookie).
    'x-api-client': '1',
  };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers['x-access-token'] = options.token;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: e2ePort, method, path: `/api/v1${path}`, headers },
      (response) => {
        if (response.statusCode === 429) recordRefusal(method, `/api/v1${path}`);
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve(JSON.parse(text) as ApiEnvelope<T>);
          } catch {
            reject(new Error(`${method} ${path} on ${host}: HTTP ${response.statusCode}: ${text}`));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Like {@link callApi}, but throws with the server's message unless the status is 200. */
export async function callApiOk<T>(
  ...args: Parameters<typeof callApi<T>>
): Promise<ApiEnvelope<T>['results']> {
  const answer = await callApi<T>(...args);
  if (answer.status !== 200) {
    throw new Error(`${args[1]} ${args[2]} on ${args[0]}: ${answer.status} ${answer.message}`);
  }
  return answer.results;
}

export const adminHost = 'admin.localhost';

/** Signs the demo system administrator in through the API; answers the access token. */
export async function signInSystemAdmin(): Promise<string> {
  const { identity, password } = demoAccounts.systemAdmin;
  const results = await callApiOk<{ access_token: string }>(adminHost, 'POST', '/auth/login', {
    body: {
      email: identity,
      password_hash: hashPassword(password),
      login_type: 'email',
      domain: adminHost,
    },
  });
  return results.access_token;
}

/** Company settings as the admin API answers them (the fields the specs read). */
export interface AdminCompany {
  id: number;
  domain: string;
  account_type: string;
  google_option: string;
}

/** The id of the company served at `domain`, looked up in the system administrator's list. */
export async function findCompanyId(token: string, domain: string): Promise<number> {
  const page = await callApiOk<{ content: AdminCompany[] }>(
    adminHost,
    'GET',
    `/company/page?search_key=${encodeURIComponent(domain)}&size=100`,
    { token },
  );
  const company = page.content.find((row) => row.domain === domain);
  if (!company) throw new Error(`no company with the domain ${domain}`);
  return company.id;
}

/** PUT company/update/{id}: changes some settings (snake_case wire names). */
export function updateCompany(
  token: string,
  id: number,
  settings: Record<string, unknown>,
): Promise<AdminCompany> {
  return callApiOk<AdminCompany>(adminHost, 'PUT', `/company/update/${id}`, {
    token,
    body: settings,
  });
}

/** POST company/add: a new company with its first company administrator. */
export async function createCompany(
  token: string,
  settings: { name: string; email: string; domain: string; password: string } & Record<
    string,
    unknown
  >,
): Promise<AdminCompany> {
  const { password, ...rest } = settings;
  const detail = await callApiOk<{ company: AdminCompany }>(adminHost, 'POST', '/company/add', {
    token,
    body: { ...rest, password_hash: hashPassword(password) },
  });
  return detail.company;
}

/** POST auth/login on the demo site as its company administrator: the access token. */
export async function signInDemoCompanyAdmin(host: string): Promise<string> {
  const { identity, password } = demoAccounts.companyAdmin;
  const results = await callApiOk<{ access_token: string }>(host, 'POST', '/auth/login', {
    body: {
      email: identity,
      password_hash: hashPassword(password),
      login_type: 'email',
      domain: host,
    },
  });
  return results.access_token;
}

/** POST auth/register on a company site: a reader account, as the Register form makes one. */
export async function registerReader(
  domain: string,
  account: { name: string; email: string; password: string },
): Promise<void> {
  await callApiOk(domain, 'POST', '/auth/register', {
    body: {
      full_name: account.name,
      email: account.email,
      password_hash: hashPassword(account.password),
      domain,
    },
  });
}

/** The titles of the demo company's seeded books. */
export const demoBookTitles = [
  '文の図書館',
  'Harbor Town Stories',
  '風の手紙',
  'Hondana 利用ガイド',
  'Getting Started with Hondana',
];

/**
 * The demo books once processing has finished: readers see processed books only, and a spec run
 * alone can start while the server is still processing the seeded books.
 */
export async function waitForDemoBooks<T extends { title: string; encoding_status: number }>(
  host: string,
  token: string,
): Promise<T[]> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const page = await callApiOk<{ content: T[] }>(host, 'GET', '/content/page?size=100', {
      token,
    });
    const demo = page.content.filter((content) => demoBookTitles.includes(content.title));
    if (demo.length === demoBookTitles.length && demo.every((book) => book.encoding_status === 3)) {
      return demo;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the demo books were not processed within 90 s');
}

import { ErrorCode } from '@hondana/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAccessControl } from './access-control.js';
import { registerErrorHandler } from './error-handler.js';
import { AppError } from './app-error.js';
import type { Actor } from './auth-guard.js';
import { registerTenancy, type TenantCompany } from './tenancy.js';

// The tenancy plugin only reads a company's id and domain.
const company = { id: 7, domain: 'books.test' } as unknown as TenantCompany;
const readerActor: Actor = {
  userId: 1,
  companyId: 7,
  roleLevel: 3,
  sessionId: 's',
  loginType: 'password',
  userGroupId: null,
};

async function appWith(routes: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  registerErrorHandler(app);
  registerTenancy(app, {
    adminHosts: ['admin.test'],
    findCompanyByDomain: (domain) => (domain === company.domain ? company : null),
  });
  registerAccessControl(app, {
    apiPrefix: '/api',
    authenticate: async (token) => {
      if (token === 'reader') return readerActor;
      throw new AppError(ErrorCode.AccessTokenInvalid);
    },
  });
  routes(app);
  await app.ready();
  return app;
}

describe('access control from the permission vocabulary', () => {
  it('refuses to start with an API route that names no action', async () => {
    await expect(appWith((app) => app.get('/api/anonymous', async () => 'x'))).rejects.toThrow(
      /GET \/api\/anonymous names no action/,
    );
  });

  it('takes the host check and the session check from the action', async () => {
    const app = await appWith((app) => {
      app.get('/api/admin-only', { config: { action: 'content.update' } }, async () => 'ok');
      app.get('/api/readers', { config: { action: 'library.favorite-add' } }, async () => 'ok');
      app.get('/api/system', { config: { action: 'company.page' } }, async () => 'ok');
      app.get('/outside', async () => 'files');
    });
    const call = (url: string, host: string, token?: string) =>
      app.inject({ url, headers: { host, ...(token ? { 'x-access-token': token } : {}) } });

    expect((await call('/api/readers', company.domain, 'reader')).statusCode).toBe(200);
    expect((await call('/api/readers', company.domain)).json().status).toBe(
      ErrorCode.AccessTokenMissing,
    );
    // A reader may not take a company administrator's action: 614.
    expect((await call('/api/admin-only', company.domain, 'reader')).json().status).toBe(
      ErrorCode.NoPermission,
    );
    // A company site does not serve the system administrators' actions, nor an unknown host any.
    expect((await call('/api/system', company.domain, 'reader')).statusCode).toBe(404);
    expect((await call('/api/readers', 'nowhere.test', 'reader')).statusCode).toBe(404);
    // Outside the API prefix nothing is asked.
    expect((await call('/outside', 'nowhere.test')).statusCode).toBe(200);
    await app.close();
  });
});

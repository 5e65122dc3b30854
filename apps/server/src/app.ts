import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import type { AppConfig } from './config.js';
import { accountModule } from './modules/account/account.module.js';
import { authModule } from './modules/auth/auth.module.js';
import { brandingModule } from './modules/branding/branding.module.js';
import { clockControlModule } from './modules/clock-control/clock-control.module.js';
import { companyManagementModule } from './modules/company-management/company-management.module.js';
import { companyModule } from './modules/company/company.module.js';
import { contentAccessModule } from './modules/content-access/content-access.module.js';
import { contentGroupModule } from './modules/content-group/content-group.module.js';
import { contentImportModule } from './modules/content-import/content-import.module.js';
import { contentModule } from './modules/content/content.module.js';
import { demoModule } from './modules/demo/demo.module.js';
import { hashtagModule } from './modules/hashtag/hashtag.module.js';
import { healthModule } from './modules/health/health.module.js';
import { libraryModule } from './modules/library/library.module.js';
import { mailTemplateModule } from './modules/mail-template/mail-template.module.js';
import { paymentModule } from './modules/payment/payment.module.js';
import { peopleModule } from './modules/people/people.module.js';
import { readerModule } from './modules/reader/reader.module.js';
import { searchConfigModule } from './modules/search-config/search-config.module.js';
import { searchModule } from './modules/search/search.module.js';
import { sessionModule } from './modules/session/session.module.js';
import { userGroupModule } from './modules/user-group/user-group.module.js';
import { subscriptionModule } from './modules/subscription/subscription.module.js';
import { uploadedFileModule } from './modules/uploaded-file/uploaded-file.module.js';
import { userImportModule } from './modules/user-import/user-import.module.js';
import { userModule } from './modules/user/user.module.js';
import { registerAccessControl } from './platform/http/access-control.js';
import { registerCompanyChanges } from './platform/http/company-changes.js';
import { registerErrorHandler } from './platform/http/error-handler.js';
import { AccessLogController } from './platform/http/request-log.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { registerTenancy } from './platform/http/tenancy.js';
import { registerUploads } from './platform/http/upload.js';
import { registerWebApp } from './platform/http/web-app.js';
import { createAppLogger } from './platform/log/logger.js';
import { registerSecurityEventScope } from './platform/log/security-events.js';
import type { ComposedModules, ServerModule } from './server-module.js';

/**
 * The business modules in floor order: each may use the services of those before it. A new
 * module is its folder (with its `<area>.module.ts`) and one line here.
 */
export const serverModules: readonly ServerModule[] = [
  healthModule,
  companyModule,
  mailTemplateModule,
  contentGroupModule,
  searchConfigModule,
  hashtagModule,
  brandingModule,
  contentModule,
  userGroupModule,
  userModule,
  contentImportModule,
  uploadedFileModule,
  subscriptionModule,
  paymentModule,
  contentAccessModule,
  libraryModule,
  searchModule,
  readerModule,
  sessionModule,
  companyManagementModule,
  authModule,
  peopleModule,
  userImportModule,
  accountModule,
  demoModule,
  clockControlModule,
];

export const API_PREFIX = '/api/v1';

export interface BuildAppOptions {
  /** Built SPA to serve for non-API paths; found beside the server when not given. */
  webDistDir?: string | null;
  /** Requests per minute and address before 794; benchmarks raise it. */
  rateLimitPerMinute?: number;
  /** Sees every route as it is added (tests check that the OpenAPI document covers them all). */
  onRoute?: (route: RouteOptions) => void;
  /** The process's logger (platform/log); by default one at LOG_LEVEL (silent in tests). */
  logger?: FastifyBaseLogger;
}

/**
 * Builds the whole HTTP application from the composed modules. The order is the architecture:
 * external plugins, then platform (errors, tenancy, access control), then the modules' routes,
 * then the SPA.
 */
export async function buildApp(
  config: AppConfig,
  modules: ComposedModules,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance:
      options.logger ??
      createAppLogger({ level: config.env === 'test' ? 'silent' : config.logLevel }),
    logController: new AccessLogController(),
    trustProxy: config.trustProxy ? config.trustProxy.split(',').map((a) => a.trim()) : false,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  // text/plain is a CORS "simple" type: a cross-site form could post it with the cookie attached.
  app.removeContentTypeParser('text/plain');
  app.setSerializerCompiler(serializerCompiler);

  registerSecurityEventScope(app);
  registerSecurityHeaders(app, { paymentGatewayOrigin: new URL(config.veritrans.baseUrl).origin });
  // Signs with the first secret, still accepts cookies signed with a previous one (rotation).
  await app.register(cookie, { secret: [config.appSecret, ...config.previousAppSecrets] });
  await registerUploads(app);
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute ?? config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // The limit headers go out only when a client is refused (with Retry-After), not on every answer.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Hondana API', version: packageJson.version },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  registerErrorHandler(app);

  const { companies, authenticate } = modules.services;
  registerTenancy(app, {
    adminHosts: config.adminHosts,
    findCompanyByDomain: (domain) => companies.findCompanyByDomain(domain),
  });
  registerAccessControl(app, { apiPrefix: API_PREFIX, authenticate });
  registerCompanyChanges(app, modules.services.companyAnswers);

  await app.register(
    async (api) => {
      for (const routes of modules.routes) await api.register(routes);
      api.get(
        '/openapi.json',
        { config: { action: 'openapi.read' }, schema: { hide: true } },
        async () => app.swagger(),
      );
    },
    { prefix: API_PREFIX },
  );

  const webDistDir = options.webDistDir === undefined ? locateWebDist() : options.webDistDir;
  if (webDistDir) registerWebApp(app, webDistDir);

  return app;
}

/** apps/web/dist, seen from apps/server/src (tests, tsx) or apps/server/dist (the bundle). */
function locateWebDist(): string | null {
  const candidate = fileURLToPath(new URL('../../web/dist', import.meta.url));
  return existsSync(`${candidate}/index.html`) ? candidate : null;
}

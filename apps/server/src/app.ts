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
import type { ModuleJobs } from './jobs.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { createAccountService } from './modules/account/account.service.js';
import { authModuleRoutes } from './modules/auth/auth.plugin.js';
import { companyManagementRoutes } from './modules/company-management/company-management.routes.js';
import { brandingRoutes } from './modules/branding/branding.routes.js';
import { createBrandingService } from './modules/branding/branding.service.js';
import { companyImageRoutes } from './modules/company/company-images.routes.js';
import { createCompanyImageService } from './modules/company/company-images.js';
import { companyPublicRoutes } from './modules/company/company.routes.js';
import { createCompanyService } from './modules/company/company.service.js';
import { createInvalidationBus } from './platform/cache/invalidation-bus.js';
import { createUserAdminService } from './modules/people/user-admin.service.js';
import { userAdminRoutes } from './modules/people/user-admin.routes.js';
import { createUserGroupAdminService } from './modules/people/user-group-admin.service.js';
import { userGroupRoutes } from './modules/people/user-group.routes.js';
import { readerRoutes } from './modules/reader/reader.routes.js';
import { createReaderService } from './modules/reader/reader.service.js';
import { createContentAccess } from './modules/content-access/content-access.js';
import { contentGroupRoutes } from './modules/content-group/content-group.routes.js';
import { createContentGroupService } from './modules/content-group/content-group.service.js';
import { contentImportRoutes } from './modules/content-import/content-import.routes.js';
import {
  createContentImportService,
  createCsvImportService,
} from './modules/content-import/content-import.service.js';
import { userCsvFormat } from './modules/user-import/user-csv.js';
import { createUserExportService } from './modules/user-import/user-export.js';
import { userImportRoutes } from './modules/user-import/user-import.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { enqueueContentProcessing } from './modules/content/content.jobs.js';
import { createContentService } from './modules/content/content.service.js';
import { hashtagRoutes } from './modules/hashtag/hashtag.routes.js';
import { createHashtagService } from './modules/hashtag/hashtag.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mailTemplateRoutes } from './modules/mail-template/mail-template.routes.js';
import { createMailTemplateService } from './modules/mail-template/mail-template.service.js';
import { libraryRoutes } from './modules/library/library.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { createSearchService } from './modules/search/search.service.js';
import { fullTextSearchRoutes } from './modules/search/full-text-search.routes.js';
import { createFullTextSearchService } from './modules/search/full-text-search.service.js';
import { createLibraryService } from './modules/library/library.service.js';
import { siteRoutes } from './modules/health/site.routes.js';
import { buttonRoutes } from './modules/search-config/button.routes.js';
import { searchConfigRoutes } from './modules/search-config/search-config.routes.js';
import { createSearchConfigService } from './modules/search-config/search-config.service.js';
import { sessionRoutes } from './modules/session/session.routes.js';
import {
  createSessionAuthenticator,
  createSessionService,
} from './modules/session/session.service.js';
import { createUserService } from './modules/user/user.service.js';
import { createSecretBox } from './platform/crypto/secret-box.js';
import { isDatabaseReachable, type DatabaseHandle } from './platform/db/database.js';
import type { JobQueue } from './platform/jobs/job-queue.js';
import type { Mailer } from './platform/mail/mailer.js';
import type { ObjectStorage } from './platform/storage/object-storage.js';
import { registerAccessControl } from './platform/http/access-control.js';
import { registerErrorHandler } from './platform/http/error-handler.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { registerTenancy } from './platform/http/tenancy.js';
import { registerUploads } from './platform/http/upload.js';
import { AccessLogController } from './platform/http/request-log.js';
import { createAppLogger } from './platform/log/logger.js';
import { registerWebApp } from './platform/http/web-app.js';

export const API_PREFIX = '/api/v1';

export interface AppDependencies {
  database: DatabaseHandle;
  storage: ObjectStorage;
  mailer: Mailer;
  jobs: AppJobs;
}

/** The started job queue and the modules' jobs (jobs.ts; registered with it by the caller). */
export interface AppJobs {
  queue: JobQueue;
  definitions: ModuleJobs;
}

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
 * Builds the whole HTTP application. The order is the architecture: external plugins, then
 * platform (errors, tenancy), then business modules, then the SPA.
 */
export async function buildApp(
  config: AppConfig,
  dependencies: AppDependencies,
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

  registerSecurityHeaders(app);
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

  const db = dependencies.database.db;
  const secretBox = createSecretBox(config.appSecret, config.previousAppSecrets);
  // Changes to a company reach every server copy's host cache at once (NOTIFY).
  const invalidation = await createInvalidationBus(dependencies.database, (error) =>
    app.log.warn({ err: error }, 'cache invalidation connection lost'),
  );
  app.addHook('onClose', () => invalidation.close());
  const companies = createCompanyService(db, invalidation);
  const sessions = createSessionService(db);
  const { queue, definitions: jobs } = dependencies.jobs;
  // One access rule for every caller (lists, detail, favourites, the reader's tokens and bytes).
  const contentAccess = createContentAccess(db);
  const library = createLibraryService(db, { access: contentAccess });
  registerTenancy(app, {
    adminHosts: config.adminHosts,
    findCompanyByDomain: (domain) => companies.findCompanyByDomain(domain),
  });
  registerAccessControl(app, {
    apiPrefix: API_PREFIX,
    authenticate: createSessionAuthenticator(db),
  });

  await app.register(
    async (api) => {
      await api.register(
        healthRoutes({
          version: packageJson.version,
          isDatabaseReachable: () => isDatabaseReachable(dependencies.database),
        }),
      );
      await api.register(siteRoutes());
      await api.register(companyPublicRoutes(companies));
      await api.register(
        authModuleRoutes({
          db,
          mailer: dependencies.mailer,
          secretBox,
          companies,
          sessions,
          publicUrlScheme: config.publicUrlScheme,
          publicUrl: config.publicUrl,
          loginRateLimitPerMinute: config.loginRateLimitPerMinute,
          googleIssuer: config.googleIssuer,
          queuePasswordResetRequest: (request) =>
            queue.send(jobs.auth.passwordResetRequest, request),
        }),
      );
      const userAdmin = createUserAdminService({
        db,
        queueSetPasswordMail: (tx, mail) => queue.send(jobs.auth.setPasswordMail, mail, { tx }),
      });
      await api.register(userAdminRoutes(userAdmin));
      await api.register(
        userImportRoutes(
          createCsvImportService({
            db,
            storage: dependencies.storage,
            kind: 'user',
            format: userCsvFormat,
            enqueue: (tx, data) => queue.send(jobs.userImport.run, data, { tx }),
          }),
          createUserExportService(db),
        ),
      );
      await api.register(userGroupRoutes(createUserGroupAdminService(db)));
      await api.register(
        accountRoutes({
          db,
          mailer: dependencies.mailer,
          users: createUserService(db),
          accounts: createAccountService(db),
          userAdmin,
          sessions,
          publicUrlScheme: config.publicUrlScheme,
          publicUrl: config.publicUrl,
        }),
      );
      await api.register(sessionRoutes(sessions, companies));
      await api.register(
        companyManagementRoutes({
          db,
          storage: dependencies.storage,
          secretBox,
          adminHosts: config.adminHosts,
          companies,
        }),
      );
      const images = createCompanyImageService({ db, storage: dependencies.storage, companies });
      await api.register(companyImageRoutes(images));
      await api.register(
        brandingRoutes({
          service: createBrandingService({
            companies,
            images,
            onLeftover: (key, error) =>
              app.log.warn({ err: error, key }, 'replaced company image could not be deleted'),
          }),
          companies,
        }),
      );
      await api.register(contentGroupRoutes(createContentGroupService(db)));
      await api.register(libraryRoutes(library));
      await api.register(searchRoutes(createSearchService(db, library)));
      const contentService = createContentService({
        db,
        storage: dependencies.storage,
        maxUploadBytes: config.maxUploadBytes,
        enqueueProcessing: (request, options) =>
          enqueueContentProcessing(queue, jobs.content, request, options),
      });
      await api.register(contentRoutes(contentService));
      const searchConfig = createSearchConfigService({ db, companies });
      const hashtags = createHashtagService({
        db,
        searchConfig,
        countContents: (companyId) => contentService.hashtagContentCounts(companyId),
      });
      await api.register(
        searchConfigRoutes({
          service: searchConfig,
          companies,
          searchBoxHashtags: (companyId) => hashtags.searchBoxHashtags(companyId),
        }),
      );
      await api.register(buttonRoutes(searchConfig));
      await api.register(hashtagRoutes(hashtags));
      await api.register(
        mailTemplateRoutes({
          service: createMailTemplateService(db),
          mailer: dependencies.mailer,
          addressOf: async (ctx) =>
            ctx.actor
              ? ((await createUserService(db).findById(ctx, ctx.actor.userId))?.email ?? null)
              : null,
        }),
      );
      await api.register(
        fullTextSearchRoutes(createFullTextSearchService(db, { access: contentAccess })),
      );
      await api.register(
        contentImportRoutes(
          createContentImportService({
            db,
            storage: dependencies.storage,
            enqueue: (tx, data) => queue.send(jobs.contentImport.run, data, { tx }),
          }),
        ),
      );
      await api.register(
        readerRoutes({
          reader: createReaderService({
            db,
            storage: dependencies.storage,
            access: contentAccess,
            library,
          }),
          publicUrlScheme: config.publicUrlScheme,
        }),
      );
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

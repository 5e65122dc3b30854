import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyAdminRoutes } from './company-admin.routes.js';
import {
  createCompanyAdminService,
  type CompanyAdminServiceOptions,
} from './company-admin.service.js';
import { companyImageRoutes } from './company-images.routes.js';
import { createCompanyImageService } from './company-images.js';

/**
 * Everything a system administrator does to companies, plus the public logo and favicon: one
 * plugin so app.ts wires the module in a single line. Needs @fastify/multipart registered.
 */
export function companyManagementRoutes(
  options: CompanyAdminServiceOptions,
): FastifyPluginAsyncZod {
  const service = createCompanyAdminService(options);
  const images = createCompanyImageService(options);
  return async (app) => {
    await app.register(companyAdminRoutes(service));
    await app.register(companyImageRoutes({ images, companies: options.companies }));
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyAdminRoutes } from './company-admin.routes.js';
import {
  createCompanyAdminService,
  type CompanyAdminServiceOptions,
} from './company-admin.service.js';

/**
 * Everything a system administrator does to companies: one plugin so app.ts wires the module in
 * a single line. (Logos and favicons are the company module's: company-images.routes.ts.)
 */
export function companyManagementRoutes(
  options: CompanyAdminServiceOptions,
): FastifyPluginAsyncZod {
  const service = createCompanyAdminService(options);
  return async (app) => {
    await app.register(companyAdminRoutes(service));
  };
}

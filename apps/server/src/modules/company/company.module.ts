import { CompanyAnswers, DEFAULT_COMPANY_ANSWERS } from '../../platform/cache/company-answers.js';
import { createInvalidationBus } from '../../platform/cache/invalidation-bus.js';
import type { ServerModule } from '../../server-module.js';
import { companyImageRoutes } from './company-images.routes.js';
import { createCompanyImageService, type CompanyImageService } from './company-images.js';
import { createCompanyPayments, type CompanyPayments } from './company-payment.js';
import { companyPublicRoutes } from './company.routes.js';
import { createCompanyService, type CompanyService } from './company.service.js';

declare module '../../server-module.js' {
  interface Services {
    /** Companies, the host lookup (cached, forgotten on every server copy at once) and settings. */
    companies: CompanyService;
    companyImages: CompanyImageService;
    /** A company's merchant settings, unsealed, for charging its readers. */
    companyPayments: CompanyPayments;
    /** Visitors' answers per company, dropped on every server copy when the company changes. */
    companyAnswers: CompanyAnswers;
  }
}

/** Companies: the host lookup every request starts with, public settings, logos and favicons. */
export const companyModule: ServerModule = {
  name: 'company',
  async create(ports) {
    // Changes to a company reach every server copy's host cache at once (NOTIFY).
    const invalidation = await createInvalidationBus(ports.database, (error) =>
      ports.log.warn({ err: error }, 'cache invalidation connection lost'),
    );
    const companies = createCompanyService(ports.db, invalidation);
    const companyImages = createCompanyImageService({
      db: ports.db,
      storage: ports.storage,
      companies,
    });
    return {
      routes: [companyPublicRoutes(companies), companyImageRoutes(companyImages)],
      services: {
        companies,
        companyImages,
        companyPayments: createCompanyPayments(ports.secretBox),
        companyAnswers: new CompanyAnswers(invalidation, {
          ...DEFAULT_COMPANY_ANSWERS,
          ttlMs: ports.config.searchCacheSeconds * 1000,
        }),
      },
      close: () => invalidation.close(),
    };
  },
};

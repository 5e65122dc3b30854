import type { ServerModule } from '../../server-module.js';
import { companyAdminRoutes } from './company-admin.routes.js';
import { createCompanyAdminService } from './company-admin.service.js';
import { createCompanyPaymentAdmin } from './company-payment-admin.js';
import { companyPaymentRoutes } from './company-payment.routes.js';

/** Everything a system administrator does to companies (logos and favicons are company's). */
export const companyManagementModule: ServerModule = {
  name: 'company-management',
  create: (ports, { companies, companyPayments, users, userGroups }) => ({
    routes: [
      companyAdminRoutes(
        createCompanyAdminService({
          db: ports.db,
          storage: ports.storage,
          secretBox: ports.secretBox,
          adminHosts: ports.config.adminHosts,
          companies,
          users,
          userGroups,
          securityEvents: ports.securityEvents,
        }),
      ),
      companyPaymentRoutes(
        createCompanyPaymentAdmin({
          secretBox: ports.secretBox,
          gateway: ports.payments,
          companies,
          companyPayments,
          securityEvents: ports.securityEvents,
        }),
      ),
    ],
  }),
};

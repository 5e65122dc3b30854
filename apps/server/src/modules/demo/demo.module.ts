import type { ServerModule } from '../../server-module.js';
import { reportDemoProcessing } from './demo-progress.js';
import { seedDemoCompany } from './demo-seed.js';

declare module '../../server-module.js' {
  interface Services {
    /** Creates the demo company when no company exists (start with SEED_DEMO, npm run seed). */
    seedDemo: () => Promise<void>;
  }
}

/** The demo company: its people, groups, books and search setup, made through the services. */
export const demoModule: ServerModule = {
  name: 'demo',
  create: (ports, services) => ({
    services: {
      seedDemo: async () => {
        const books = await seedDemoCompany({
          db: ports.db,
          storage: ports.storage,
          log: ports.log,
          clock: ports.clock,
          companies: services.companies,
          userGroups: services.userGroups,
          users: services.users,
          contentGroups: services.contentGroups,
          searchBoxes: services.searchBoxes,
          searchTabs: services.searchTabs,
          fieldSettings: services.fieldSettings,
          sortFields: services.sortFields,
          hashtags: services.hashtags,
          plans: services.plans,
          discountOrdinals: services.discountOrdinals,
          coupons: services.coupons,
          secretBox: ports.secretBox,
          demoMerchant: ports.config.demoMerchant,
          enqueueProcessing: (request) => ports.queue.send(services.contentJobs.process, request),
        });
        // Only a process that runs the jobs sees them through (a web process with WORKERS=0 does not).
        if (books && ports.config.runsJobs) reportDemoProcessing(ports.db, ports.log, books);
      },
    },
  }),
};

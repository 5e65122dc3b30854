import type { ServerModule } from '../../server-module.js';
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
      seedDemo: () =>
        seedDemoCompany({
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
          enqueueProcessing: (request) => ports.queue.send(services.contentJobs.process, request),
        }),
    },
  }),
};

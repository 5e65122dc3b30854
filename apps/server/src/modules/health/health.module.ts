import packageJson from '../../../package.json' with { type: 'json' };
import { isDatabaseReachable } from '../../platform/db/database.js';
import type { ServerModule } from '../../server-module.js';
import { healthRoutes } from './health.routes.js';
import { siteRoutes } from './site.routes.js';

/** Whether the server and its database answer, and what kind of site a host serves. */
export const healthModule: ServerModule = {
  name: 'health',
  create: (ports) => ({
    routes: [
      healthRoutes({
        version: packageJson.version,
        isDatabaseReachable: () => isDatabaseReachable(ports.database),
      }),
      siteRoutes(),
    ],
  }),
};

import type { ServerModule } from '../../server-module.js';
import { brandingRoutes } from './branding.routes.js';
import { createBrandingService } from './branding.service.js';

/** Header, body, inputs, footer, banner, layout and sign-in page of each company's site. */
export const brandingModule: ServerModule = {
  name: 'branding',
  create(ports, { companies, companyImages }) {
    const service = createBrandingService({
      companies,
      images: companyImages,
      onLeftover: (key, error) =>
        ports.log.warn({ err: error, key }, 'replaced company image could not be deleted'),
    });
    return { routes: [brandingRoutes({ service, companies })] };
  },
};

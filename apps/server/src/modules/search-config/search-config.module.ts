import type { ServerModule } from '../../server-module.js';
import { buttonRoutes } from './button.routes.js';
import { searchConfigRoutes } from './search-config.routes.js';
import { createSearchConfigService, type SearchConfigService } from './search-config.service.js';
import type { SearchBoxHashtag } from './search-config.service.js';

/** The search box's hashtags, for the public settings: provided by the hashtag module above. */
export interface SearchBoxHashtags {
  searchBoxHashtags(companyId: number): Promise<SearchBoxHashtag[]>;
}

declare module '../../server-module.js' {
  interface Services {
    searchConfig: SearchConfigService;
    searchBoxHashtags: SearchBoxHashtags;
  }
}

/** Search boxes, tabs, sorts, result and detail fields, buttons, page title; the public settings. */
export const searchConfigModule: ServerModule = {
  name: 'search-config',
  create(ports, { companies }, later) {
    const searchConfig = createSearchConfigService({ db: ports.db, companies });
    const hashtags = later('searchBoxHashtags');
    return {
      routes: [
        searchConfigRoutes({
          service: searchConfig,
          companies,
          searchBoxHashtags: (companyId) => hashtags().searchBoxHashtags(companyId),
        }),
        buttonRoutes(searchConfig),
      ],
      services: { searchConfig },
    };
  },
};

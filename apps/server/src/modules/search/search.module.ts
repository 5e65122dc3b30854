import type { ServerModule } from '../../server-module.js';
import { fullTextSearchRoutes } from './full-text-search.routes.js';
import { createFullTextSearchService } from './full-text-search.service.js';
import { searchRoutes } from './search.routes.js';
import { createSearchService } from './search.service.js';

/** Field, hashtag and full-text search, and the search terms readers used. */
export const searchModule: ServerModule = {
  name: 'search',
  create: (ports, { library, contentAccess, companyAnswers }) => ({
    routes: [
      searchRoutes(createSearchService(ports.db, library, companyAnswers)),
      fullTextSearchRoutes(
        createFullTextSearchService(ports.db, { access: contentAccess, answers: companyAnswers }),
      ),
    ],
  }),
};

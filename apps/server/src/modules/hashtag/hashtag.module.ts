import type { ServerModule } from '../../server-module.js';
import { hashtagRoutes } from './hashtag.routes.js';
import { createHashtagService, type HashtagService } from './hashtag.service.js';

/** How many contents carry each hashtag: the content module (above this one) answers it. */
export interface HashtagContentCounter {
  hashtagContentCounts(companyId: number): Promise<Map<number, number>>;
}

declare module '../../server-module.js' {
  interface Services {
    hashtags: HashtagService;
    hashtagContentCounter: HashtagContentCounter;
  }
}

/** Hashtags, the search box's hashtag lists and their setting. */
export const hashtagModule: ServerModule = {
  name: 'hashtag',
  create(ports, { searchSettings }, later) {
    const counter = later('hashtagContentCounter');
    const hashtags = createHashtagService({
      db: ports.db,
      searchSettings,
      countContents: (companyId) => counter().hashtagContentCounts(companyId),
    });
    return {
      routes: [hashtagRoutes(hashtags)],
      // The public search settings list the search box's hashtags (search-config is below).
      services: { hashtags, searchBoxHashtags: hashtags },
    };
  },
};

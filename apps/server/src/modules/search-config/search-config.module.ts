import type { ServerModule } from '../../server-module.js';
import { buttonRoutes } from './button.routes.js';
import { createFieldSettingService, type FieldSettingService } from './field-setting.service.js';
import { createSearchBoxService, type SearchBoxService } from './search-box.service.js';
import { createSearchButtonService } from './search-button.service.js';
import { searchConfigRoutes } from './search-config.routes.js';
import {
  createSearchSettingsService,
  type SearchBoxHashtag,
  type SearchSettingsService,
} from './search-settings.service.js';
import { createSearchTabService, type SearchTabService } from './search-tab.service.js';
import { createSortFieldService, type SortFieldService } from './sort-field.service.js';

/** The search box's hashtags, for the public settings: provided by the hashtag module above. */
export interface SearchBoxHashtags {
  searchBoxHashtags(companyId: number): Promise<SearchBoxHashtag[]>;
}

declare module '../../server-module.js' {
  interface Services {
    /** The settings record (the hashtag module keeps its parts there), page title, public settings. */
    searchSettings: SearchSettingsService;
    searchBoxes: SearchBoxService;
    searchTabs: SearchTabService;
    fieldSettings: FieldSettingService;
    sortFields: SortFieldService;
    searchBoxHashtags: SearchBoxHashtags;
  }
}

/** Search boxes, tabs, sorts, result and detail fields, buttons, page title; the public settings. */
export const searchConfigModule: ServerModule = {
  name: 'search-config',
  create(ports, { companies }, later) {
    const searchBoxes = createSearchBoxService(ports.db);
    const searchTabs = createSearchTabService(ports.db, searchBoxes);
    const fieldSettings = createFieldSettingService(ports.db);
    const sortFields = createSortFieldService(ports.db);
    const buttons = createSearchButtonService(ports.db);
    const searchSettings = createSearchSettingsService({ db: ports.db, companies, fieldSettings });
    const hashtags = later('searchBoxHashtags');
    return {
      routes: [
        ...searchConfigRoutes({
          boxes: searchBoxes,
          tabs: searchTabs,
          fieldSettings,
          sortFields,
          buttons,
          settings: searchSettings,
          companies,
          searchBoxHashtags: (companyId) => hashtags().searchBoxHashtags(companyId),
        }),
        buttonRoutes(buttons),
      ],
      services: { searchSettings, searchBoxes, searchTabs, fieldSettings, sortFields },
    };
  },
};

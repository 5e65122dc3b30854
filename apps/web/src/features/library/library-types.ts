import type { ContentGroupShelf, ContentWire } from '@hondana/contract';
import type { CamelCasedDeep } from '../../api/case-conversion';

/** A content as the screens read it (the API client camelCases every key). */
export type Content = CamelCasedDeep<ContentWire>;

/** A content group with one page of its contents (`content-group/public/list` and friends). */
export type Shelf = CamelCasedDeep<ContentGroupShelf>;

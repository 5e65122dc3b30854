import { useTranslation } from 'react-i18next';
import { useSite } from '../company/company-settings';
import Typography from '@mui/material/Typography';
import type { Content, Shelf } from '../library/library-types';
import { decideViewBook, viewerPath } from '../library/view-book';
import { GroupShelf } from './group-shelf';
import type { GroupShelfProps } from './group-shelf';

export interface ContinueShelfProps extends Pick<
  GroupShelfProps,
  'sort' | 'listUpdatedAt' | 'paging'
> {
  /** The recently read shelf; absent when the company has no favourite group to show it with. */
  shelf: Shelf | undefined;
  /** The whole list's address, which the shelf's heading links to on the home page. */
  allPath: string;
  /** The group a book opens through (one the reader can see that holds it). */
  groupOf: (content: Content) => number;
  /** The book's detail page. */
  detailLink: (content: Content) => string;
}

/**
 * The reader's recently read books, each opening in the reader where it was left: first on the
 * home page ("continue reading", linking to the whole list) and, with paging, the side menu's
 * Recently read. A book behind a plan the reader no longer holds opens its detail page instead,
 * which offers the plans (View Book's rule). Loaded only for readers with such books.
 */
export default function ContinueShelf({
  shelf,
  allPath,
  groupOf,
  detailLink,
  ...rest
}: ContinueShelfProps) {
  const { t } = useTranslation();
  const { company } = useSite();
  const emptyText = t('library.home.recentlyReadEmpty');
  if (!shelf) return <Typography color="text.secondary">{emptyText}</Typography>;
  const title = t(rest.paging ? 'library.menu.recentlyRead' : 'library.home.continueReading');
  const linkOf = (content: Content) =>
    decideViewBook({
      isSignedIn: true,
      accessMode: content.view,
      accountType: company?.accountType,
      isSubscriptionEnabled: Boolean(company?.showSubscriptionStatus),
      isSubscriptionPlan: content.isSubscriptionPlan,
      isRegistered: content.isRegistered,
    }) === 'open'
      ? viewerPath(content.id, groupOf(content))
      : detailLink(content);
  return (
    <GroupShelf
      {...rest}
      shelf={shelf}
      title={title}
      emptyText={emptyText}
      linkOf={linkOf}
      headingLink={
        rest.paging ? undefined : { to: allPath, label: t('library.home.seeAll', { name: title }) }
      }
    />
  );
}

import { ContentEncodingStatus } from '@hondana/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { qualified } from '../../platform/db/qualified.js';
import { contentGroups } from '../content-group/content-group.tables.js';
import { contentGroupContents, contents } from '../content/content.tables.js';
import { userGroupContentGroups } from '../user-group/user-group.tables.js';
import { userContentGroups } from '../user/user.tables.js';
import { contentHeldSql, contentInPlanSql } from '../subscription/held.js';
import type { Viewer } from './viewer.js';

// The list form of the access rule (content-access.ts holds the one-content form): SQL conditions
// that lists, home shelves, favourites and search put in their WHERE, so a list never shows what
// `canOpen` would refuse. Keep the two in step; content-access.int.test.ts checks that they agree.

/**
 * A content group is "running" from its start date (inclusive) through its end date (inclusive,
 * the whole day); dates are stored as midnight UTC of the yyyy-MM-dd the administrator chose.
 */
export function groupRunningCondition(now: Date): SQL {
  return and(
    sql`(${qualified(contentGroups.startDate)} is null or ${qualified(contentGroups.startDate)} <= ${now.toISOString()})`,
    sql`(${qualified(contentGroups.endDate)} is null or ${qualified(contentGroups.endDate)} + interval '1 day' > ${now.toISOString()})`,
  )!;
}

/**
 * Who may see a content group (product.md §3; issue 9 part 3): a group linked to no user group
 * and to no user is public, seen by everyone; a reader also sees the groups linked to their user
 * group (user_group_content_groups) and to themselves (user_content_groups). Administrators see
 * every group of their company. Plans do not hide groups: see {@link planFlagsOf}.
 */
export function groupAllowedCondition(viewer: Viewer): SQL | undefined {
  if (viewer.kind === 'admin') return undefined;
  const group = qualified(contentGroups.id);
  const isPublic = sql`(not exists (select 1 from ${userGroupContentGroups} where ${qualified(userGroupContentGroups.contentGroupId)} = ${group}) and not exists (select 1 from ${userContentGroups} where ${qualified(userContentGroups.contentGroupId)} = ${group}))`;
  if (viewer.kind === 'visitor') return isPublic;
  const ofOwnGroup =
    viewer.userGroupId === null
      ? sql`false`
      : sql`exists (select 1 from ${userGroupContentGroups} where ${qualified(userGroupContentGroups.userGroupId)} = ${viewer.userGroupId} and ${qualified(userGroupContentGroups.contentGroupId)} = ${group})`;
  const ofOwn = sql`exists (select 1 from ${userContentGroups} where ${qualified(userContentGroups.userId)} = ${viewer.userId} and ${qualified(userContentGroups.contentGroupId)} = ${group})`;
  return sql`(${isPublic} or ${ofOwnGroup} or ${ofOwn})`;
}

/**
 * Condition on `content_groups` rows: the groups `viewer` may see in lists. Administrators see
 * every group of their company, whatever its dates.
 */
export function visibleGroupsCondition(viewer: Viewer, now: Date = viewer.seenAt): SQL {
  const company = eq(contentGroups.companyId, viewer.companyId);
  if (viewer.kind === 'admin') return company;
  return and(company, groupRunningCondition(now), groupAllowedCondition(viewer))!;
}

/**
 * Condition on `contents` rows: the contents `viewer` may see, reached through a visible group
 * (only through `contentGroupId` when given). A book in no group a reader may see is in no list.
 * Usable in a query that itself joins content_groups: the inner reference binds to the subquery.
 */
export function visibleContentsCondition(
  viewer: Viewer,
  options: { contentGroupId?: number; now?: Date } = {},
): SQL {
  const company = eq(contents.companyId, viewer.companyId);
  const inGroup =
    options.contentGroupId === undefined
      ? undefined
      : sql`${qualified(contentGroupContents.contentGroupId)} = ${options.contentGroupId}`;
  if (viewer.kind === 'admin') {
    if (!inGroup) return company;
    return and(
      company,
      sql`exists (select 1 from ${contentGroupContents} where ${qualified(contentGroupContents.contentId)} = ${qualified(contents.id)} and ${inGroup})`,
    )!;
  }
  // The visible groups are decided once per statement (a few rows), not joined again for every
  // (group, content) pair: a search over a company's 10,000 books hashed all of them
  // (docs/decisions.md, "Field and hashtag search").
  const visibleGroupIds = sql`array(select ${qualified(contentGroups.id)} from ${contentGroups} where ${visibleGroupsCondition(viewer, options.now)})`;
  // Through one group: its links, which also find the group's contents for a shelf. Through any
  // group: the content's own row names its groups, so no lookup per content. `arrayoverlap` is
  // the `&&` operator's own function, called by name so that the planner guesses a third of the
  // contents pass instead of the operator's 0.5 %: with that, full-text search joined its pages
  // to every content of the company in a nested loop (docs/decisions.md).
  const throughVisibleGroup = inGroup
    ? sql`exists (select 1 from ${contentGroupContents} where ${qualified(contentGroupContents.contentId)} = ${qualified(contents.id)} and ${inGroup} and ${qualified(contentGroupContents.contentGroupId)} = any(${visibleGroupIds}))`
    : sql`arrayoverlap(${qualified(contents.groupIds)}, ${visibleGroupIds})`;
  return and(
    company,
    // Readers see only processed books; administrators see every status.
    eq(contents.encodingStatus, ContentEncodingStatus.Encoded),
    throughVisibleGroup,
  )!;
}

/**
 * The plan gate's two facts about a content, as SQL over its (qualified) id: whether it is in a
 * group a plan unlocks (with subscriptions on), and whether the viewer holds such a plan now
 * (administrators always do). Lists show both; the one-content rule refuses to open a content
 * that is in a plan and not held (863; 864 for a favourite), from the same SQL, so they agree.
 */
export function planFlagsOf(viewer: Viewer, contentId: SQL) {
  if (!viewer.plansOn) {
    return { isSubscriptionPlan: sql<boolean>`false`, isRegistered: sql<boolean>`false` };
  }
  return {
    isSubscriptionPlan: contentInPlanSql(contentId),
    isRegistered:
      viewer.kind === 'admin'
        ? sql<boolean>`true`
        : viewer.kind === 'reader'
          ? contentHeldSql(contentId, viewer.userId, viewer.seenAt)
          : sql<boolean>`false`,
  };
}

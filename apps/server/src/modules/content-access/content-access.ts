import { ContentAccessMode, ContentEncodingStatus, ErrorCode } from '@hondana/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock/clock.js';
import type { Executor } from '../../platform/db/database.js';
import { qualified } from '../../platform/db/qualified.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import { contentGroups, type ContentGroupRow } from '../content-group/content-group.tables.js';
import { contentGroupContents, contents, type ContentRow } from '../content/content.tables.js';
import { groupAllowedCondition, planFlagsOf } from './content-access.filters.js';
import { preparedPerViewerShape, viewerOf, type Viewer } from './viewer.js';

/**
 * What the caller wants to do: `see` a content in a list or on its detail page (visitors may,
 * even when the book needs sign-in: the page offers the login), `open` the book itself (viewer
 * token, bytes), or keep it as a `favorite` (seen, and gated by plans like opening).
 */
export type AccessPurpose = 'see' | 'open' | 'favorite';

/**
 * Which content: by id, by its public detail token (`/content/:contentToken`; the same rule as by
 * id), or by its direct-view token (`/direct-view/:viewToken`, see `decideByViewToken`).
 */
export type AccessRequest = (
  | { contentId: string; detailId?: never; viewToken?: never }
  | { detailId: string; contentId?: never; viewToken?: never }
  | { viewToken: string; contentId?: never; detailId?: never }
) & {
  /** The group the content is shown from; without it the rule picks a group the viewer may see. */
  contentGroupId?: number | null;
  purpose?: AccessPurpose;
};

/** The plan gate's two facts about a content (content-access.filters.ts `planFlagsOf`). */
interface PlanFlags {
  isSubscriptionPlan: boolean;
  isRegistered: boolean;
}

/** A content with the plan gate's facts for the viewer, as `contentColumns` reads them. */
export interface FoundContent {
  content: ContentRow;
  planFlags: PlanFlags;
}

/** What is asked of a content already found: through a group, or by its direct-view link. */
export interface FoundAccessRequest {
  contentGroupId: number | null;
  viaViewLink: boolean;
  purpose: AccessPurpose;
}

/** Which column names the content the rule is asked about. */
type ContentKey = 'id' | 'detailId' | 'viewToken';
const keyColumns = { id: contents.id, detailId: contents.detailId, viewToken: contents.viewToken };

/** The plan gate's facts where it does not apply: nothing to hold. */
const NOT_GATED = { isSubscriptionPlan: sql<boolean>`false`, isRegistered: sql<boolean>`false` };

/**
 * The columns the one-content rule reads (a `FoundContent`): the content, with the plan gate's
 * facts when the gate applies. It applies to opening and keeping, with subscriptions on, for
 * everyone but administrators.
 */
export function contentColumns(viewer: Viewer, purpose: AccessPurpose) {
  const gated = purpose !== 'see' && viewer.plansOn && viewer.kind !== 'admin';
  return {
    content: contents,
    planFlags: gated ? planFlagsOf(viewer, qualified(contents.id)) : NOT_GATED,
  };
}

export interface AccessGrant {
  content: ContentRow;
  /** The group the content is seen through; null only for administrators of an ungrouped content. */
  group: ContentGroupRow | null;
  /** Print permission in force: the content's 0/1/2, or 0 when the group forbids printing. */
  printMode: number;
  viewer: Viewer;
}

/**
 * The access rule, in one place: may this person see or open this content? Lists use its SQL
 * form (content-access.filters.ts); everything that shows or serves one content calls `canOpen`.
 *
 * - Another company's content, an unknown id, a content not in the given group: 712.
 * - Readers and visitors see only processed contents (encoding_status 3), only through a content
 *   group they may see (content-access.filters.ts): public groups (linked to no user group and no
 *   user), and for a reader also the groups linked to their user group and to them; else 712.
 * - A group before its start date: 827; after its end date: 828 (lists just hide it).
 * - Opening a book of access mode 1 (require login) needs a signed-in reader: 786 for visitors
 *   (not in open-account companies, which have no sign-in); mode 2 lets anyone open it.
 * - With subscriptions on, a content in a group a plan unlocks opens (863) and becomes a
 *   favourite (864) only for a reader holding such a plan now (`planFlagsOf`, which lists show).
 * - Company administrators see and open every content of their company.
 * - A direct-view token opens its one processed book for anyone (see `decideByViewToken`).
 */
export function createContentAccess(db: Executor, options: { clock: Clock }) {
  /**
   * The content `key` names (placeholder `key`), with the plan gate's facts, in one statement:
   * the rule runs on every byte range a reader fetches, and each statement costs a millisecond
   * on PGlite.
   */
  const preparedContents = preparedPerViewerShape(
    (placeholders, [key, purpose]: [ContentKey, AccessPurpose]) =>
      db
        .select(contentColumns(placeholders, purpose))
        .from(contents)
        .where(
          and(
            eq(keyColumns[key], sql.placeholder('key')),
            eq(contents.companyId, placeholders.companyId),
          ),
        )
        .prepare(''),
  );
  function findContents(
    viewer: Viewer,
    [key, value]: [ContentKey, string],
    purpose: AccessPurpose,
  ): Promise<FoundContent[]> {
    return preparedContents(viewer, { key: value }, [key, purpose]);
  }

  /** 863 (864 for a favourite) when the content is in a plan the viewer does not hold. */
  function planRefusal(planFlags: PlanFlags, purpose: AccessPurpose): ErrorCode | null {
    if (purpose !== 'see' && planFlags.isSubscriptionPlan && !planFlags.isRegistered) {
      return purpose === 'favorite'
        ? ErrorCode.PlanRequiredToFavorite
        : ErrorCode.PlanRequiredToView;
    }
    return null;
  }

  /**
   * The rule's last part, which the content alone decides once a group the viewer may use holds
   * it: sign-in for a book that asks for it (786), then the plan gate.
   */
  function refusalByContent(
    viewer: Viewer,
    { content, planFlags }: FoundContent,
    purpose: AccessPurpose,
  ): ErrorCode | null {
    const signInAsked =
      purpose === 'open' &&
      content.viewMode === ContentAccessMode.RequireLogin &&
      viewer.kind === 'visitor' &&
      !viewer.openAccount;
    return signInAsked ? ErrorCode.ViewNotAllowed : planRefusal(planFlags, purpose);
  }

  /**
   * The company's groups holding the content, oldest first (a stable choice of "its" group), each
   * with whether the viewer may see it by the list form of the rule (dates aside).
   */
  const preparedGroups = preparedPerViewerShape((placeholders) =>
    db
      .select({
        group: contentGroups,
        allowed: sql<boolean>`${groupAllowedCondition(placeholders) ?? sql`true`}`,
      })
      .from(contentGroupContents)
      .innerJoin(contentGroups, eq(contentGroups.id, contentGroupContents.contentGroupId))
      .where(
        and(
          eq(contentGroupContents.contentId, sql.placeholder('contentId')),
          eq(contentGroups.companyId, placeholders.companyId),
        ),
      )
      .orderBy(contentGroups.ordinal, contentGroups.id)
      .prepare(''),
  );
  function groupsOf(
    viewer: Viewer,
    contentId: string,
  ): Promise<{ group: ContentGroupRow; allowed: boolean }[]> {
    return preparedGroups(viewer, { contentId });
  }

  async function isFavoriteGroup(companyId: number, id: number): Promise<boolean> {
    const rows = await db
      .select({ id: contentGroups.id })
      .from(contentGroups)
      .where(
        and(
          eq(contentGroups.id, id),
          eq(contentGroups.companyId, companyId),
          eq(contentGroups.type, 'FAVORITE'),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  async function decide(viewer: Viewer, request: AccessRequest): Promise<AccessGrant> {
    const purpose = request.purpose ?? 'open';
    const key: [ContentKey, string] =
      request.viewToken !== undefined
        ? ['viewToken', request.viewToken]
        : request.detailId !== undefined
          ? ['detailId', request.detailId]
          : ['id', request.contentId];
    const [found] = await findContents(viewer, key, purpose);
    if (!found) throw new AppError(ErrorCode.ContentNotFound);
    const viaViewLink = request.viewToken !== undefined;
    return decideFound(
      viewer,
      { contentGroupId: request.contentGroupId ?? null, viaViewLink, purpose },
      found,
    );
  }

  /** The rule for a content read with `contentColumns`, by `decide` or by the caller. */
  async function decideFound(
    viewer: Viewer,
    asked: FoundAccessRequest,
    found: FoundContent,
  ): Promise<AccessGrant> {
    if (asked.viaViewLink) {
      return decideByViewToken(viewer, found.content, found.planFlags, asked.purpose);
    }
    return decideFrom(viewer, asked, found, await groupsOf(viewer, found.content.id));
  }

  /**
   * The rule for one content found by id or detail token, given what `findContents` and
   * `groupsOf` read for it.
   */
  async function decideFrom(
    viewer: Viewer,
    { contentGroupId, purpose }: { contentGroupId: number | null; purpose: AccessPurpose },
    { content, planFlags }: FoundContent,
    groups: { group: ContentGroupRow; allowed: boolean }[],
  ): Promise<AccessGrant> {
    let wanted = contentGroupId;
    // A book opened from the favourites or recently read shelf names the favourite group, which
    // holds no contents: the book is then reached through any group the viewer may see.
    if (wanted !== null && !groups.some(({ group }) => group.id === wanted)) {
      if (await isFavoriteGroup(viewer.companyId, wanted)) wanted = null;
    }
    const candidates = wanted === null ? groups : groups.filter(({ group }) => group.id === wanted);
    if (wanted !== null && candidates.length === 0) throw new AppError(ErrorCode.ContentNotFound);

    if (viewer.kind === 'admin') {
      const group = candidates[0]?.group ?? null;
      return { content, group, printMode: printModeOf(content, group), viewer };
    }

    if (content.encodingStatus !== ContentEncodingStatus.Encoded)
      throw new AppError(ErrorCode.ContentNotFound);
    const reachable = candidates.filter(({ allowed }) => allowed).map(({ group }) => group);
    if (reachable.length === 0) throw new AppError(ErrorCode.ContentNotFound);
    const now = viewer.seenAt;
    const group = reachable.find((candidate) => dateErrorOf(candidate, now) === null);
    if (!group) throw new AppError(dateErrorOf(reachable[0]!, now)!);

    const refusal = refusalByContent(viewer, { content, planFlags }, purpose);
    if (refusal !== null) throw new AppError(refusal);
    return { content, group, printMode: printModeOf(content, group), viewer };
  }

  /**
   * A direct-view token is a link the company administrator hands out (and renews with
   * `update-token`): whoever holds it may open that one processed book without signing in and
   * whatever its groups, like the no-layout view of product.md §2. Company and plans still apply.
   */
  async function decideByViewToken(
    viewer: Viewer,
    content: ContentRow,
    planFlags: PlanFlags,
    purpose: AccessPurpose,
  ): Promise<AccessGrant> {
    if (viewer.kind !== 'admin' && content.encodingStatus !== ContentEncodingStatus.Encoded) {
      throw new AppError(ErrorCode.ContentNotFound);
    }
    const refusal = planRefusal(planFlags, purpose);
    if (refusal !== null) throw new AppError(refusal);
    return { content, group: null, printMode: content.printMode, viewer };
  }

  return {
    /** The viewer of a request; build it once when a call checks many contents. */
    viewerOf: (ctx: CompanyContext) => viewerOf(ctx, options.clock.now()),

    /** Grants access or throws the AppError the caller answers with (see the rule above). */
    async canOpen(ctx: CompanyContext, request: AccessRequest): Promise<AccessGrant> {
      return decide(viewerOf(ctx, options.clock.now()), request);
    },

    /** `canOpen` for a viewer the caller already has. */
    canViewerOpen(viewer: Viewer, request: AccessRequest): Promise<AccessGrant> {
      return decide(viewer, request);
    },

    /**
     * `canViewerOpen` for a content the caller read in a statement of its own, with
     * `contentColumns(viewer, purpose)`: the reader's token lookup, asked for every byte range,
     * saves the rule's first statement. A content of another company is not found, as by id.
     */
    async canViewerOpenFound(
      viewer: Viewer,
      asked: FoundAccessRequest,
      found: FoundContent,
    ): Promise<AccessGrant> {
      // As `decide` finds none: another company's content, or by a direct-view link a content
      // whose link was taken back.
      const taken = asked.viaViewLink && found.content.viewToken === null;
      if (found.content.companyId !== viewer.companyId || taken) {
        throw new AppError(ErrorCode.ContentNotFound);
      }
      return decideFound(viewer, asked, found);
    },

    /**
     * Which of the `listed` contents the viewer may use for `purpose`, for rows a list read with
     * `visibleContentsCondition(viewer, { contentGroupId })` and their plan flags. That list form
     * already applied the rule's groups in the statement that read them; what is left is the
     * content's own part, with no statement of its own (a full-text search asks it for every
     * page of results). content-access.int.test.ts checks it grants exactly what
     * `canViewerOpen` grants each through that group.
     */
    grantedAmongVisible(
      viewer: Viewer,
      listed: FoundContent[],
      purpose: AccessPurpose,
    ): Set<string> {
      const granted = new Set<string>();
      for (const found of listed) {
        const usable =
          found.content.companyId === viewer.companyId &&
          (viewer.kind === 'admin' ||
            (found.content.encodingStatus === ContentEncodingStatus.Encoded &&
              refusalByContent(viewer, found, purpose) === null));
        if (usable) granted.add(found.content.id);
      }
      return granted;
    },
  };
}

export type ContentAccess = ReturnType<typeof createContentAccess>;

/** 827 before the start day, 828 after the end day, null while the group runs. */
export function dateErrorOf(group: ContentGroupRow, now: Date): ErrorCode | null {
  if (group.startDate && group.startDate.getTime() > now.getTime()) {
    return ErrorCode.ContentGroupNotStarted;
  }
  if (group.endDate && group.endDate.getTime() + DAY_MS <= now.getTime()) {
    return ErrorCode.ContentGroupExpired;
  }
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function printModeOf(content: ContentRow, group: ContentGroupRow | null): number {
  return group && !group.printable ? 0 : content.printMode;
}

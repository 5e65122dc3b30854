import { RoleLevel } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import type { CompanyContext } from '../../platform/http/request-context.js';

/** What every viewer carries: the company, its account type, and the plan gate's facts. */
interface ViewerBase {
  companyId: number;
  openAccount: boolean;
  /** The company has subscriptions on: contents in a plan's groups need the plan to open. */
  plansOn: boolean;
  /** The clock's time when the viewer was built: one instant for a whole request's rule. */
  seenAt: Date;
}

/**
 * Who looks at a company's books, as the access rule sees them. Built once per request from the
 * context (the actor carries the reader's user group) and handed to the rule and the list filters.
 */
export type Viewer =
  | (ViewerBase & { kind: 'admin'; userId: number })
  | (ViewerBase & {
      kind: 'reader';
      userId: number;
      /** Null: the reader is in no user group and sees every content group of the company. */
      userGroupId: number | null;
    })
  | (ViewerBase & { kind: 'visitor' });

export type ReaderViewer = Extract<Viewer, { kind: 'reader' }>;

/**
 * The viewer of a request on a company's site. A session of another company (or a system
 * administrator's) never reaches a company route, but is treated as a visitor should it happen.
 */
export function viewerOf(ctx: CompanyContext, now: Date): Viewer {
  const base: ViewerBase = {
    companyId: ctx.company.id,
    // OPEN_TYPE companies have no sign-in at all: their books are open to every visitor.
    openAccount: ctx.company.accountType === 'OPEN_TYPE',
    plansOn: ctx.company.showSubscriptionStatus,
    seenAt: now,
  };
  const { companyId } = base;
  const actor = ctx.actor;
  if (!actor || actor.companyId !== companyId) return { ...base, kind: 'visitor' };
  if (actor.roleLevel === RoleLevel.CompanyAdmin) {
    return { ...base, kind: 'admin', userId: actor.userId };
  }
  if (actor.roleLevel !== RoleLevel.User && actor.roleLevel !== RoleLevel.GroupUser) {
    return { ...base, kind: 'visitor' };
  }
  return { ...base, kind: 'reader', userId: actor.userId, userGroupId: actor.userGroupId };
}

/** The signed-in reader's id, or null for visitors and administrators (no favourites, no history). */
export function readerIdOf(viewer: Viewer): number | null {
  return viewer.kind === 'reader' ? viewer.userId : null;
}

/**
 * A viewer of the same shape as `viewer` (`viewerShapeOf`) whose values are a prepared
 * statement's placeholders: `companyId`, `userId`, `userGroupId` and `seenAt`, filled by
 * `placeholderValuesOf`. A statement built once from it serves every viewer of that shape: the
 * rule's SQL (content-access.filters.ts, `contentColumns`) and the listing only write a viewer's
 * values into SQL, never decide by them, except by what the shape holds. The instant is written
 * as `seenAt.toISOString()`, so that is all the stand-in for it has. library-listing.int.test.ts
 * compares the prepared listing with the one built for the viewer, shape by shape; the rule's
 * own tests (content-access.int.test.ts, the callers matrix) run every shape through it.
 */
function placeholderViewerOf(viewer: Viewer): Viewer {
  const values = {
    companyId: sql.placeholder('companyId'),
    seenAt: { toISOString: () => sql.placeholder('seenAt') },
    ...(viewer.kind === 'visitor' ? {} : { userId: sql.placeholder('userId') }),
    ...(viewer.kind === 'reader' && viewer.userGroupId !== null
      ? { userGroupId: sql.placeholder('userGroupId') }
      : {}),
  };
  return { ...viewer, ...values } as unknown as Viewer;
}

/** The values of `placeholderViewerOf(viewer)`'s placeholders. */
function placeholderValuesOf(viewer: Viewer): Record<string, unknown> {
  return {
    companyId: viewer.companyId,
    seenAt: viewer.seenAt.toISOString(),
    userId: viewer.kind === 'visitor' ? null : viewer.userId,
    userGroupId: viewer.kind === 'reader' ? viewer.userGroupId : null,
  };
}

/** What SQL built from `placeholderViewerOf(viewer)` depends on, beside the values. */
function viewerShapeOf(viewer: Viewer): string {
  const inNoUserGroup = viewer.kind === 'reader' && viewer.userGroupId === null;
  return [viewer.kind, viewer.plansOn, viewer.openAccount, inNoUserGroup].join(' ');
}

/** A prepared statement: drizzle's `.prepare()` of a query. */
interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * A statement built by `prepare` once per viewer shape (and `variant`, whatever else its text
 * depends on) from `placeholderViewerOf`, then run with each viewer's values and the caller's
 * own placeholders. Drizzle takes longer to build the access rule's statements than PGlite or
 * PostgreSQL take to run them, and some run on every request (docs/decisions.md, "Statements
 * prepared per viewer shape"). Each is named by its text on the connection, as every kept
 * statement is; an executor's statements stay with it (build one per executor).
 */
export function preparedPerViewerShape<R, V extends readonly string[] = []>(
  prepare: (placeholders: Viewer, variant: V) => Prepared<R>,
): (viewer: Viewer, values: Record<string, unknown>, variant?: V) => Promise<R> {
  const prepared = new Map<string, Prepared<R>>();
  return (viewer, values, variant = [] as unknown as V) => {
    const key = [viewerShapeOf(viewer), ...variant].join(' ');
    let statement = prepared.get(key);
    if (statement === undefined) {
      statement = prepare(placeholderViewerOf(viewer), variant);
      prepared.set(key, statement);
    }
    return statement.execute({ ...placeholderValuesOf(viewer), ...values });
  };
}

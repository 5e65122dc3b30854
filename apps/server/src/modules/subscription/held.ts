import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { qualified } from '../../platform/db/qualified.js';
import { contentGroupContents } from '../content/content.tables.js';
import { planContentGroups, userPlans } from './subscription.tables.js';

/**
 * A registration opens the plan's books while ACTIVE or CANCEL and before its expiry: the clock
 * decides, not the expiry job (which only tidies statuses afterwards).
 */
export function grantsAccess(now: Date): SQL {
  return and(inArray(userPlans.status, ['ACTIVE', 'CANCEL']), gt(userPlans.expiresAt, now)) as SQL;
}

/**
 * A reader holds a plan (849 on delete, 814 on registering again, `is_registered` on the plan)
 * while it is ACTIVE, or cancelled and not yet expired. INACTIVE (its renewal failed after the
 * retries) holds nothing: the reader may buy the plan again.
 */
export function holdsPlan(now: Date): SQL {
  return or(
    eq(userPlans.status, 'ACTIVE'),
    and(eq(userPlans.status, 'CANCEL'), gt(userPlans.expiresAt, now)),
  ) as SQL;
}

const cgc = contentGroupContents;
const planGroups = sql`${cgc} inner join ${planContentGroups} on ${qualified(planContentGroups.contentGroupId)} = ${qualified(cgc.contentGroupId)}`;

/** SQL for lists: is the content (by its qualified id column) in a group a plan unlocks? */
export function contentInPlanSql(contentId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${planGroups} where ${qualified(cgc.contentId)} = ${contentId})`;
}

/** SQL for lists: does reader `userId` hold, now, a plan unlocking a group holding the content? */
export function contentHeldSql(contentId: SQL, userId: number, now: Date): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${planGroups} inner join ${userPlans} on ${qualified(userPlans.planId)} = ${qualified(planContentGroups.planId)} where ${qualified(cgc.contentId)} = ${contentId} and ${qualified(userPlans.userId)} = ${userId} and ${qualified(userPlans.status)} in ('ACTIVE', 'CANCEL') and ${qualified(userPlans.expiresAt)} > ${now.toISOString()})`;
}

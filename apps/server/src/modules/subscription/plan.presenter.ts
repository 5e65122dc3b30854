import type { DiscountOrdinalWire, OrdinalDiscount, PlanWire, PricedPlan } from '@hondana/contract';
import { storedImageUrl } from '../company/company.presenter.js';
import type { CompanyRow } from '../company/company.tables.js';
import type { PlanDetails } from './plan.repository.js';
import type { DiscountOrdinalRow, PlanRow } from './subscription.tables.js';

export function presentOrdinal(row: DiscountOrdinalRow): DiscountOrdinalWire {
  return {
    id: row.id,
    subscription_plan_id: row.planId,
    ordinal: row.ordinal,
    discount_type: row.discountKind,
    discount_value: row.discountValue,
  };
}

export function presentPlan(company: CompanyRow, row: PlanRow, details: PlanDetails): PlanWire {
  return {
    id: row.id,
    name: row.name,
    image_name: row.imageKey ? row.imageKey.slice(row.imageKey.lastIndexOf('/') + 1) : null,
    image_url: storedImageUrl(company, 'subscription', row.imageKey),
    price: row.price,
    discount_price: row.discountPrice,
    duration: row.duration,
    duration_type: row.durationType,
    number_free_term: row.numberFreeTerm,
    term_type: row.termType,
    subscription_type: row.subscriptionType,
    subscription_discount_type: row.discountType,
    ordinal: row.ordinal,
    content_group_ids: details.groups.map((group) => group.id),
    subscription_content_groups: details.groups.map((group) => ({
      content_group_id: group.id,
      content_group_name: group.name,
    })),
    discount_ordinals: details.ordinals.map(presentOrdinal),
    registered_count: details.registeredCount,
    is_registered: details.isRegistered,
    created_date: row.createdAt.toISOString(),
    update_date: row.updatedAt.toISOString(),
  };
}

/** A plan as the one price function reads it. */
export function pricedPlanOf(row: PlanRow, ordinals: readonly DiscountOrdinalRow[]): PricedPlan {
  return {
    price: row.price,
    discountPrice: row.discountPrice,
    discountType: row.discountType,
    ordinalDiscounts: ordinals.map((ordinal): OrdinalDiscount => ({
      ordinal: ordinal.ordinal,
      kind: ordinal.discountKind,
      value: ordinal.discountValue,
    })),
  };
}

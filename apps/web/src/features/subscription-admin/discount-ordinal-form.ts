/**
 * The discount-ordinal dialog (the discount of a plan's n-th billing period): its values, the body
 * it sends (checked by the contract's discountOrdinalBodySchema), and what each period then costs,
 * through the one price function `priceOf` (docs/pricing.md).
 */
import { z } from 'zod';
import {
  DiscountKind,
  discountOrdinalBodySchema,
  limits,
  priceOf,
  type DiscountOrdinalBody,
  type PriceLines,
} from '@hondana/contract';
import { checkDiscountValue, discountKinds } from './discount';
import { wholeNumberText } from './plan-form';
import type { DiscountOrdinal, Plan } from './plans-api';

export const discountOrdinalFormSchema = z
  .object({
    ordinal: wholeNumberText(1, limits.ordinalMax, 'subscriptionAdmin.validation.period'),
    discountType: z.enum(discountKinds),
    discountValue: z.string(),
  })
  .superRefine(checkDiscountValue);

export type DiscountOrdinalFormValues = z.infer<typeof discountOrdinalFormSchema>;

/** A new entry prices the period after the last one given. */
export function newOrdinalValues(existing: readonly DiscountOrdinal[]): DiscountOrdinalFormValues {
  const last = existing.reduce((highest, entry) => Math.max(highest, entry.ordinal), 0);
  return {
    ordinal: String(Math.min(last + 1, limits.ordinalMax)),
    discountType: DiscountKind.Percent,
    discountValue: '0',
  };
}

export function ordinalToFormValues(entry: DiscountOrdinal): DiscountOrdinalFormValues {
  return {
    ordinal: String(entry.ordinal),
    discountType: entry.discountType,
    discountValue: String(entry.discountValue),
  };
}

export function formValuesToOrdinalBody(
  planId: number,
  values: DiscountOrdinalFormValues,
): DiscountOrdinalBody {
  return discountOrdinalBodySchema.parse({
    subscription_plan_id: planId,
    ordinal: Number(values.ordinal),
    discount_type: values.discountType,
    discount_value: Number(values.discountValue),
  });
}

/**
 * What billing period `period` of the plan costs with these ordinal discounts (the list being
 * edited, which may be newer than the plan's copy).
 */
export function pricePeriod(
  plan: Pick<Plan, 'price' | 'discountPrice' | 'subscriptionDiscountType'>,
  ordinals: readonly DiscountOrdinal[],
  period: number,
): PriceLines {
  return priceOf({
    plan: {
      price: plan.price,
      discountPrice: plan.discountPrice,
      discountType: plan.subscriptionDiscountType,
      ordinalDiscounts: ordinals.map((entry) => ({
        ordinal: entry.ordinal,
        kind: entry.discountType,
        value: entry.discountValue,
      })),
    },
    period,
  });
}

/** Catalogue codes that belong to one field of the dialog. */
export const ordinalFieldOfError: Partial<Record<number, keyof DiscountOrdinalFormValues>> = {
  861: 'ordinal',
};

/**
 * A discount as coupons and discount ordinals carry it (docs/pricing.md rule 4): a percentage
 * 0-100 or a number of yen. The form check both dialogs share, and how a discount reads.
 */
import type { z } from 'zod';
import { DiscountKind, limits } from '@hondana/contract';
import { formatYen } from '../../ui/format/yen';

export const discountKinds = [DiscountKind.Percent, DiscountKind.Amount] as const;

/** The discount part of a dialog's values: the kind, and the value as typed. */
export interface DiscountFields {
  discountType: DiscountKind;
  discountValue: string;
}

/** A superRefine step: the value must be a whole percentage 0-100, or whole yen. */
export function checkDiscountValue(values: DiscountFields, ctx: z.RefinementCtx): void {
  const isPercent = values.discountType === DiscountKind.Percent;
  const text = values.discountValue.trim();
  if (/^\d+$/.test(text) && Number(text) <= (isPercent ? 100 : limits.yenMax)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['discountValue'],
    message: isPercent
      ? 'subscriptionAdmin.validation.percent'
      : 'subscriptionAdmin.validation.yen',
  });
}

/** "10%" or "¥500". */
export function formatDiscount(discount: { discountType: DiscountKind; discountValue: number }) {
  return discount.discountType === DiscountKind.Percent
    ? `${discount.discountValue}%`
    : formatYen(discount.discountValue);
}

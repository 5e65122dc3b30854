/**
 * The coupon dialog: the values a coupon fills it with and the body it sends, checked by the
 * contract's couponBodySchema (the server's own check) after the dialog's friendlier messages.
 * Codes ignore case and are kept upper case (docs/subscriptions.md), so the form shows them so.
 */
import { z } from 'zod';
import { couponBodySchema, DiscountKind, limits, type CouponBody } from '@hondana/contract';
import type { CouponWire } from '@hondana/contract';
import type { CamelCasedDeep } from '../../api/case-conversion';
import { checkDiscountValue, discountKinds } from './discount';
import { wholeNumberText } from './plan-form';

export type Coupon = CamelCasedDeep<CouponWire>;

const messages = 'subscriptionAdmin.validation';
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written yyyy-MM-dd (not 2026-02-30). */
function isCalendarDay(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const couponFields = z.object({
  couponCode: z
    .string()
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(32, `${messages}.couponCodeLength`)
    .regex(/^[A-Za-z0-9_-]+$/, 'validation.couponCode.pattern'),
  name: z
    .string()
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(255, `${messages}.tooLong`),
  expiryDate: z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDay(value), `${messages}.date`),
  numberOfUsages: wholeNumberText(1, limits.int4Max, `${messages}.usages`),
  discountType: z.enum(discountKinds),
  discountValue: z.string(),
});

export type CouponFormValues = z.infer<typeof couponFields>;

export function formValuesToCouponBody(values: CouponFormValues): CouponBody {
  return {
    coupon_code: values.couponCode.trim().toUpperCase(),
    name: values.name.trim(),
    expiry_date: values.expiryDate.trim() === '' ? null : values.expiryDate.trim(),
    number_of_usages: Number(values.numberOfUsages),
    discount_type: values.discountType,
    discount_value: Number(values.discountValue),
  };
}

const fieldOfBodyKey: Record<keyof CouponBody, keyof CouponFormValues> = {
  coupon_code: 'couponCode',
  name: 'name',
  expiry_date: 'expiryDate',
  number_of_usages: 'numberOfUsages',
  discount_type: 'discountType',
  discount_value: 'discountValue',
};

export const couponFormSchema = couponFields.superRefine((values, ctx) => {
  checkDiscountValue(values, ctx);
  // What the dialog's own rules let through must also pass the contract's schema; before that,
  // the dialog's messages say more than the contract's would.
  if (ctx.issues.length > 0) return;
  const parsed = couponBodySchema.safeParse(formValuesToCouponBody(values));
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path[0] as keyof CouponBody;
    ctx.addIssue({ code: 'custom', path: [fieldOfBodyKey[key]], message: `${messages}.invalid` });
  }
});

export const emptyCouponValues: CouponFormValues = {
  couponCode: '',
  name: '',
  expiryDate: '',
  numberOfUsages: '1',
  discountType: DiscountKind.Percent,
  discountValue: '10',
};

export function couponToFormValues(coupon: Coupon): CouponFormValues {
  return {
    couponCode: coupon.couponCode,
    name: coupon.name,
    expiryDate: coupon.expiryDate ? coupon.expiryDate.slice(0, 10) : '',
    numberOfUsages: String(coupon.numberOfUsages),
    discountType: coupon.discountType,
    discountValue: String(coupon.discountValue),
  };
}

/** Catalogue codes that belong to one field of the coupon dialog. */
export const couponFieldOfError: Partial<Record<number, keyof CouponFormValues>> = {
  407: 'couponCode',
  865: 'expiryDate',
};

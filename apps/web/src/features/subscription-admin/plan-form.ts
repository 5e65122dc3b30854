/**
 * The plan dialog: schema (messages are i18n keys), the values a plan fills it with, and the
 * multipart upload it sends (docs/subscriptions.md: `content-data` is the JSON of planBodySchema,
 * snake_case, beside an optional image `file`). Numbers stay text in the form so an emptied box
 * is a message, not NaN. The rules the catalogue gives codes to (820-823, 829) are the server's:
 * its answer is shown under the field concerned.
 */
import { z } from 'zod';
import {
  DurationUnit,
  limits,
  planBodySchema,
  SubscriptionDiscountType,
  SubscriptionType,
  TermType,
  type PlanBody,
} from '@hondana/contract';
import type { Plan } from './plans-api';

const messages = 'subscriptionAdmin.validation';

/** A whole number from `min` to `max`, typed as text. */
export function wholeNumberText(min: number, max: number, message: string) {
  return z
    .string()
    .trim()
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
      message,
    );
}

const optionalWholeNumberText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) <= max), message);

export const durationUnits = [DurationUnit.Day, DurationUnit.Month, DurationUnit.Year] as const;
export const termTypes = Object.values(TermType);
export const subscriptionTypes = [SubscriptionType.None, SubscriptionType.Login] as const;
export const planDiscountTypes = Object.values(SubscriptionDiscountType);

export const planFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(255, `${messages}.tooLong`),
  price: wholeNumberText(0, limits.yenMax, `${messages}.yen`),
  discountPrice: optionalWholeNumberText(limits.yenMax, `${messages}.yen`),
  duration: wholeNumberText(1, limits.planDurationMax, `${messages}.duration`),
  durationType: z.enum(['0', '1', '2']),
  numberFreeTerm: wholeNumberText(0, limits.planDurationMax, `${messages}.freeDays`),
  termType: z.enum(termTypes),
  subscriptionType: z.enum(['1', '2']),
  subscriptionDiscountType: z.enum(planDiscountTypes),
  contentGroupIds: z.array(z.number()).min(1, `${messages}.contentGroups`),
  ordinal: optionalWholeNumberText(limits.int4Max, `${messages}.ordinal`),
});

export type PlanFormValues = z.infer<typeof planFormSchema>;

export const emptyPlanValues: PlanFormValues = {
  name: '',
  price: '0',
  discountPrice: '',
  duration: '1',
  durationType: String(DurationUnit.Month) as '1',
  numberFreeTerm: '0',
  termType: TermType.ByDays,
  subscriptionType: String(SubscriptionType.None) as '1',
  subscriptionDiscountType: SubscriptionDiscountType.None,
  contentGroupIds: [],
  ordinal: '',
};

export function planToFormValues(plan: Plan): PlanFormValues {
  return {
    name: plan.name,
    price: String(plan.price),
    discountPrice: plan.discountPrice === null ? '' : String(plan.discountPrice),
    duration: String(plan.duration),
    durationType: String(plan.durationType) as PlanFormValues['durationType'],
    numberFreeTerm: String(plan.numberFreeTerm),
    termType: plan.termType,
    subscriptionType: String(plan.subscriptionType) as PlanFormValues['subscriptionType'],
    subscriptionDiscountType: plan.subscriptionDiscountType,
    contentGroupIds: plan.contentGroupIds,
    ordinal: String(plan.ordinal),
  };
}

/** What happens to the plan's image on save. */
export type ImageChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

/** The `content-data` part: snake_case, as planBodySchema reads it. */
export function formValuesToPlanBody(values: PlanFormValues, image: ImageChange): PlanBody {
  const body: PlanBody = {
    name: values.name.trim(),
    price: Number(values.price),
    discount_price: values.discountPrice.trim() === '' ? null : Number(values.discountPrice),
    duration: Number(values.duration),
    duration_type: Number(values.durationType) as PlanBody['duration_type'],
    number_free_term: Number(values.numberFreeTerm),
    term_type: values.termType,
    subscription_type: Number(values.subscriptionType) as PlanBody['subscription_type'],
    subscription_discount_type: values.subscriptionDiscountType,
    content_group_ids: values.contentGroupIds,
  };
  if (values.ordinal.trim() !== '') body.ordinal = Number(values.ordinal);
  // A new file replaces the image by itself; the flag is for taking it away.
  if (image.kind === 'remove') body.remove_image = true;
  return planBodySchema.parse(body);
}

/** The multipart body of a plan's add or update. */
export function buildPlanFormData(body: PlanBody, image: ImageChange): FormData {
  const form = new FormData();
  // Fields first, as the other uploads send them; the server takes either order.
  form.append('content-data', JSON.stringify(body));
  if (image.kind === 'replace') form.append('file', image.file, image.file.name);
  return form;
}

/** Catalogue codes that belong to one field of the plan dialog. */
export const planFieldOfError: Partial<Record<number, keyof PlanFormValues>> = {
  820: 'duration',
  821: 'numberFreeTerm',
  822: 'price',
  823: 'discountPrice',
  829: 'contentGroupIds',
  715: 'contentGroupIds',
};

import { z } from 'zod';
import { limits } from './constants';
import { idParamSchema, idSchema } from './validation';
import { registeredPlanWireSchema } from './wire-subscription';

// Card payments on the wire (api-catalogue.md §7 Payment; issue 20). Card numbers and security
// codes never appear here: the order page's script sends them straight to the gateway's token
// endpoint and only the one-time token travels to Hondana (docs/payments.md).

/** A one-time card token from the gateway's token endpoint (VeriTrans4G's are 36 characters). */
export const cardTokenSchema = z.string().trim().min(1).max(256);

const couponCodeSchema = z.string().trim().max(32).nullable().optional();

/** Where a payment stands in our books (product.md §3: SUCCESS, PENDING, otherwise an error). */
export const OrderStatus = { Pending: 'PENDING', Success: 'SUCCESS', Failed: 'FAILED' } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
const orderStatuses = [OrderStatus.Pending, OrderStatus.Success, OrderStatus.Failed] as const;

/** A reader's first order of a plan, or the charge of a later period on the card on file. */
export const OrderKind = { First: 'FIRST', Renewal: 'RENEWAL' } as const;
export type OrderKind = (typeof OrderKind)[keyof typeof OrderKind];

/** Our own order id, also the gateway's orderId (≤100 of A-Za-z0-9_-). */
export const orderIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,100}$/);

/**
 * `POST veritrans/charge`: a card without 3-D Secure (token), or the card on file (no token).
 * An order of 0 yen registers without the gateway (isClose). The amount is the server's.
 */
export const chargeBodySchema = z.object({
  subscription_plan_id: idSchema,
  coupon_code: couponCodeSchema,
  token: cardTokenSchema.nullable().optional(),
});
export type ChargeBody = z.infer<typeof chargeBodySchema>;

/**
 * What a charge did: REGISTERED (paid, or nothing to pay) with the registration, or
 * THREE_D_SECURE when the card asks for it: the page gets a fresh token and calls order-receive.
 */
export const chargeAnswerSchema = z.object({
  outcome: z.enum(['REGISTERED', 'THREE_D_SECURE']),
  order_id: z.string().nullable(),
  registration: registeredPlanWireSchema.nullable(),
});
export type ChargeAnswer = z.infer<typeof chargeAnswerSchema>;

/**
 * `POST veritrans/order-receive`: starts a 3-D Secure order. `redirect_url` is a path of our own
 * site the reader returns to (a full URL elsewhere is refused); `state` comes back untouched.
 * `customer_ip` is taken from the connection, not from this field (kept for the catalogue).
 */
export const orderReceiveBodySchema = z.object({
  subscription_plan_id: idSchema,
  coupon_code: couponCodeSchema,
  token: cardTokenSchema,
  redirect_url: z
    .string()
    .trim()
    .max(2048)
    .regex(/^\/(?!\/)/, 'a path of this site')
    .optional(),
  state: z.string().max(1024).optional(),
  card_holder_email: z.string().trim().max(255).optional(),
  card_holder_name: z.string().trim().max(255).optional(),
  customer_ip: z.string().max(64).optional(),
});
export type OrderReceiveBody = z.infer<typeof orderReceiveBodySchema>;

/** Where the browser goes for 3-D Secure ("ok" with no URL: registered without the gateway). */
export const orderReceiveAnswerSchema = z.object({
  order_id: z.string().nullable(),
  redirect_url: z.string().nullable(),
  result: z.enum(['redirect', 'ok']),
});
export type OrderReceiveAnswer = z.infer<typeof orderReceiveAnswerSchema>;

/** `POST veritrans/confirm-order`: after the browser's return from 3-D Secure. */
export const confirmOrderBodySchema = z.object({
  order_id: orderIdSchema,
  coupon_code: couponCodeSchema,
});
export type ConfirmOrderBody = z.infer<typeof confirmOrderBodySchema>;

/** A settled order: 859 while it is still PENDING, 860 (the gateway's message) when FAILED. */
export const confirmOrderAnswerSchema = z.object({
  order_id: z.string(),
  status: z.enum(orderStatuses),
  registration: registeredPlanWireSchema.nullable(),
});
export type ConfirmOrderAnswer = z.infer<typeof confirmOrderAnswerSchema>;

/** A payment in the history (`transaction/page`): the reader's own, or every reader's for admins. */
export const transactionWireSchema = z.object({
  id: z.string(),
  /** The plan's name at the time of the order. */
  name: z.string(),
  /** Integer yen, tax included. */
  price: z.number().int(),
  created_date: z.string(),
  status: z.enum(orderStatuses),
  kind: z.enum([OrderKind.First, OrderKind.Renewal]),
  period: z.number().int(),
  coupon_code: z.string().nullable(),
  /** At most the first 6 and last 4 digits. */
  card_number: z.string().nullable(),
  /** The gateway's message on a failed payment. */
  message: z.string().nullable(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  user_email: z.string().nullable(),
});
export type TransactionWire = z.infer<typeof transactionWireSchema>;

export const transactionPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(limits.int4Max).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  /** Plan name, order id; administrators also a reader's name, e-mail or login id. */
  search_key: z.string().trim().max(255).optional(),
  status: z.enum(orderStatuses).optional(),
  user_id: idParamSchema.optional(),
});
export type TransactionPageQuery = z.infer<typeof transactionPageQuerySchema>;

/** The reader's card on file, masked (null: none saved). */
export const cardOnFileWireSchema = z
  .object({
    card_number: z.string(),
    /** MM/YY. */
    card_expire: z.string(),
  })
  .nullable();
export type CardOnFileWire = z.infer<typeof cardOnFileWireSchema>;

/** `POST veritrans`: replaces the card on file with the card behind a new token (858 refused). */
export const cardUpdateBodySchema = z.object({ token: cardTokenSchema });

/**
 * What the order page needs to tokenize a card in the browser: the gateway's token endpoint and
 * the company's public token API key (846 when the company takes no card payments).
 */
export const paymentTokenSettingSchema = z.object({
  token_url: z.string(),
  token_api_key: z.string(),
});
export type PaymentTokenSetting = z.infer<typeof paymentTokenSettingSchema>;

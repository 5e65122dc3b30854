/** Where 3-D Secure brings the reader back (our own path: the server refuses any other). */
export const paymentConfirmPath = '/veritrans-payment/confirm';

export function orderEntryPathOf(planId: number): string {
  return `/order-entry/${planId}`;
}

/** The thank-you page of the plan just bought. */
export function thankYouPathOf(planId: number | null): string {
  return planId === null ? '/thank-you' : `/thank-you?subscriptionId=${planId}`;
}

/**
 * The order the browser left for 3-D Secure, kept in this tab until the return: the confirm page
 * needs its coupon, and its plan for "back to checkout" and the thank-you page. No card data.
 */
export interface PendingOrder {
  orderId: string;
  planId: number;
  couponCode: string | null;
}

const pendingOrderKey = 'hondana.pendingOrder';

export function rememberPendingOrder(order: PendingOrder): void {
  try {
    sessionStorage.setItem(pendingOrderKey, JSON.stringify(order));
  } catch {
    // Storage refused (private mode, full): the confirm page still settles the order by its id.
  }
}

export function readPendingOrder(orderId: string): PendingOrder | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(pendingOrderKey) ?? 'null') as unknown;
    if (typeof saved !== 'object' || saved === null) return null;
    const order = saved as Partial<PendingOrder>;
    if (order.orderId !== orderId || typeof order.planId !== 'number') return null;
    return {
      orderId,
      planId: order.planId,
      couponCode: typeof order.couponCode === 'string' ? order.couponCode : null,
    };
  } catch {
    return null;
  }
}

export function forgetPendingOrder(): void {
  try {
    sessionStorage.removeItem(pendingOrderKey);
  } catch {
    // Nothing kept.
  }
}

import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { CompanyService } from '../company/company.service.js';
import type { CouponService } from '../subscription/coupon.service.js';
import type { DiscountOrdinalService } from '../subscription/discount-ordinal.service.js';
import type { PlanService } from '../subscription/plan.service.js';

export interface DemoSubscriptionServices {
  plans: PlanService;
  discountOrdinals: DiscountOrdinalService;
  coupons: CouponService;
}

/**
 * The demo's subscriptions (issue 19 part 8): the premium shelf behind two plans, a 14-day free
 * trial and a monthly plan whose first month is free and second half price, and the coupon
 * WELCOME10 (10 % off), so a newcomer meets the gate on `npm start`.
 */
export async function seedDemoSubscriptions(
  services: DemoSubscriptionServices,
  ctx: CompanyContext,
  premiumGroupId: number,
): Promise<void> {
  await services.plans.add(
    ctx,
    {
      name: '14日間無料トライアル / 14-day free trial',
      price: 980,
      discount_price: null,
      duration: 1,
      duration_type: 1,
      number_free_term: 14,
      term_type: 'BY_DAYS',
      subscription_type: 2,
      subscription_discount_type: 'NONE',
      content_group_ids: [premiumGroupId],
      ordinal: 0,
    },
    null,
  );
  const monthly = await services.plans.add(
    ctx,
    {
      name: 'プレミアム月額 / Premium monthly',
      price: 1480,
      discount_price: 1280,
      duration: 1,
      duration_type: 1,
      number_free_term: 0,
      term_type: 'BY_DATE',
      subscription_type: 2,
      subscription_discount_type: 'ORDINAL',
      content_group_ids: [premiumGroupId],
      ordinal: 1,
    },
    null,
  );
  // The first month is paid (half price), so a newcomer pays by card with 4111… in the sandbox.
  for (const [ordinal, percent] of [
    [1, 50],
    [2, 25],
  ] as const) {
    await services.discountOrdinals.add(ctx, {
      subscription_plan_id: monthly.id,
      ordinal,
      discount_type: 'PERCENT',
      discount_value: percent,
    });
  }
  await services.coupons.add(ctx, {
    coupon_code: 'WELCOME10',
    name: 'ようこそ10%オフ / Welcome 10% off',
    expiry_date: null,
    number_of_usages: 1000,
    discount_type: 'PERCENT',
    discount_value: 10,
  });
}

export interface DemoMerchant {
  ccid: string;
  secretKey: string;
  tokenApiKey: string;
}

/**
 * The demo company's VeriTrans4G merchant (issue 20): the payments sandbox's, which `npm start`
 * runs beside the server, so a newcomer pays with 4111… and no account anywhere. Sealed like any
 * company's secret key; test mode, as it can never pay anything real.
 */
export async function seedDemoMerchant(
  deps: { companies: CompanyService; secretBox: SecretBox },
  ctx: CompanyContext,
  merchant: DemoMerchant,
): Promise<void> {
  await deps.companies.update(ctx, ctx.company.id, {
    veritransMerchantCcid: merchant.ccid,
    veritransSecretKey: deps.secretBox.seal(merchant.secretKey, ctx.company.id),
    veritransTokenApiKey: merchant.tokenApiKey,
    veritransTestMode: true,
  });
}

import type { ServerModule } from '../../server-module.js';
import { couponRoutes } from './coupon.routes.js';
import { createCouponService, type CouponService } from './coupon.service.js';
import {
  createDiscountOrdinalService,
  type DiscountOrdinalService,
} from './discount-ordinal.service.js';
import { planRoutes } from './plan.routes.js';
import { createPlanService, type PlanService } from './plan.service.js';
import { registrationRoutes } from './registration.routes.js';
import { createRegistrationService, type RegistrationService } from './registration.service.js';
import { defineSubscriptionExpiry } from './subscription.jobs.js';

declare module '../../server-module.js' {
  interface Services {
    plans: PlanService;
    discountOrdinals: DiscountOrdinalService;
    coupons: CouponService;
    /** Readers' registered plans: the user detail lists them, an account's cancel ends them. */
    registrations: RegistrationService;
  }
}

/** Subscription plans, discount ordinals, coupons and readers' registered plans (docs/subscriptions.md). */
export const subscriptionModule: ServerModule = {
  name: 'subscription',
  create(ports, { companyImages }) {
    const plans = createPlanService({
      db: ports.db,
      clock: ports.clock,
      images: companyImages,
      onLeftover: (key, error) =>
        ports.log.warn({ err: error, key }, 'an old plan image could not be deleted'),
    });
    const ordinals = createDiscountOrdinalService({ db: ports.db, plans });
    const coupons = createCouponService({ db: ports.db, clock: ports.clock });
    const registrations = createRegistrationService({ db: ports.db, clock: ports.clock, coupons });
    return {
      routes: [
        planRoutes(plans, ordinals),
        couponRoutes(coupons, registrations),
        registrationRoutes(registrations),
      ],
      jobs: [defineSubscriptionExpiry(registrations)],
      services: {
        plans,
        discountOrdinals: ordinals,
        coupons,
        registrations,
        plansUsingGroup: plans.unlocksGroup,
      },
    };
  },
};

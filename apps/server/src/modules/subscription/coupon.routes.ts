import {
  couponBodySchema,
  couponCheckQuerySchema,
  couponCheckWireSchema,
  couponPageQuerySchema,
  couponWireSchema,
  idParamSchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, pagedOf, toPage } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import { presentCoupon, type CouponService } from './coupon.service.js';
import { presentQuote } from './registration.routes.js';
import type { RegistrationService } from './registration.service.js';

const idParams = z.object({ id: idParamSchema });
const common = { tags: ['coupon'] };
const couponEnvelope = envelopeOf(couponWireSchema);

/** Coupons (api-catalogue §7 Coupons): the administrator's calls and a reader's check of a code. */
export function couponRoutes(
  service: CouponService,
  registrations: RegistrationService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/manage-coupon',
      {
        config: { action: 'coupon.find' },
        schema: {
          ...common,
          summary: 'One coupon by its code (any case); 850 none',
          querystring: z.object({ coupon_code: z.string().trim().min(1).max(32) }),
          response: { 200: couponEnvelope },
        },
      },
      async (request) =>
        ok(await service.byCode(companyContextOf(request), request.query.coupon_code)),
    );

    app.get(
      '/manage-coupon/page',
      {
        config: { action: 'coupon.page' },
        schema: {
          ...common,
          summary: 'A page of coupons, newest first, searched by code or name',
          querystring: couponPageQuerySchema,
          response: { 200: envelopeOf(pagedOf(couponWireSchema)) },
        },
      },
      async (request) => {
        const { page, size } = request.query;
        const { coupons, total } = await service.page(companyContextOf(request), request.query);
        return ok(toPage(coupons, total, page, size));
      },
    );

    app.get(
      '/manage-coupon/user/get',
      {
        config: { action: 'coupon.check' },
        schema: {
          ...common,
          summary:
            'A reader checks a code against a plan: the coupon and the new price (854 invalid or expired, 855 used up, 847 unknown plan)',
          querystring: couponCheckQuerySchema,
          response: { 200: envelopeOf(couponCheckWireSchema) },
        },
      },
      async (request) => {
        const { coupon_code, subscription_plan_id } = request.query;
        const quote = await registrations.quote(
          companyContextOf(request),
          subscription_plan_id,
          coupon_code,
        );
        const coupon = presentCoupon(quote.coupon!);
        return ok({
          coupon_code: coupon.coupon_code,
          name: coupon.name,
          discount_type: coupon.discount_type,
          discount_value: coupon.discount_value,
          expiry_date: coupon.expiry_date,
          price: presentQuote(quote),
        });
      },
    );

    app.get(
      '/manage-coupon/:id',
      {
        config: { action: 'coupon.detail' },
        schema: {
          ...common,
          summary: 'One coupon (850 unknown)',
          params: idParams,
          response: { 200: couponEnvelope },
        },
      },
      async (request) => ok(await service.detail(companyContextOf(request), request.params.id)),
    );

    app.post(
      '/manage-coupon/add',
      {
        config: { action: 'coupon.add' },
        schema: {
          ...common,
          summary:
            'Adds a coupon (407 a code the company has, any case; 865 expiry not yyyy-MM-dd)',
          body: couponBodySchema,
          response: { 200: couponEnvelope },
        },
      },
      async (request) => ok(await service.add(companyContextOf(request), request.body)),
    );

    app.put(
      '/manage-coupon/:id',
      {
        config: { action: 'coupon.update' },
        schema: {
          ...common,
          summary: 'Changes a coupon; its used count stays (850 unknown, 407 code taken)',
          params: idParams,
          body: couponBodySchema,
          response: { 200: couponEnvelope },
        },
      },
      async (request) =>
        ok(await service.update(companyContextOf(request), request.params.id, request.body)),
    );

    app.delete(
      '/manage-coupon/:id',
      {
        config: { action: 'coupon.delete' },
        schema: {
          ...common,
          summary: 'Deletes a coupon; registrations made with it keep its code (850 unknown)',
          params: idParams,
          response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
        },
      },
      async (request) => {
        await service.delete(companyContextOf(request), request.params.id);
        return ok({ id: request.params.id });
      },
    );
  };
}

import {
  cancelRegisteredQuerySchema,
  idParamSchema,
  registeredPlanPageQuerySchema,
  registeredPlanWireSchema,
  type PriceLinesWire,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, pagedOf, toPage } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import type { Quote, RegistrationService } from './registration.service.js';

const idParams = z.object({ id: idParamSchema });
const common = { tags: ['subscription'] };
const registeredEnvelope = envelopeOf(registeredPlanWireSchema);

export function presentQuote({ lines, freeDays }: Quote): PriceLinesWire {
  return {
    period: 1,
    list_price: lines.listPrice,
    plan_price: lines.planPrice,
    ordinal_discount: lines.ordinalDiscount,
    coupon_discount: lines.couponDiscount,
    subtotal: lines.subtotal,
    tax: lines.tax,
    total: lines.total,
    is_free: lines.isFree,
    free_days: freeDays,
  };
}

/** Registering plans and the registered plans (readers theirs, administrators every reader's). */
export function registrationRoutes(service: RegistrationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/subscription-plan/user/registered/page',
      {
        config: { action: 'plan.registered-page' },
        schema: {
          ...common,
          summary:
            'Registered plans, newest first: a reader’s own, or for an administrator every reader’s (filters: plan, content group, status, search_key)',
          querystring: registeredPlanPageQuerySchema,
          response: { 200: envelopeOf(pagedOf(registeredPlanWireSchema)) },
        },
      },
      async (request) => {
        const { page, size, content_group_id, subscription_plan_id, status, search_key } =
          request.query;
        const { registrations, total } = await service.page(
          companyContextOf(request),
          {
            contentGroupId: content_group_id,
            planId: subscription_plan_id,
            status,
            search: search_key,
          },
          page,
          size,
        );
        return ok(toPage(registrations, total, page, size));
      },
    );

    app.get(
      '/subscription-plan/user/registered/:id',
      {
        config: { action: 'plan.registered-detail' },
        schema: {
          ...common,
          summary: 'One registered plan (851 unknown, or another reader’s)',
          params: idParams,
          response: { 200: registeredEnvelope },
        },
      },
      async (request) => ok(await service.detail(companyContextOf(request), request.params.id)),
    );

    app.delete(
      '/subscription-plan/user/cancel/registered/:id',
      {
        config: { action: 'plan.cancel-registered' },
        schema: {
          ...common,
          summary:
            'Cancels a registered plan: a reader their own (BY_USER), an administrator the reader user_id’s (BY_ADMIN); books stay open until its expiry. 815 already cancelled, 851 unknown',
          params: idParams,
          querystring: cancelRegisteredQuerySchema,
          response: { 200: registeredEnvelope },
        },
      },
      async (request) =>
        ok(
          await service.cancel(companyContextOf(request), request.params.id, request.query.user_id),
        ),
    );
  };
}

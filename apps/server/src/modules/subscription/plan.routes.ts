import {
  discountOrdinalBodySchema,
  discountOrdinalPageQuerySchema,
  discountOrdinalWireSchema,
  idParamSchema,
  limits,
  planBodySchema,
  planPageQuerySchema,
  planWireSchema,
  publicPlanPageQuerySchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelopeOf, ok, pagedOf, toPage } from '../../platform/http/envelope.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import { readSmallUploadWithFields } from '../../platform/http/upload.js';
import type { DiscountOrdinalService } from './discount-ordinal.service.js';
import type { PlanService } from './plan.service.js';

const idParams = z.object({ id: idParamSchema });
const common = { tags: ['subscription'] };
const planEnvelope = envelopeOf(planWireSchema);
const IMAGE_MEGABYTES = limits.logoMaxBytes / (1024 * 1024);
const multipartNote = `multipart: a content-data JSON part and optionally a file part (PNG, JPEG, GIF or WebP, at most ${IMAGE_MEGABYTES} MB), in either order`;

/** The plan JSON and its optional image of a multipart add or update. */
async function readPlanUpload(request: FastifyRequest) {
  const { file, fields } = await readSmallUploadWithFields(request, {
    maxBytes: limits.logoMaxBytes,
    howTo: `Send multipart/form-data with a content-data JSON part and optionally one image of at most ${IMAGE_MEGABYTES} MB.`,
  });
  let data: unknown;
  try {
    data = JSON.parse(fields['content-data'] ?? 'null');
  } catch {
    data = undefined;
  }
  return { body: parseInput(planBodySchema, data), file };
}

function planAdminRoutes(service: PlanService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/subscription-plan',
      {
        config: { action: 'plan.all' },
        schema: {
          ...common,
          summary: 'Every plan of the company, in order',
          response: { 200: envelopeOf(z.array(planWireSchema)) },
        },
      },
      async (request) => ok(await service.all(companyContextOf(request))),
    );

    app.get(
      '/subscription-plan/page',
      {
        config: { action: 'plan.page' },
        schema: {
          ...common,
          summary: 'A page of the company’s plans, searched by name',
          querystring: planPageQuerySchema,
          response: { 200: envelopeOf(pagedOf(planWireSchema)) },
        },
      },
      async (request) => {
        const { page, size, search_key, sort_field, sort } = request.query;
        const { plans, total } = await service.page(companyContextOf(request), {
          page,
          size,
          search: search_key,
          sortField: sort_field,
          sortOrder: sort,
        });
        return ok(toPage(plans, total, page, size));
      },
    );

    app.post(
      '/subscription-plan/add',
      {
        config: { action: 'plan.add' },
        schema: {
          ...common,
          summary: `Adds a plan (${multipartNote}); 822 price, 823 discount price, 820 duration, 821 free days, 829 no content group, 715 unknown group`,
          response: { 200: planEnvelope },
        },
      },
      async (request) => {
        const { body, file } = await readPlanUpload(request);
        return ok(await service.add(companyContextOf(request), body, file));
      },
    );

    app.put(
      '/subscription-plan/:id',
      {
        config: { action: 'plan.update' },
        schema: {
          ...common,
          summary: `Changes a plan (${multipartNote}; without a file the image stays, remove_image drops it); 847 unknown plan`,
          params: idParams,
          response: { 200: planEnvelope },
        },
      },
      async (request) => {
        const { body, file } = await readPlanUpload(request);
        return ok(await service.update(companyContextOf(request), request.params.id, body, file));
      },
    );

    app.delete(
      '/subscription-plan/:id',
      {
        config: { action: 'plan.delete' },
        schema: {
          ...common,
          summary: 'Deletes a plan: 849 while any reader holds it, 847 unknown',
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

function publicPlanRoutes(service: PlanService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/subscription-plan/public/user/page',
      {
        config: { action: 'plan.public-page' },
        schema: {
          ...common,
          summary:
            'The plans readers may register (up to 100 a page), or those unlocking content_group_id',
          querystring: publicPlanPageQuerySchema,
          response: { 200: envelopeOf(pagedOf(planWireSchema)) },
        },
      },
      async (request) => {
        const { page, size, content_group_id, domain } = request.query;
        const { plans, total } = await service.publicPage(companyContextOf(request), {
          page,
          size,
          contentGroupId: content_group_id,
          domain,
        });
        return ok(toPage(plans, total, page, size));
      },
    );

    app.get(
      '/subscription-plan/public/:id',
      {
        config: { action: 'plan.public-detail' },
        schema: {
          ...common,
          summary: 'One plan for readers (is_registered for a signed-in reader); 847 unknown',
          params: idParams,
          querystring: z.object({ domain: z.string().max(255).optional() }),
          response: { 200: planEnvelope },
        },
      },
      async (request) =>
        ok(
          await service.publicDetail(
            companyContextOf(request),
            request.params.id,
            request.query.domain,
          ),
        ),
    );
  };
}

function discountOrdinalRoutes(service: DiscountOrdinalService): FastifyPluginAsyncZod {
  return async (app) => {
    const ordinalEnvelope = envelopeOf(discountOrdinalWireSchema);
    app.get(
      '/discount-ordinal/page',
      {
        config: { action: 'discount-ordinal.page' },
        schema: {
          ...common,
          summary: 'A plan’s discount ordinals by period (847 unknown plan)',
          querystring: discountOrdinalPageQuerySchema,
          response: { 200: envelopeOf(pagedOf(discountOrdinalWireSchema)) },
        },
      },
      async (request) => {
        const { subscription_plan_id, page, size } = request.query;
        const { ordinals, total } = await service.page(
          companyContextOf(request),
          subscription_plan_id,
          page,
          size,
        );
        return ok(toPage(ordinals, total, page, size));
      },
    );

    app.get(
      '/discount-ordinal/:id',
      {
        config: { action: 'discount-ordinal.detail' },
        schema: {
          ...common,
          summary: 'One discount ordinal (862 unknown)',
          params: idParams,
          response: { 200: ordinalEnvelope },
        },
      },
      async (request) => ok(await service.detail(companyContextOf(request), request.params.id)),
    );

    app.post(
      '/discount-ordinal/add',
      {
        config: { action: 'discount-ordinal.add' },
        schema: {
          ...common,
          summary:
            'Prices a plan’s n-th billing period (861 an ordinal the plan has, 847 unknown plan)',
          body: discountOrdinalBodySchema,
          response: { 200: ordinalEnvelope },
        },
      },
      async (request) => ok(await service.add(companyContextOf(request), request.body)),
    );

    app.put(
      '/discount-ordinal/:id',
      {
        config: { action: 'discount-ordinal.update' },
        schema: {
          ...common,
          summary: 'Changes a discount ordinal (861 duplicate, 862 unknown)',
          params: idParams,
          body: discountOrdinalBodySchema,
          response: { 200: ordinalEnvelope },
        },
      },
      async (request) =>
        ok(await service.update(companyContextOf(request), request.params.id, request.body)),
    );

    app.delete(
      '/discount-ordinal/:id',
      {
        config: { action: 'discount-ordinal.delete' },
        schema: {
          ...common,
          summary: 'Deletes a discount ordinal (862 unknown)',
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

/** Plans and their discount ordinals (api-catalogue §7 Subscription plans). */
export function planRoutes(
  plans: PlanService,
  ordinals: DiscountOrdinalService,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(planAdminRoutes(plans));
    await app.register(publicPlanRoutes(plans));
    await app.register(discountOrdinalRoutes(ordinals));
  };
}

import {
  paymentSettingCheckBodySchema,
  paymentSettingCheckSchema,
  paymentSettingSchema,
  paymentSettingUpdateBodySchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { actorContextOf } from '../../platform/http/request-context.js';
import { presentPaymentSetting } from '../company/company-payment.js';
import type { CompanyPaymentAdmin } from './company-payment-admin.js';

/** A company's VeriTrans4G merchant settings (api-catalogue.md §6), system administrators only. */
export function companyPaymentRoutes(service: CompanyPaymentAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/company/update-payment',
      {
        config: { action: 'company.update-payment' },
        schema: {
          tags: ['company'],
          summary: "Sets a company's VeriTrans4G merchant; a blank secret key keeps the stored one",
          body: paymentSettingUpdateBodySchema,
          response: { 200: envelopeOf(paymentSettingSchema) },
        },
      },
      async (request) => {
        const company = await service.updatePayment(actorContextOf(request), request.body);
        // Just saved with a CCID, so never null here.
        return ok(presentPaymentSetting(company)!);
      },
    );

    app.post(
      '/company/check-api-setting-veritrans',
      {
        config: { action: 'company.check-payment' },
        schema: {
          tags: ['company'],
          summary: 'Tries merchant settings (saved, or sent before saving) with VeriTrans4G',
          body: paymentSettingCheckBodySchema,
          response: { 200: envelopeOf(paymentSettingCheckSchema) },
        },
      },
      async (request) => {
        const { vResultCode } = await service.checkPayment(actorContextOf(request), request.body);
        return ok({ v_result_code: vResultCode });
      },
    );
  };
}

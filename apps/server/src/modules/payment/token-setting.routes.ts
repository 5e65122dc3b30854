import { ErrorCode, paymentTokenSettingSchema } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import type { CompanyPayments } from '../company/company-payment.js';

/**
 * What the order page's script needs to turn card fields into a token in the browser: the
 * gateway's token endpoint and the company's public token API key. The card fields then go
 * straight to the gateway, so no card number or security code ever reaches this server.
 */
export function tokenSettingRoutes(
  veritransBaseUrl: string,
  companyPayments: CompanyPayments,
): FastifyPluginAsyncZod {
  const tokenUrl = `${veritransBaseUrl}/4gtoken`;
  return async (app) => {
    app.get(
      '/veritrans/token-setting',
      {
        config: { action: 'payment.token-setting' },
        schema: {
          tags: ['payment'],
          summary:
            'The gateway token endpoint and the public token API key (846 when the company takes no card payments)',
          response: { 200: envelopeOf(paymentTokenSettingSchema) },
        },
      },
      async (request) => {
        // Only a complete merchant account takes cards: a key without a secret could tokenize
        // a card that nothing can then charge.
        const merchant = companyPayments.merchantSettingsOf(companyContextOf(request).company);
        if (!merchant) throw new AppError(ErrorCode.PaymentSettingNotFound);
        return ok({ token_url: tokenUrl, token_api_key: merchant.tokenApiKey });
      },
    );
  };
}

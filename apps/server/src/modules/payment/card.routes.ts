import { cardOnFileWireSchema, cardUpdateBodySchema } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import type { CardService } from './card.service.js';

const tags = ['payment'];
const cardEnvelope = envelopeOf(cardOnFileWireSchema);

/** The reader's card on file (the profile's card section): read masked, replaced by a token. */
export function cardRoutes(service: CardService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/veritrans/card',
      {
        config: { action: 'payment.card' },
        schema: {
          tags,
          summary: 'The reader’s card on file, masked (first 6 and last 4 digits), or null',
          response: { 200: cardEnvelope },
        },
      },
      async (request) => ok(await service.cardOnFile(companyContextOf(request))),
    );

    app.post(
      '/veritrans',
      {
        config: { action: 'payment.card-update' },
        schema: {
          tags,
          summary:
            'Replaces the reader’s card on file with the card behind a new token from the gateway’s token endpoint. 858 refused by the gateway, 846 no merchant settings, 859 gateway unreachable',
          body: cardUpdateBodySchema,
          response: { 200: cardEnvelope },
        },
      },
      async (request) => ok(await service.update(companyContextOf(request), request.body.token)),
    );
  };
}

import { searchButtonBodySchema, searchButtonSchema } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import type { SearchButtonKind } from './search-button.repository.js';
import type { SearchButtonService } from './search-button.service.js';
import { presentButton } from './search-config.presenter.js';
import { deletedEnvelope, idParams } from './search-config.schemas.js';

const buttonEnvelope = envelopeOf(searchButtonSchema);

/** Which bar a settings record's buttons belong to, and where its calls live. */
export interface ButtonBar {
  prefix: string;
  kind: SearchButtonKind;
  tag: string;
  area: 'tab-button' | 'search-result-button' | 'content-detail-button';
}

/** The four button calls of a settings record (tab bar, search results, a result's page). */
export function barButtonRoutes(
  service: SearchButtonService,
  { prefix, kind, tag, area }: ButtonBar,
): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { tags: [tag] };
    app.get(
      `${prefix}/detail-button/:id`,
      {
        config: { action: `${area}.detail` },
        schema: {
          ...common,
          summary: 'One button (727 when it is not this company’s)',
          params: idParams,
          response: { 200: buttonEnvelope },
        },
      },
      async (request) =>
        ok(presentButton(await service.button(companyContextOf(request), kind, request.params.id))),
    );
    app.post(
      `${prefix}/add-button`,
      {
        config: { action: `${area}.add` },
        schema: {
          ...common,
          summary: 'Adds a button (a link needs an internal path or an http(s) URL: 406)',
          body: searchButtonBodySchema,
          response: { 200: buttonEnvelope },
        },
      },
      async (request) =>
        ok(presentButton(await service.addButton(companyContextOf(request), kind, request.body))),
    );
    app.put(
      `${prefix}/update-button/:id`,
      {
        config: { action: `${area}.update` },
        schema: {
          ...common,
          summary: 'Changes a button',
          params: idParams,
          body: searchButtonBodySchema,
          response: { 200: buttonEnvelope },
        },
      },
      async (request) =>
        ok(
          presentButton(
            await service.updateButton(
              companyContextOf(request),
              kind,
              request.params.id,
              request.body,
            ),
          ),
        ),
    );
    app.delete(
      `${prefix}/delete-button/:id`,
      {
        config: { action: `${area}.delete` },
        schema: {
          ...common,
          summary: 'Deletes a button',
          params: idParams,
          response: { 200: deletedEnvelope },
        },
      },
      async (request) => {
        await service.deleteButton(companyContextOf(request), kind, request.params.id);
        return ok({ id: request.params.id });
      },
    );
  };
}

import {
  contentGroupShelfSchema,
  contentGroupShelvesQuerySchema,
  contentPublicDetailQuerySchema,
  contentPublicPageQuerySchema,
  contentWireSchema,
  favoriteAddBodySchema,
  favoriteStateSchema,
  readingPositionBodySchema,
  readingPositionSchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, pagedOf, toPage } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import { sendStored } from '../../platform/http/send-stored.js';
import { presentListedContent, presentShelf } from './library.presenter.js';
import type { ShelfSort } from './library.repository.js';
import type { LibraryService } from './library.service.js';

const contentIdParams = z.object({ id: z.string().min(1).max(64) });
const coverQuerySchema = z.object({
  size: z.enum(['small', 'large']).default('small'),
  v: z.string().max(32).optional(),
});
const shelvesEnvelope = envelopeOf(z.array(contentGroupShelfSchema));

function sortOf(query: {
  sort_field: ShelfSort['field'];
  sort: ShelfSort['order'];
  period: ShelfSort['period'];
}): ShelfSort {
  return { field: query.sort_field, order: query.sort, period: query.period };
}

/** The home shelves and a shelf’s (or a search’s) pages. */
function shelfRoutes(service: LibraryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/content-group/public/list',
      {
        config: { action: 'library.public-groups' },
        schema: {
          tags: ['library'],
          summary: 'Home page: the groups this visitor or reader may see, each with its first page',
          querystring: contentGroupShelvesQuerySchema,
          response: { 200: shelvesEnvelope },
        },
      },
      async (request) =>
        ok(
          (await service.shelves(companyContextOf(request), sortOf(request.query))).map(
            presentShelf,
          ),
        ),
    );

    app.get(
      '/content-group/content-group-list',
      {
        config: { action: 'library.groups' },
        schema: {
          tags: ['library'],
          summary:
            'Home page of a signed-in reader: visible groups with their first page and favourite flags',
          querystring: contentGroupShelvesQuerySchema,
          response: { 200: shelvesEnvelope },
        },
      },
      async (request) =>
        ok(
          (await service.shelves(companyContextOf(request), sortOf(request.query))).map(
            presentShelf,
          ),
        ),
    );

    app.get(
      '/content-group/favorites-recently-read',
      {
        config: { action: 'library.favorites-recently-read' },
        schema: {
          tags: ['library'],
          summary: "The reader's favourites (list type 2) and recently read books (3)",
          querystring: contentGroupShelvesQuerySchema,
          response: { 200: shelvesEnvelope },
        },
      },
      async (request) =>
        ok(
          (await service.favoritesAndRecent(companyContextOf(request), sortOf(request.query))).map(
            presentShelf,
          ),
        ),
    );

    app.get(
      '/content/public/page',
      {
        config: { action: 'library.public-page' },
        schema: {
          tags: ['library'],
          summary:
            "One page of a group's contents (or the reader's favourites, list_type 2, or recently read, 3)",
          querystring: contentPublicPageQuerySchema,
          response: { 200: envelopeOf(pagedOf(contentWireSchema)) },
        },
      },
      async (request) => {
        const { page, size, list_type, content_group_id } = request.query;
        const { rows, total, group } = await service.shelfPage(companyContextOf(request), {
          listType: list_type,
          contentGroupId: content_group_id,
          page,
          size,
          sort: sortOf(request.query),
        });
        const content = rows.map((row) => presentListedContent(row, group));
        return ok(toPage(content, total, page, size));
      },
    );
  };
}

/** A content’s detail page. */
function publicDetailRoutes(service: LibraryService): FastifyPluginAsyncZod {
  return async (app) => {
    const detailOptions = {
      config: { action: 'library.public-detail' as const },
      schema: {
        tags: ['library'],
        summary:
          'A content for its detail page, by public token (detail_id) or id; 712 when refused',
        querystring: contentPublicDetailQuerySchema,
        response: { 200: envelopeOf(contentWireSchema) },
      },
    };
    // The catalogue writes the path with a trailing slash; both spellings answer.
    for (const url of ['/content/public/detail/', '/content/public/detail']) {
      app.get(url, detailOptions, async (request) => {
        const { detail_id, id, content_group_id } = request.query;
        const { listed, grant } = await service.detail(companyContextOf(request), {
          detailId: detail_id,
          contentId: id,
          contentGroupId: content_group_id,
        });
        return ok(presentListedContent(listed, grant.group));
      });
    }
  };
}

/** What a signed-in reader keeps: favourites and reading positions. */
function readerStateRoutes(service: LibraryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/content/favorites/add',
      {
        config: { action: 'library.favorite-add' },
        schema: {
          tags: ['library'],
          summary:
            'Stars a content (783 when already a favourite, 712 when the reader may not see it)',
          body: favoriteAddBodySchema,
          response: { 200: envelopeOf(favoriteStateSchema) },
        },
      },
      async (request) => {
        const state = await service.addFavorite(companyContextOf(request), {
          contentId: request.body.content_id,
          contentGroupId: request.body.content_group_id,
        });
        return ok({
          content_id: state.contentId,
          content_group_id: state.contentGroupId,
          is_favorite: state.isFavorite,
        });
      },
    );

    app.delete(
      '/content/favorites/delete/:id',
      {
        config: { action: 'library.favorite-delete' },
        schema: {
          tags: ['library'],
          summary: 'Removes a content from the favourites (784 when it is not one)',
          params: contentIdParams,
          response: { 200: envelopeOf(favoriteStateSchema) },
        },
      },
      async (request) => {
        const state = await service.removeFavorite(companyContextOf(request), request.params.id);
        return ok({
          content_id: state.contentId,
          content_group_id: state.contentGroupId,
          is_favorite: state.isFavorite,
        });
      },
    );

    app.put(
      '/content/reading-position/:id',
      {
        config: { action: 'library.reading-position' },
        schema: {
          tags: ['library'],
          summary: "Saves the reader's place in a book, for any device to resume there",
          params: contentIdParams,
          body: readingPositionBodySchema,
          response: { 200: envelopeOf(readingPositionSchema) },
        },
      },
      async (request) => {
        const state = await service.savePosition(
          companyContextOf(request),
          request.params.id,
          request.body,
        );
        return ok({
          content_id: state.contentId,
          location: state.location ?? request.body.location,
          progress: state.progress,
          update_date: state.updatedAt.toISOString(),
        });
      },
    );

    app.get(
      '/content/cover/:id',
      {
        config: { action: 'library.cover' },
        schema: {
          tags: ['library'],
          summary:
            'A cover image (WebP) of a content, for whoever may see the content (the access rule)',
          params: contentIdParams,
          querystring: coverQuerySchema,
        },
      },
      async (request, reply) => {
        const object = await service.openCover(
          companyContextOf(request),
          request.params.id,
          request.query.size,
        );
        // Private: the rule may hide a content later; `v` (update time) changes with the cover.
        return sendStored(
          request,
          reply
            .type('image/webp')
            .header('content-length', object.size)
            .header(
              'cache-control',
              request.query.v ? 'private, max-age=86400' : 'private, no-cache',
            ),
          object,
        );
      },
    );
  };
}

/** The readers' library calls: home shelves, a shelf's pages, detail, favourites, positions. */
export function libraryRoutes(service: LibraryService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(shelfRoutes(service));
    await app.register(publicDetailRoutes(service));
    await app.register(readerStateRoutes(service));
  };
}

import {
  contentAdminWireSchema,
  contentDataSchema,
  contentPageQuerySchema,
  contentUpdateBodySchema,
  elementIdSchema,
} from '@hondana/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, pagedOf, toPage } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import {
  readUploadedFile,
  streamUploadToStorage,
  streamUploadWithFieldsToStorage,
} from '../../platform/http/upload.js';
import { ACCEPTED_COVERS, COVER_MAX_BYTES } from './content-cover.js';
import { presentAdminContent } from './content.presenter.js';
import type { ContentWithGroups, Leftover } from './content-records.js';
import type { ReceiveUpload } from './content-upload.js';
import type { ContentService } from './content.service.js';

const contentIdParamsSchema = z.object({ id: elementIdSchema });

const exportQuerySchema = contentPageQuerySchema.omit({ page: true, size: true });

const deletedSchema = z.object({ id: z.string(), files_removed: z.boolean() });

const HOW_TO_BOOK = 'Send one PDF or EPUB file as the multipart part "file".';

function present({ row, groupIds, hashtagIds }: ContentWithGroups) {
  return presentAdminContent(row, { groupIds, hashtagIds });
}

function logLeftover(log: FastifyBaseLogger, leftover: Leftover | null, contentId: string) {
  if (leftover) {
    log.error(
      { err: leftover.error, keys: leftover.keys, contentId },
      'stored objects of a content could not all be deleted',
    );
  }
}

/** The book file and the `content-data` JSON part, in whichever order the form sent them. */
function receiveWithData(request: FastifyRequest): ReceiveUpload {
  return (storage, key, maxBytes) =>
    streamUploadWithFieldsToStorage(request, storage, key, { maxBytes, howTo: HOW_TO_BOOK });
}

function receiveFile(request: FastifyRequest): ReceiveUpload {
  return (storage, key, maxBytes) =>
    streamUploadToStorage(request, storage, key, { maxBytes, howTo: HOW_TO_BOOK });
}

const tags = ['content'];

/** The list and one content. */
function contentReadRoutes(service: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/content/page',
      {
        config: { action: 'content.page' },
        schema: {
          tags,
          summary:
            "The company's contents: search (title, author, keywords), filters, sort, paging",
          querystring: contentPageQuerySchema,
          response: { 200: envelopeOf(pagedOf(contentAdminWireSchema)) },
        },
      },
      async (request) => {
        const q = request.query;
        const { items, total } = await service.listPage(companyContextOf(request), {
          page: q.page,
          size: q.size,
          search: q.search_key,
          sortField: q.sort_field,
          sortOrder: q.sort,
          contentGroupId: q.content_group_id,
          encodingStatus: q.encoding_status,
        });
        return ok(toPage(items.map(present), total, q.page, q.size));
      },
    );

    app.get(
      '/content/detail/:id',
      {
        config: { action: 'content.detail' },
        schema: {
          tags,
          summary: 'One content with its groups and tokens',
          params: contentIdParamsSchema,
          response: { 200: envelopeOf(contentAdminWireSchema) },
        },
      },
      async (request) =>
        ok(present(await service.getDetail(companyContextOf(request), request.params.id))),
    );
  };
}

/** Adding (with or without the file), changing, a new file, processing again, deleting. */
function contentWriteRoutes(service: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/content/add',
      {
        config: { action: 'content.add' },
        schema: {
          tags,
          summary: 'Adds a content without a file (upload one later with replace-content)',
          body: contentDataSchema,
          response: { 200: envelopeOf(contentAdminWireSchema) },
        },
      },
      async (request) => ok(present(await service.add(companyContextOf(request), request.body))),
    );

    app.post(
      '/content/upload-add',
      {
        config: { action: 'content.upload' },
        schema: {
          tags,
          summary:
            'Adds a content with its PDF or EPUB (multipart: "file" and the "content-data" JSON); processing is queued',
          consumes: ['multipart/form-data'],
          response: { 200: envelopeOf(contentAdminWireSchema) },
        },
      },
      async (request) =>
        ok(present(await service.uploadAdd(companyContextOf(request), receiveWithData(request)))),
    );

    app.put(
      '/content/update/:id',
      {
        config: { action: 'content.update' },
        schema: {
          tags,
          summary: 'Changes the fields given (content_group_ids replaces the memberships)',
          params: contentIdParamsSchema,
          body: contentUpdateBodySchema,
          response: { 200: envelopeOf(contentAdminWireSchema) },
        },
      },
      async (request) =>
        ok(
          present(await service.update(companyContextOf(request), request.params.id, request.body)),
        ),
    );

    app.put(
      '/content/replace-content/:id',
      {
        config: { action: 'content.replace-file' },
        schema: {
          tags,
          summary: 'Replaces the file of a content (multipart "file"); processing starts again',
          consumes: ['multipart/form-data'],
          params: contentIdParamsSchema,
          response: { 200: envelopeOf(contentAdminWireSchema) },
        },
      },
      async (request) => {
        const { leftover, ...result } = await service.replaceContent(
          companyContextOf(request),
          request.params.id,
          receiveFile(request),
        );
        logLeftover(request.log, leftover, request.params.id);
        return ok(present(result));
      },
    );

    app.post(
      '/content/reprocess/:id',
      {
        config: { action: 'content.reprocess' },
        schema: {
          tags,
          summary: 'Processes the stored file again (after a failure); status goes back to 1',
          params: contentIdParamsSchema,
          response: { 200: envelopeOf(contentAdminWireSchema) },
        },
      },
      async (request) =>
        ok(present(await service.reprocess(companyContextOf(request), request.params.id))),
    );

    app.delete(
      '/content/delete/:id',
      {
        config: { action: 'content.delete' },
        schema: {
          tags,
          summary: 'Deletes a content with its file, optimized copy, covers and texts',
          params: contentIdParamsSchema,
          response: { 200: envelopeOf(deletedSchema) },
        },
      },
      async (request) => {
        const { row, leftover } = await service.delete(
          companyContextOf(request),
          request.params.id,
        );
        logLeftover(request.log, leftover, row.id);
        return ok({ id: row.id, files_removed: leftover === null });
      },
    );
  };
}

/** New public detail and direct-view tokens. */
function contentTokenRoutes(service: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/content/update-detail-id/:id',
      {
        config: { action: 'content.renew-direct-view' },
        schema: {
          tags,
          summary: 'Gives the content a new public detail token (old links stop working)',
          params: contentIdParamsSchema,
          response: { 200: envelopeOf(contentAdminWireSchema) },
        },
      },
      async (request) =>
        ok(present(await service.renewDetailId(companyContextOf(request), request.params.id))),
    );

    app.put(
      '/content/update-token/:id',
      {
        config: { action: 'content.renew-detail-token' },
        schema: {
          tags,
          summary: 'Gives the content a new direct-view token (old links stop working)',
          params: contentIdParamsSchema,
          response: { 200: envelopeOf(contentAdminWireSchema) },
        },
      },
      async (request) =>
        ok(present(await service.renewViewToken(companyContextOf(request), request.params.id))),
    );
  };
}

const COVER_MEGABYTES = COVER_MAX_BYTES / (1024 * 1024);

/** The administrator's own cover instead of the generated one, and back (docs/decisions.md). */
function contentCoverRoutes(service: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/content/update-cover/:id',
      {
        config: { action: 'content.update-cover' },
        schema: {
          tags,
          summary: `Replaces the cover with an image (multipart "file": ${ACCEPTED_COVERS}, at most ${COVER_MEGABYTES} MB); readers see it at once`,
          consumes: ['multipart/form-data'],
          params: contentIdParamsSchema,
          response: { 200: envelopeOf(contentAdminWireSchema) },
        },
      },
      async (request) => {
        const ctx = companyContextOf(request);
        const bytes = await readUploadedFile(request, {
          maxBytes: COVER_MAX_BYTES,
          howTo: `Send one ${ACCEPTED_COVERS} image of at most ${COVER_MEGABYTES} MB as the multipart part "file".`,
        });
        const { leftover, ...result } = await service.uploadCover(ctx, request.params.id, bytes);
        logLeftover(request.log, leftover, request.params.id);
        return ok(present(result));
      },
    );

    app.put(
      '/content/reset-cover/:id',
      {
        config: { action: 'content.reset-cover' },
        schema: {
          tags,
          summary: 'Goes back to the cover made from the file (after update-cover)',
          params: contentIdParamsSchema,
          response: { 200: envelopeOf(contentAdminWireSchema) },
        },
      },
      async (request) => {
        const { leftover, ...result } = await service.resetCover(
          companyContextOf(request),
          request.params.id,
        );
        logLeftover(request.log, leftover, request.params.id);
        return ok(present(result));
      },
    );
  };
}

/** The answer that is bytes, not an envelope: the CSV export. */
function contentBytesRoutes(service: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/content/export-csv',
      {
        config: { action: 'content.export-csv' },
        schema: {
          tags,
          summary:
            'The contents matching the list filters as CSV (UTF-8 with BOM, formula cells escaped)',
          querystring: exportQuerySchema,
        },
      },
      async (request, reply) => {
        const q = request.query;
        const csv = await service.exportCsv(companyContextOf(request), {
          search: q.search_key,
          sortField: q.sort_field,
          sortOrder: q.sort,
          contentGroupId: q.content_group_id,
          encodingStatus: q.encoding_status,
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="contents.csv"')
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  };
}

/** api-catalogue.md §7 Content: the company administrators' calls (covers are the library's). */
export function contentRoutes(service: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(contentReadRoutes(service));
    await app.register(contentWriteRoutes(service));
    await app.register(contentTokenRoutes(service));
    await app.register(contentCoverRoutes(service));
    await app.register(contentBytesRoutes(service));
  };
}

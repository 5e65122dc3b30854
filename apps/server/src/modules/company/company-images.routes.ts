import { adminCompanySchema, ErrorCode, limits, idParamSchema } from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/app-error.js';
import { contextOf } from '../../platform/http/request-context.js';
import { sendStored } from '../../platform/http/send-stored.js';
import { readUploadedFile } from '../../platform/http/upload.js';
import {
  companyImageKinds,
  describeAcceptedImages,
  type CompanyImageKind,
  type CompanyImageService,
} from './company-images.js';
import { presentAdminCompany } from './company.presenter.js';

const companyIdQuerySchema = z.object({ id: idParamSchema });

const MAX_MEGABYTES = limits.logoMaxBytes / (1024 * 1024);

/** Image URLs carry `v` (the company's update time), so a versioned URL may be cached longer. */
const VERSIONED_MAX_AGE_SECONDS = 86_400;
const UNVERSIONED_MAX_AGE_SECONDS = 300;

/** A stored image's address changes with its bytes (content hash), so browsers keep it for good. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const storedImageParams = z.object({
  kind: z.enum(companyImageKinds),
  name: z.string().max(80),
});

const publicImageQuery = z.object({
  domain: z.string().trim().min(1).max(255).optional(),
  v: z.string().max(32).optional(),
});

export function readUploadedImage(
  request: FastifyRequest,
  kind: CompanyImageKind,
): Promise<Buffer> {
  return readUploadedFile(request, {
    maxBytes: limits.logoMaxBytes,
    howTo: `Send one ${describeAcceptedImages(kind)} image of at most ${MAX_MEGABYTES} MB as multipart/form-data.`,
  });
}

export function companyImageRoutes(images: CompanyImageService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/company/public/image/:kind/:name',
      {
        config: { action: 'company.image' },
        schema: {
          tags: ['company'],
          summary:
            'A stored image of the company (logo, favicon, banner, plan picture) by its content-hashed name; cached for good',
          params: storedImageParams,
          querystring: publicImageQuery,
        },
      },
      async (request, reply) => {
        const ctx = contextOf(request);
        const company = await images.findPublicImageCompany(ctx, request.query.domain);
        const etag = `"${request.params.name}"`;
        if (request.headers['if-none-match'] === etag) {
          return reply.code(304).headers({ etag, 'cache-control': IMMUTABLE_CACHE }).send();
        }
        const { object, contentType } = await images.openStoredImage(
          { ...ctx, company },
          request.params.kind,
          request.params.name,
        );
        return sendStored(
          request,
          reply
            .headers({ etag, 'cache-control': IMMUTABLE_CACHE })
            .type(contentType)
            .header('content-length', object.size),
          object,
        );
      },
    );

    for (const kind of ['logo', 'favicon'] as const) {
      app.post(
        `/company/upload-${kind}`,
        {
          // The system administrator for any company; a company administrator for their own.
          config: { action: `company.upload-${kind}` },
          schema: {
            tags: ['company'],
            summary: `Replaces the ${kind} of a company (multipart, one image of at most ${MAX_MEGABYTES} MB; a company administrator only their own company's, others 404)`,
            querystring: companyIdQuerySchema,
            response: { 200: envelopeOf(adminCompanySchema) },
          },
        },
        async (request) => {
          const ctx = contextOf(request);
          if (ctx.company && ctx.company.id !== request.query.id) {
            throw new AppError(ErrorCode.NotFound, { message: 'No such company.' });
          }
          // Unknown company first, so nobody uploads 2 MB to learn that.
          await images.findCompany(ctx, request.query.id);
          const bytes = await readUploadedImage(request, kind);
          const { company, leftover } = await images.replaceImage(
            ctx,
            request.query.id,
            kind,
            bytes,
          );
          if (leftover) {
            request.log.warn(
              { err: leftover.error, key: leftover.key },
              `previous company ${kind} could not be deleted`,
            );
          }
          return ok(presentAdminCompany(company));
        },
      );

      app.get(
        `/company/public/${kind}`,
        {
          // The admin site shows companies' images too; there the domain names the company.
          config: { action: `company.${kind}` },
          schema: {
            tags: ['company'],
            summary: `The ${kind} image of the company served at this host (or named by domain on the admin host)`,
            querystring: publicImageQuery,
          },
        },
        async (request, reply) => {
          const ctx = contextOf(request);
          const company = await images.findPublicImageCompany(ctx, request.query.domain);
          const key = kind === 'logo' ? company.logoKey : company.faviconKey;
          // Each upload gets a new random key, so the key's name is a strong validator.
          const etag = key ? `"${key.slice(key.lastIndexOf('/') + 1)}"` : null;
          const maxAge = request.query.v ? VERSIONED_MAX_AGE_SECONDS : UNVERSIONED_MAX_AGE_SECONDS;
          const cacheHeaders = { etag: etag ?? '', 'cache-control': `public, max-age=${maxAge}` };
          if (etag && request.headers['if-none-match'] === etag) {
            return reply.code(304).headers(cacheHeaders).send();
          }
          // Opened before any cache header is set, so a missing file's 405 is not cached.
          const { object, contentType } = await images.openImage({ ...ctx, company }, kind);
          return sendStored(
            request,
            reply.headers(cacheHeaders).type(contentType).header('content-length', object.size),
            object,
          );
        },
      );
    }
  };
}

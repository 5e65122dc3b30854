import { adminCompanySchema, limits, RoleLevel } from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, recordIdSchema } from '../../platform/http/envelope.js';
import { contextOf } from '../../platform/http/request-context.js';
import { readUploadedFile } from '../../platform/http/upload.js';
import {
  describeAcceptedImages,
  type CompanyImageKind,
  type CompanyImageService,
} from './company-images.js';
import { presentAdminCompany } from './company.presenter.js';

const companyIdQuerySchema = z.object({ id: recordIdSchema });

const MAX_MEGABYTES = limits.logoMaxBytes / (1024 * 1024);

/** Image URLs carry `v` (the company's update time), so a versioned URL may be cached longer. */
const VERSIONED_MAX_AGE_SECONDS = 86_400;
const UNVERSIONED_MAX_AGE_SECONDS = 300;

const publicImageQuery = z.object({
  domain: z.string().trim().min(1).max(255).optional(),
  v: z.string().max(32).optional(),
});

function readUploadedImage(request: FastifyRequest, kind: CompanyImageKind): Promise<Buffer> {
  return readUploadedFile(request, {
    maxBytes: limits.logoMaxBytes,
    howTo: `Send one ${describeAcceptedImages(kind)} image of at most ${MAX_MEGABYTES} MB as multipart/form-data.`,
  });
}

export function companyImageRoutes(images: CompanyImageService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const kind of ['logo', 'favicon'] as const) {
      app.post(
        `/company/upload-${kind}`,
        {
          config: { tenancy: 'admin', auth: { roles: [RoleLevel.SystemAdmin] } },
          schema: {
            tags: ['company'],
            summary: `Replaces the ${kind} of a company (multipart, one image of at most ${MAX_MEGABYTES} MB)`,
            security: [{ accessToken: [] }],
            querystring: companyIdQuerySchema,
            response: { 200: envelopeOf(adminCompanySchema) },
          },
        },
        async (request) => {
          const ctx = contextOf(request);
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
          config: { tenancy: 'company-or-admin' },
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
          return reply
            .headers(cacheHeaders)
            .type(contentType)
            .header('content-length', object.size)
            .send(object.body);
        },
      );
    }
  };
}

import { createHash } from 'node:crypto';
import { ErrorCode } from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  StorageNotFoundError,
  type ObjectStorage,
  type StoredObject,
} from '../../platform/storage/object-storage.js';
import type { CompanyContext, RequestContext } from '../../platform/http/request-context.js';
import { createCompanyRepository } from './company.repository.js';
import type { CompanyService } from './company.service.js';
import type { CompanyRow } from './company.tables.js';

/** The company's upload area has one folder per kind (api-catalogue.md §7). */
export const companyImageKinds = ['logo', 'favicon', 'banner', 'subscription'] as const;
export type CompanyImageKind = (typeof companyImageKinds)[number];

/**
 * Stored image names: a content hash (or, for images stored before, a random element id) and
 * the extension. A public address names the file, so only such names are ever looked up.
 */
export const storedImageNamePattern = /^[0-9a-z]{20,64}\.(png|jpg|gif|webp|ico)$/;

/** Storage prefix of every file of a company (logos, contents, exports). */
export function companyStoragePrefix(companyId: number): string {
  return `companies/${companyId}/`;
}

export interface ImageType {
  extension: 'png' | 'jpg' | 'gif' | 'webp' | 'ico';
  contentType: string;
}

const PNG: ImageType = { extension: 'png', contentType: 'image/png' };
const JPEG: ImageType = { extension: 'jpg', contentType: 'image/jpeg' };
const GIF: ImageType = { extension: 'gif', contentType: 'image/gif' };
const WEBP: ImageType = { extension: 'webp', contentType: 'image/webp' };
const ICO: ImageType = { extension: 'ico', contentType: 'image/x-icon' };

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type told by the file's first bytes; the client's mime type and file name are not
 * trusted. SVG is refused: it can carry scripts, and sanitising it is not worth a logo.
 * ICO is accepted for favicons only.
 */
export function detectImageType(bytes: Buffer, kind: CompanyImageKind): ImageType | null {
  // PNG signature followed by the mandatory IHDR chunk.
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    startsWith(bytes, ascii('IHDR'), 12)
  ) {
    return PNG;
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return GIF;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return WEBP;
  if (kind === 'favicon' && startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length > 6) {
    return ICO;
  }
  return null;
}

/** Storage holds no reliable metadata everywhere, so the type is recalled from the key. */
export function contentTypeOfImageKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const known = [PNG, JPEG, GIF, WEBP, ICO].find((type) => type.extension === extension);
  return known?.contentType ?? 'application/octet-stream';
}

export function describeAcceptedImages(kind: CompanyImageKind): string {
  return kind === 'favicon' ? 'PNG, JPEG, GIF, WebP or ICO' : 'PNG, JPEG, GIF or WebP';
}

export interface CompanyImageServiceOptions {
  db: Database;
  storage: ObjectStorage;
  companies: CompanyService;
}

/** Storage key of a company image: the name is the bytes' hash, so an address never goes stale. */
export function companyImageKey(companyId: number, kind: CompanyImageKind, name: string): string {
  return `${companyStoragePrefix(companyId)}${kind}/${name}`;
}

function imageNameOf(bytes: Buffer, type: ImageType): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${type.extension}`;
}

/** Company images: stored under `companies/<id>/<kind>/<sha256>.<ext>`. */
export function createCompanyImageService(options: CompanyImageServiceOptions) {
  const { storage, companies } = options;
  const repository = createCompanyRepository(options.db);

  function columnOf(kind: 'logo' | 'favicon') {
    return kind === 'logo' ? ('logoKey' as const) : ('faviconKey' as const);
  }

  /** The image type judged by its bytes, or 412 naming what the site accepts. */
  function typeOf(bytes: Buffer, kind: CompanyImageKind): ImageType {
    const type = detectImageType(bytes, kind);
    if (!type) {
      throw new AppError(ErrorCode.InvalidFile, {
        message: `The file is not an image this site accepts (${describeAcceptedImages(kind)}).`,
      });
    }
    return type;
  }

  async function findCompany(id: number): Promise<CompanyRow> {
    const company = await repository.findById(id);
    if (!company) {
      throw new AppError(ErrorCode.NotFound, { message: `Company ${id} does not exist.` });
    }
    return company;
  }

  return {
    /** The company whose image a system administrator replaces (404 first, before the upload). */
    findCompany(_ctx: RequestContext, id: number): Promise<CompanyRow> {
      return findCompany(id);
    },

    /**
     * The company whose public image is asked for: the host's, or on the admin site the one
     * named by `domain`; 404 when none, or when `domain` names another company than the host's.
     */
    async findPublicImageCompany(
      ctx: RequestContext,
      domain: string | undefined,
    ): Promise<CompanyRow> {
      const company = ctx.company ?? (await companies.findCompanyByDomain(domain ?? ''));
      if (!company) throw new AppError(ErrorCode.NotFound);
      companies.assertSameCompany({ ...ctx, company }, domain);
      return company;
    },

    /**
     * Saves the new image, points the company at it, then deletes the old one: a failure at
     * any step leaves the company showing a complete image. Returns the updated company and
     * the old key when it could not be deleted (for the log).
     */
    async replaceImage(
      _ctx: RequestContext,
      companyId: number,
      kind: 'logo' | 'favicon',
      bytes: Buffer,
    ): Promise<{ company: CompanyRow; leftover?: { key: string; error: unknown } }> {
      const type = typeOf(bytes, kind);
      const before = await findCompany(companyId);
      const key = companyImageKey(companyId, kind, imageNameOf(bytes, type));
      await storage.put(key, bytes, type.contentType);
      const column = columnOf(kind);
      const company = await repository.update(companyId, { [column]: key });
      if (!company) {
        await storage.delete(key).catch(() => undefined);
        throw new AppError(ErrorCode.NotFound, { message: `Company ${companyId} does not exist.` });
      }
      await companies.evictCompany(company.domain);
      const oldKey = before[column];
      if (oldKey && oldKey !== key) {
        try {
          await storage.delete(oldKey);
        } catch (error) {
          return { company, leftover: { key: oldKey, error } };
        }
      }
      return { company };
    },

    /**
     * Stores an image of another part of the site (a banner, a plan's picture) and answers its
     * key; the caller points its record at it and then deletes the old one with `deleteImage`.
     */
    async storeImage(ctx: CompanyContext, kind: CompanyImageKind, bytes: Buffer): Promise<string> {
      const type = typeOf(bytes, kind);
      const key = companyImageKey(ctx.company.id, kind, imageNameOf(bytes, type));
      await storage.put(key, bytes, type.contentType);
      return key;
    },

    /** Deletes a stored image no record points at any more; a failure is only logged. */
    async deleteImage(_ctx: CompanyContext, key: string): Promise<void> {
      await storage.delete(key);
    },

    /** A stored image by its public name, or 405. */
    async openStoredImage(
      ctx: CompanyContext,
      kind: CompanyImageKind,
      name: string,
    ): Promise<{ object: StoredObject; contentType: string }> {
      const missing = () => new AppError(ErrorCode.FileNotFound, { message: 'No such image.' });
      if (!storedImageNamePattern.test(name)) throw missing();
      const key = companyImageKey(ctx.company.id, kind, name);
      try {
        return { object: await storage.get(key), contentType: contentTypeOfImageKey(key) };
      } catch (error) {
        if (error instanceof StorageNotFoundError) throw missing();
        throw error;
      }
    },

    /** The stored image of the company, or 405 when it has none. */
    async openImage(
      ctx: CompanyContext,
      kind: 'logo' | 'favicon',
    ): Promise<{ key: string; object: StoredObject; contentType: string }> {
      const { company } = ctx;
      const key = company[columnOf(kind)];
      const missing = () =>
        new AppError(ErrorCode.FileNotFound, { message: `The company has no ${kind}.` });
      if (!key) throw missing();
      try {
        return { key, object: await storage.get(key), contentType: contentTypeOfImageKey(key) };
      } catch (error) {
        if (error instanceof StorageNotFoundError) throw missing();
        throw error;
      }
    },
  };
}

export type CompanyImageService = ReturnType<typeof createCompanyImageService>;

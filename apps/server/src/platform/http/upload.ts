import { Transform, pipeline } from 'node:stream';
import multipart from '@fastify/multipart';
import type { Multipart } from '@fastify/multipart';
import { ErrorCode } from '@hondana/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ObjectStorage } from '../storage/object-storage.js';
import { AppError } from './app-error.js';

/**
 * Multipart for the whole app, without a size of its own: every upload route states its limit
 * through the helpers below (company images 2 MB, books MAX_UPLOAD_MB). A route that forgot
 * would get Fastify's bodyLimit (1 MiB), never an unbounded file.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, parts: 20 } });
}

export interface UploadLimits {
  maxBytes: number;
  /** What the client should send, for the refusal's text (e.g. "Send one PNG … as multipart"). */
  howTo: string;
}

function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

function invalidFile(message: string, details: unknown = null): AppError {
  return new AppError(ErrorCode.InvalidFile, { message, details });
}

/** 412 "invalid file": the catalogue has no code of its own for size, the reason says it. */
function tooLarge(maxBytes: number): AppError {
  return invalidFile(`The file is larger than ${megabytes(maxBytes)} MB.`, {
    reason: 'FILE_TOO_LARGE',
    max_bytes: maxBytes,
  });
}

async function firstFile(request: FastifyRequest, limits: UploadLimits) {
  if (!request.isMultipart()) throw invalidFile(`The request is not multipart. ${limits.howTo}`);
  // One byte over the limit is read, so a file of exactly maxBytes passes and a larger one is seen.
  const part = await request.file({
    limits: { fileSize: limits.maxBytes + 1, files: 1 },
    throwFileSizeLimit: false,
  });
  if (!part) throw invalidFile(`No file was sent. ${limits.howTo}`);
  return part;
}

/** The one uploaded file in memory: only for small files that must be inspected whole (images). */
export async function readUploadedFile(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<Buffer> {
  const part = await firstFile(request, limits);
  const bytes = await part.toBuffer();
  if (part.file.truncated || bytes.length > limits.maxBytes) throw tooLarge(limits.maxBytes);
  return bytes;
}

/** Like {@link readUploadedFile}, with the name the client gave the file (for display only). */
export async function readUploadedFileWithName(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<{ bytes: Buffer; filename: string }> {
  const part = await firstFile(request, limits);
  const bytes = await part.toBuffer();
  if (part.file.truncated || bytes.length > limits.maxBytes) throw tooLarge(limits.maxBytes);
  return { bytes, filename: part.filename };
}

class FileTooLargeError extends Error {}

type FilePart = Awaited<ReturnType<FastifyRequest['file']>> & object;

/** Pipes one file part into storage through a byte counter; over `maxBytes` stores nothing. */
async function putCounted(
  part: Pick<FilePart, 'file'>,
  storage: ObjectStorage,
  key: string,
  limits: UploadLimits & { contentType?: string },
): Promise<number> {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > limits.maxBytes) callback(new FileTooLargeError());
      else callback(null, chunk);
    },
  });
  // An error on either side destroys both, so storage.put sees it and discards its temporary copy.
  const body = pipeline(part.file, counter, () => undefined);
  try {
    await storage.put(key, body, limits.contentType);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw tooLarge(limits.maxBytes);
    throw error;
  }
  if (part.file.truncated) {
    await storage.delete(key);
    throw tooLarge(limits.maxBytes);
  }
  return size;
}

/**
 * Streams the one uploaded file to `storage` under `key`, never holding it in memory; a file over
 * `maxBytes` fails the write (storage.put keeps no partial object) and answers 412.
 */
export async function streamUploadToStorage(
  request: FastifyRequest,
  storage: ObjectStorage,
  key: string,
  limits: UploadLimits & { contentType?: string },
): Promise<{ size: number; filename: string; mimetype: string }> {
  const part = await firstFile(request, limits);
  const size = await putCounted(part, storage, key, limits);
  return { size, filename: part.filename, mimetype: part.mimetype };
}

/** Text fields of a multipart request sent beside its file (e.g. a `content-data` JSON part). */
export type UploadFields = Record<string, string>;

const FIELD_MAX_BYTES = 1024 * 1024;

/** A small part read whole, refused past `FIELD_MAX_BYTES` (the rest is drained, not kept). */
async function readFieldFile(file: NodeJS.ReadableStream, name: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= FIELD_MAX_BYTES) chunks.push(chunk);
  }
  if (size > FIELD_MAX_BYTES) throw invalidFile(`The part '${name}' is larger than 1 MB.`);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A text part's value; one sent as a file (a JSON Blob arrives as a file named "blob") read
 * whole. A part declared `Content-Type: application/json` (RFC 7578 allows it) the multipart
 * plugin has already parsed: it is written back as JSON, so callers always get its text.
 */
async function readTextPart(part: Multipart): Promise<string> {
  if (part.type === 'file') return readFieldFile(part.file, part.fieldname);
  if (part.valueTruncated) throw invalidFile(`The field '${part.fieldname}' is larger than 1 MB.`);
  return typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
}

/**
 * Like {@link streamUploadToStorage}, for a request with text parts beside the file, before or
 * after it (browsers keep the order of the form): the part named `fileField` streams to storage,
 * the others are kept as text (each at most 1 MiB), also when a client sent one as a file (a JSON
 * Blob in FormData arrives as a file named "blob"). When anything fails after the file was
 * stored, the stored object is deleted before the error goes on.
 */
export async function streamUploadWithFieldsToStorage(
  request: FastifyRequest,
  storage: ObjectStorage,
  key: string,
  limits: UploadLimits & { contentType?: string; fileField?: string },
): Promise<{ size: number; filename: string; mimetype: string; fields: UploadFields }> {
  if (!request.isMultipart()) throw invalidFile(`The request is not multipart. ${limits.howTo}`);
  const fileField = limits.fileField ?? 'file';
  const fields: UploadFields = {};
  let stored: { size: number; filename: string; mimetype: string } | null = null;
  try {
    // throwFileSizeLimit is honoured by parts() too, though its type only lists busboy's options.
    const options = {
      limits: { fileSize: limits.maxBytes + 1, files: 3, fieldSize: FIELD_MAX_BYTES },
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === fileField) {
        if (stored) throw invalidFile(`Send only one file. ${limits.howTo}`);
        const size = await putCounted(part, storage, key, limits);
        stored = { size, filename: part.filename, mimetype: part.mimetype };
      } else {
        fields[part.fieldname] = await readTextPart(part);
      }
    }
  } catch (error) {
    if (stored) await storage.delete(key);
    if (error instanceof AppError) throw error;
    // Busboy's limits (too many files or parts) and malformed bodies: the client's fault.
    throw invalidFile(`The upload could not be read: ${(error as Error).message}. ${limits.howTo}`);
  }
  if (!stored) throw invalidFile(`No file was sent. ${limits.howTo}`);
  return { ...stored, fields };
}

/**
 * A small multipart request read whole: its text parts, and its file (`file` part) when one was
 * sent, in memory (images). For a record whose file is optional, such as a banner whose image
 * stays when only its texts change.
 */
export async function readSmallUploadWithFields(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<{ file: Buffer | null; fileName: string; fields: UploadFields }> {
  if (!request.isMultipart()) throw invalidFile(`The request is not multipart. ${limits.howTo}`);
  const fields: UploadFields = {};
  let file: Buffer | null = null;
  let fileName = '';
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxBytes + 1, files: 3, fieldSize: FIELD_MAX_BYTES },
      throwFileSizeLimit: false,
    } as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'file') {
        if (file) throw invalidFile(`Send only one file. ${limits.howTo}`);
        const bytes = await part.toBuffer();
        if (part.file.truncated || bytes.length > limits.maxBytes) throw tooLarge(limits.maxBytes);
        // A form may send an empty file part when no file was chosen.
        file = bytes.length > 0 ? bytes : null;
        fileName = part.filename;
      } else {
        fields[part.fieldname] = await readTextPart(part);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidFile(`The upload could not be read: ${(error as Error).message}. ${limits.howTo}`);
  }
  return { file, fileName, fields };
}

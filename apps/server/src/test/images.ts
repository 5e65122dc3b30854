import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

// Small real images and multipart bodies for upload tests.

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real 1x1 RGB PNG; `padding` adds an ancillary chunk to make it as large as a test needs.
 * `declared` is the size its header claims: anything but 1x1 makes a crafted header over one
 * pixel of data, which a decoder would still allocate the declared size for.
 */
export function makePng(padding = 0, declared = { width: 1, height: 1 }): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(declared.width, 0);
  header.writeUInt32BE(declared.height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(padding > 0 ? [pngChunk('tEXt', Buffer.alloc(padding, 0x61))] : []),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export function multipart(
  filename: string,
  contentType: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
) {
  const boundary = `----hondana${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(fieldParts.join('')),
      Buffer.from(head),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A multipart body of text parts only (a change that keeps the stored file). */
export function multipartFields(fields: Record<string, string>) {
  const boundary = `----hondana${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

import { imageSize } from 'image-size';
import { ProcessingError } from './processing-error.js';

/**
 * Most pixels an image may have to be decoded or drawn: 50 million, 200 MB as RGBA. The canvas
 * allocates them natively, outside the worker's heap limit, so only this bound holds them. A 600
 * dpi scan of an A4 cover is 35 million; a PNG declaring 32000 × 32000 would be 4 GB.
 */
export const MAX_DECODED_PIXELS = 50_000_000;

/** Formats the canvas decodes as a bitmap of the size their header declares. */
const RASTER_TYPES: ReadonlySet<string> = new Set(['png', 'jpg', 'webp', 'gif']);

/** An image (or page render) refused before decoding because of its size. */
export class ImageTooLargeError extends ProcessingError {
  constructor(what: string, width: number, height: number) {
    super(
      `${what} is ${width} × ${height} pixels, more than the ${MAX_DECODED_PIXELS / 1_000_000} million allowed.`,
    );
    this.name = 'ImageTooLargeError';
  }
}

/**
 * Reads the size an encoded image declares in its header and refuses it, without decoding, when
 * it is over the budget or not a PNG, JPEG, WebP or GIF: SVG is refused too, because the canvas
 * rasterizes it at a size its markup sets (width, height or viewBox, in any unit) that a header
 * reader cannot be sure to read the same way.
 */
export function assertDecodableImage(bytes: Uint8Array, what: string): void {
  let size: { width: number; height: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch (error) {
    throw new ProcessingError(`${what} is not an image whose size can be read.`, { cause: error });
  }
  if (!size.type || !RASTER_TYPES.has(size.type)) {
    throw new ProcessingError(`${what} is not a PNG, JPEG, WebP or GIF image.`);
  }
  assertPixelBudget(size.width, size.height, what);
}

/** Refuses a bitmap of this size before it is allocated. */
export function assertPixelBudget(width: number, height: number, what: string): void {
  if (!(Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0)) {
    throw new ProcessingError(`${what} has no valid size (${width} × ${height}).`);
  }
  if (width * height > MAX_DECODED_PIXELS) throw new ImageTooLargeError(what, width, height);
}

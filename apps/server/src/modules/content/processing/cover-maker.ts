import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { assertDecodableImage } from './image-bounds.js';

/** Cover widths in pixels: cards in lists, and the detail page. */
export const COVER_WIDTHS = { small: 240, large: 600 } as const;
export type CoverSize = keyof typeof COVER_WIDTHS;

export interface Covers {
  small: Buffer;
  large: Buffer;
}

/** Storage key of one size of a cover, from the content's `cover_key` prefix. */
export function coverObjectKey(coverKey: string, size: CoverSize): string {
  return `${coverKey}-${size}.webp`;
}

/**
 * WebP covers at both widths from an encoded image (PNG, JPEG, WebP, GIF): scaled to the width,
 * the height kept in proportion but capped at twice the width. Throws when the image is unreadable,
 * and (ProcessingError, before decoding) when its header declares another format or too many pixels.
 */
export async function coversFromImage(bytes: Uint8Array): Promise<Covers> {
  assertDecodableImage(bytes, 'The cover image');
  const image = await loadImage(Buffer.from(bytes));
  if (!image.width || !image.height) throw new Error('the cover image has no size');
  return {
    small: await scaled(image, COVER_WIDTHS.small),
    large: await scaled(image, COVER_WIDTHS.large),
  };
}

async function scaled(image: Image, width: number): Promise<Buffer> {
  const height = Math.min(Math.round((image.height * width) / image.width), width * 2);
  const canvas = createCanvas(width, Math.max(1, height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  // Cropped at the bottom when the cap applies: the top of a cover carries the title.
  const drawnHeight = (image.height * width) / image.width;
  context.drawImage(image, 0, 0, width, drawnHeight);
  return canvas.encode('webp', 82);
}

/** A plain cover for a book without one: the title on the product's green, 2:3. */
export async function generatedCovers(title: string): Promise<Covers> {
  return {
    small: await plainCover(title, COVER_WIDTHS.small),
    large: await plainCover(title, COVER_WIDTHS.large),
  };
}

async function plainCover(title: string, width: number): Promise<Buffer> {
  const height = Math.round(width * 1.5);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#317a2e';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#ffffff';
  const fontSize = Math.round(width / 11);
  context.font = `bold ${fontSize}px "Noto Sans CJK JP", "Noto Serif CJK JP", sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'top';
  const lines = wrap(title, (text) => context.measureText(text).width, width * 0.8).slice(0, 6);
  const lineHeight = fontSize * 1.4;
  const top = (height - lines.length * lineHeight) / 2;
  lines.forEach((line, index) => context.fillText(line, width / 2, top + index * lineHeight));
  return canvas.encode('webp', 82);
}

/** Breaks at spaces where there are some, else between any two characters (Japanese). */
function wrap(text: string, measure: (text: string) => number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  const tokens = text.trim().split(/(?<=\s)|(?=[^\p{ASCII}])|(?<=[^\p{ASCII}])/u);
  for (const token of tokens) {
    const candidate = line + token;
    if (line !== '' && measure(candidate.trim()) > maxWidth) {
      lines.push(line.trim());
      line = token.trimStart();
    } else {
      line = candidate;
    }
  }
  if (line.trim() !== '') lines.push(line.trim());
  return lines;
}

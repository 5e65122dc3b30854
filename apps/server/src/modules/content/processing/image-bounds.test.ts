import type * as canvasModule from '@napi-rs/canvas';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument, PDFName } from 'pdf-lib';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makePng } from '../../../test/images.js';
import { analyze } from './analysis.js';
import { coversFromImage } from './cover-maker.js';
import { ImageTooLargeError } from './image-bounds.js';
import { openPdf, renderFirstPage } from './pdf-reader.js';
import { ProcessingError } from './processing-error.js';
import { makeEpub, pngOf } from './test-books.js';

// The decoder, watched: a refused image must never reach it. pdf.js loads its own copy of the
// canvas through require, so page renders are not counted here.
vi.mock('@napi-rs/canvas', async (importOriginal) => {
  const actual = await importOriginal<typeof canvasModule>();
  return { ...actual, loadImage: vi.fn(actual.loadImage) };
});
const decoder = vi.mocked(loadImage);

/** A PNG of one pixel whose header claims 32000 × 32000: 4 GB once decoded. */
const HUGE_PNG = makePng(0, { width: 32_000, height: 32_000 });
const ONE_PIXEL_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
  'base64',
);

beforeEach(() => {
  decoder.mockClear();
});

describe('cover images are measured before they are decoded', () => {
  it('refuses a PNG whose header declares 32000 × 32000 px, without decoding it', async () => {
    const result = coversFromImage(HUGE_PNG);
    await expect(result).rejects.toBeInstanceOf(ImageTooLargeError);
    await expect(result).rejects.toThrow('The cover image is 32000 × 32000 pixels');
    expect(decoder).not.toHaveBeenCalled();
  });

  it('gives an EPUB with that cover a generated cover, its own never decoded', async () => {
    const bytes = await makeEpub({ cover: 'property', coverImage: HUGE_PNG });
    const analysis = await analyze({ bytes, fileType: 'epub', title: '大きな表紙' });
    expect(decoder).not.toHaveBeenCalled();
    expect(analysis.pageCount).toBe(1);
    expect(analysis.coverSkipped).toMatch(/32000 × 32000 pixels/);
    // A generated cover is 2:3 (600 × 900).
    expect((await loadImage(analysis.covers.large)).height).toBe(900);
  });

  it('refuses an SVG cover, which the canvas would draw at whatever size its markup sets', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32000 32000"><rect width="9" height="9"/></svg>',
    );
    await expect(coversFromImage(svg)).rejects.toBeInstanceOf(ProcessingError);
    expect(decoder).not.toHaveBeenCalled();
  });

  it('still decodes PNG, JPEG, WebP and GIF covers within the budget', async () => {
    const canvas = createCanvas(300, 450);
    canvas.getContext('2d').fillRect(0, 0, 300, 450);
    const images = [
      await pngOf(300, 300),
      await canvas.encode('jpeg'),
      await canvas.encode('webp'),
      ONE_PIXEL_GIF,
    ];
    for (const image of images) {
      const covers = await coversFromImage(image);
      expect((await loadImage(covers.small)).width).toBe(240);
    }
    // Once per image by coversFromImage, once per image by the check above.
    expect(decoder).toHaveBeenCalledTimes(images.length * 2);
  });
});

describe('PDF pages are bounded before they are drawn', () => {
  async function onePagePdf(draw?: (document: PDFDocument) => Promise<string>) {
    const document = await PDFDocument.create();
    const page = document.addPage([200, 200]);
    if (draw) {
      page.node.set(
        PDFName.of('Contents'),
        document.context.register(document.context.stream(await draw(document))),
      );
    }
    return openPdf(await document.save());
  }

  it('refuses a render over the pixel budget before allocating its canvas', async () => {
    const document = await onePagePdf();
    const result = renderFirstPage(document, 20_000);
    await expect(result).rejects.toBeInstanceOf(ImageTooLargeError);
    await expect(result).rejects.toThrow('20000 × 20000 pixels');
    await document.destroy();
  });

  it('leaves out of the cover an embedded image over the budget instead of decoding it', async () => {
    // 8000 × 8000 black pixels (64 million) in a few KB: one bit each, deflated.
    const document = await onePagePdf(async (pdf) => {
      const image = pdf.context.flateStream(new Uint8Array((8000 * 8000) / 8), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: 8000,
        Height: 8000,
        ColorSpace: 'DeviceGray',
        BitsPerComponent: 1,
      });
      pdf.getPage(0).node.setXObject(PDFName.of('Im'), pdf.context.register(image));
      return 'q 200 0 0 200 0 0 cm /Im Do Q';
    });
    const cover = await loadImage(await renderFirstPage(document, 600));
    await document.destroy();
    const canvas = createCanvas(cover.width, cover.height);
    const context = canvas.getContext('2d');
    context.drawImage(cover, 0, 0);
    expect([...context.getImageData(300, 300, 1, 1).data]).toEqual([255, 255, 255, 255]);
  });
});

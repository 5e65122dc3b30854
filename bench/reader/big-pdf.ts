// The reader benchmark's book: 300 pages, each one full-page image of random noise (incompressible,
// ~170 KB), written the way scanners and many producers write them: each page object right after
// its image, one flat page tree, a classic cross-reference table and no object streams.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  PDFName,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';

export const BIG_PDF_PAGES = 300;
/** 240 × 240 RGB: 172,800 bytes a page, ~52 MB for the book. */
const IMAGE_SIDE = 240;

export async function writeBigPdf(file: string): Promise<void> {
  if (existsSync(file)) return;
  const pdf = await PDFDocument.create();
  for (let index = 0; index < BIG_PDF_PAGES; index++) {
    const image = pdf.context.stream(randomBytes(IMAGE_SIDE * IMAGE_SIDE * 3), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: IMAGE_SIDE,
      Height: IMAGE_SIDE,
      ColorSpace: 'DeviceRGB',
      BitsPerComponent: 8,
    });
    const imageRef = pdf.context.register(image);
    const page = pdf.addPage([595, 842]);
    const name = page.node.newXObject('Noise', imageRef);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(595, 0, 0, 842, 0, 0),
      drawObject(name),
      popGraphicsState(),
    );
    page.node.set(PDFName.of('Rotate'), pdf.context.obj(0));
  }
  await writeFile(file, await pdf.save({ useObjectStreams: false }));
}

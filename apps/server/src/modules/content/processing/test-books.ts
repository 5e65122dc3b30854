// Small books made in memory for the processing tests.
import { createCanvas } from '@napi-rs/canvas';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { PDFDocument, PDFName, StandardFonts, type PDFRef } from 'pdf-lib';

export interface EpubSpec {
  chapters?: string[];
  /** Manifest cover: 'property' (EPUB 3 cover-image), 'meta' (EPUB 2 <meta name="cover">). */
  cover?: 'property' | 'meta';
  /** The bytes of images/cover.png; default a real 300 × 300 PNG. */
  coverImage?: Uint8Array;
  /** Extra archive entries, e.g. an image referenced from a chapter. */
  extra?: Zippable;
  imageInFirstChapter?: boolean;
  /** The package's <metadata> children; default one dc:title (試験の本). */
  metadata?: string;
  /** The package's version attribute; default 3.0. */
  version?: '2.0' | '3.0';
}

const xhtml = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title><style>p{color:red}</style></head><body>${body}</body></html>`;

/** A red PNG of the given size. */
export async function pngOf(width: number, height: number): Promise<Uint8Array> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#c00000';
  context.fillRect(0, 0, width, height);
  return canvas.encode('png');
}

export async function makeEpub(spec: EpubSpec = {}): Promise<Uint8Array> {
  const chapters = spec.chapters ?? ['<p>Hello</p>'];
  const image = spec.coverImage ?? (await pngOf(300, 300));
  const items = chapters
    .map((_, i) => `<item id="c${i}" href="text/c${i}.xhtml" media-type="application/xhtml+xml"/>`)
    .join('');
  const coverItem =
    spec.cover === 'property'
      ? '<item id="img" href="images/cover.png" media-type="image/png" properties="cover-image"/>'
      : spec.cover === 'meta'
        ? '<item id="img" href="images/cover.png" media-type="image/png"/>'
        : '';
  const opf = `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="${spec.version ?? '3.0'}"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">${spec.metadata ?? '<dc:title>試験の本</dc:title>'}${spec.cover === 'meta' ? '<meta name="cover" content="img"/>' : ''}</metadata><manifest>${items}${coverItem}</manifest><spine>${chapters.map((_, i) => `<itemref idref="c${i}"/>`).join('')}</spine></package>`;
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
    'OEBPS/content.opf': strToU8(opf),
    ...Object.fromEntries(
      chapters.map((body, i) => [
        `OEBPS/text/c${i}.xhtml`,
        strToU8(
          xhtml(
            i === 0 && spec.imageInFirstChapter ? `<img src="../images/cover.png"/>${body}` : body,
          ),
        ),
      ]),
    ),
    ...(spec.cover || spec.imageInFirstChapter ? { 'OEBPS/images/cover.png': image } : {}),
    ...spec.extra,
  };
  return zipSync(files);
}

/**
 * A PDF of a few KB whose pages each draw a form that draws the form below it `fanOut` times,
 * `depth` levels down to one glyph: pdf.js walks every path when extracting text (4^9 = 262 144
 * glyphs a page at the defaults, over a minute), the shape of a file built to be slow to read.
 */
export async function nestedFormsPdf({
  depth = 9,
  fanOut = 4,
  pages = 1,
} = {}): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const form = (content: string, resources: Record<string, Record<string, PDFRef>>) =>
    document.context.register(
      document.context.stream(content, {
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [0, 0, 200, 200],
        Resources: resources,
      }),
    );
  let inner = form('BT /F1 12 Tf 10 10 Td (x) Tj ET', { Font: { F1: font.ref } });
  for (let level = 1; level <= depth; level += 1) {
    inner = form(Array.from({ length: fanOut }, () => '/X Do').join(' '), {
      XObject: { X: inner },
    });
  }
  const contents = document.context.register(document.context.stream('/X Do'));
  for (let number = 1; number <= pages; number += 1) {
    const page = document.addPage([200, 200]);
    page.node.setXObject(PDFName.of('X'), inner);
    page.node.set(PDFName.of('Contents'), contents);
  }
  return document.save();
}

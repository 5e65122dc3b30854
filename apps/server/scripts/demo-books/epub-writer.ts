import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import type { Zippable } from 'fflate';
import type { BookBlock, BookChapter, DemoBook } from './book-model.js';
import { parseRubyText, stripRuby } from './book-model.js';

// A fixed timestamp keeps the zip and dcterms:modified byte-identical between runs. Zip entries
// store local time, so the date is built from local parts: the bytes then match in every time zone.
const FIXED_MTIME = new Date(2025, 0, 1);
const MODIFIED = '2025-01-01T00:00:00Z';

const CONTAINER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Turns `{漢字|かんじ}` markup into escaped XHTML with <ruby> elements. */
export function renderInlineXhtml(text: string): string {
  return parseRubyText(text)
    .map((segment) =>
      segment.ruby === undefined
        ? escapeXml(segment.base)
        : `<ruby>${escapeXml(segment.base)}<rt>${escapeXml(segment.ruby)}</rt></ruby>`,
    )
    .join('');
}

/** A stable urn:uuid derived from the file name, so rebuilding does not change the identifier. */
function deriveIdentifier(fileName: string): string {
  const hex = createHash('sha1').update(`hondana-demo:${fileName}`).digest('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function chapterFileName(index: number): string {
  return `chapter-${String(index + 1).padStart(2, '0')}.xhtml`;
}

function renderPage(book: DemoBook, title: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${book.language}" lang="${book.language}">
<head>
  <meta charset="UTF-8"/>
  <title>${escapeXml(title)}</title>
  <link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body>
${body}
</body>
</html>
`;
}

function renderBlock(block: BookBlock): string {
  const lang = `xml:lang="${block.lang}" lang="${block.lang}"`;
  const inner = renderInlineXhtml(block.text);
  switch (block.kind) {
    case 'heading':
      return `  <h2 ${lang}>${inner}</h2>`;
    case 'epigraph':
      return `  <blockquote class="epigraph" ${lang}><p>${inner}</p></blockquote>`;
    case 'paragraph':
      return `  <p ${lang}>${inner}</p>`;
  }
}

function renderChapter(book: DemoBook, chapter: BookChapter, index: number): string {
  const subtitle = chapter.subtitle
    ? `\n    <p class="subtitle">${renderInlineXhtml(chapter.subtitle)}</p>`
    : '';
  const body = `<section epub:type="chapter" id="chapter-${index + 1}">
  <header>
    <h1>${renderInlineXhtml(chapter.title)}</h1>${subtitle}
  </header>
${chapter.blocks.map(renderBlock).join('\n')}
</section>`;
  return renderPage(book, stripRuby(chapter.title), body);
}

function renderTitlePage(book: DemoBook): string {
  const subtitle = book.subtitle ? `\n  <p class="subtitle">${escapeXml(book.subtitle)}</p>` : '';
  const body = `<section epub:type="titlepage" class="titlepage">
  <h1 class="book-title">${escapeXml(book.title)}</h1>${subtitle}
  <p class="author">${escapeXml(book.author)}</p>
  <p class="description">${escapeXml(book.description)}</p>
</section>`;
  return renderPage(book, book.title, body);
}

function renderNav(book: DemoBook): string {
  const heading = book.language === 'ja' ? '目次' : 'Contents';
  const items = book.chapters
    .map(
      (chapter, index) =>
        `      <li><a href="${chapterFileName(index)}">${escapeXml(stripRuby(chapter.title))}</a></li>`,
    )
    .join('\n');
  const body = `<nav epub:type="toc" id="toc">
  <h1>${heading}</h1>
  <ol>
      <li><a href="title.xhtml">${escapeXml(book.title)}</a></li>
${items}
  </ol>
</nav>`;
  return renderPage(book, heading, body);
}

function renderStyle(book: DemoBook): string {
  const writingMode = book.isVertical
    ? `html {\n  -epub-writing-mode: vertical-rl;\n  -webkit-writing-mode: vertical-rl;\n  writing-mode: vertical-rl;\n}\n`
    : '';
  return `${writingMode}body {
  font-family: serif;
  line-height: 1.8;
  margin: 1em;
}
h1 { font-size: 1.5em; margin: 0 0 0.3em; }
h2 { font-size: 1.15em; margin: 1.2em 0 0.4em; }
p { margin: 0 0 0.6em; text-indent: ${book.language === 'ja' ? '1em' : '0'}; }
.subtitle { color: #555; text-indent: 0; }
.epigraph { color: #555; font-size: 0.9em; margin: 1em 2em; }
.titlepage { text-align: center; margin-top: 20%; }
.titlepage p { text-indent: 0; }
rt { font-size: 0.5em; }
`;
}

function renderPackage(book: DemoBook): string {
  const subjects = book.keywords
    .map((keyword) => `    <dc:subject>${escapeXml(keyword)}</dc:subject>`)
    .join('\n');
  const chapterItems = book.chapters
    .map(
      (_chapter, index) =>
        `    <item id="chapter-${index + 1}" href="${chapterFileName(index)}" media-type="application/xhtml+xml"/>`,
    )
    .join('\n');
  const spineItems = book.chapters
    .map((_chapter, index) => `    <itemref idref="chapter-${index + 1}"/>`)
    .join('\n');
  const direction = book.isVertical ? ' page-progression-direction="rtl"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${book.language}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">${deriveIdentifier(book.fileName)}</dc:identifier>
    <dc:title>${escapeXml(book.title)}</dc:title>
    <dc:creator>${escapeXml(book.author)}</dc:creator>
    <dc:language>${book.language}</dc:language>
    <dc:description>${escapeXml(book.description)}</dc:description>
${subjects}
    <meta property="dcterms:modified">${MODIFIED}</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="style" href="style.css" media-type="text/css"/>
    <item id="title" href="title.xhtml" media-type="application/xhtml+xml"/>
${chapterItems}
  </manifest>
  <spine${direction}>
    <itemref idref="title"/>
    <itemref idref="nav" linear="no"/>
${spineItems}
  </spine>
</package>
`;
}

/** Builds an EPUB 3 file: `mimetype` first and stored, then container, package, nav and chapters. */
export function buildEpub(book: DemoBook): Uint8Array {
  if (book.type !== 'epub') throw new Error(`${book.fileName} is not an EPUB book`);
  if (book.chapters.length === 0) throw new Error(`${book.fileName} has no chapters`);
  // Object key order is the zip entry order; readers require `mimetype` as the first, uncompressed entry.
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(CONTAINER_XML),
    'OEBPS/package.opf': strToU8(renderPackage(book)),
    'OEBPS/nav.xhtml': strToU8(renderNav(book)),
    'OEBPS/style.css': strToU8(renderStyle(book)),
    'OEBPS/title.xhtml': strToU8(renderTitlePage(book)),
  };
  book.chapters.forEach((chapter, index) => {
    files[`OEBPS/${chapterFileName(index)}`] = strToU8(renderChapter(book, chapter, index));
  });
  return zipSync(files, { level: 9, mtime: FIXED_MTIME });
}

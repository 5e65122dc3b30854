import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { cleanDescription, cleanLanguage, cleanLine } from './book-metadata.js';
import { readEpub } from './epub-reader.js';
import { openPdf, pdfMetadata } from './pdf-reader.js';
import { makeEpub } from './test-books.js';

/** A one-page PDF with the given Info entries and, when given, an XMP packet. */
async function pdfWith(info: {
  title?: string;
  author?: string;
  subject?: string;
  language?: string;
  xmp?: string;
}): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const page = document.addPage([200, 200]);
  page.drawText('x', { font: await document.embedFont(StandardFonts.Helvetica) });
  if (info.title) document.setTitle(info.title);
  if (info.author) document.setAuthor(info.author);
  if (info.subject) document.setSubject(info.subject);
  if (info.language) document.setLanguage(info.language);
  if (info.xmp) {
    const stream = document.context.stream(info.xmp, { Type: 'Metadata', Subtype: 'XML' });
    document.catalog.set(PDFName.of('Metadata'), document.context.register(stream));
  }
  return document.save();
}

const xmp = (dc: string) =>
  `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">${dc}</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

describe('EPUB package metadata', () => {
  it('reads title, authors, language, publisher and description (EPUB 3 roles by refines)', async () => {
    const epub = await readEpub(
      await makeEpub({
        metadata: `<dc:title>灯台の見える町</dc:title><dc:title>副題</dc:title>
          <dc:creator id="a1">山田 花子</dc:creator><meta refines="#a1" property="role" scheme="marc:relators">aut</meta>
          <dc:creator id="a2">鈴木 一郎</dc:creator><meta refines="#a2" property="role" scheme="marc:relators">ill</meta>
          <dc:creator id="a3">Jane Roe</dc:creator>
          <dc:language>ja</dc:language><dc:publisher>港町出版</dc:publisher>
          <dc:description>&lt;p&gt;港町の&lt;b&gt;物語&lt;/b&gt;。&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;p&gt;第二段落&lt;/p&gt;</dc:description>`,
      }),
    );
    expect(epub.metadata).toEqual({
      title: '灯台の見える町',
      author: '山田 花子, Jane Roe',
      language: 'ja',
      publisher: '港町出版',
      description: '港町の物語。\n第二段落',
    });
  });

  it('reads EPUB 2 opf:role and names every creator when none is an author', async () => {
    const epub2 = await readEpub(
      await makeEpub({
        version: '2.0',
        metadata:
          '<dc:title>Letters</dc:title><dc:creator opf:role="edt">Ed Itor</dc:creator><dc:creator opf:role="aut">An Author</dc:creator><dc:language>en_us</dc:language>',
      }),
    );
    expect(epub2.metadata).toEqual({ title: 'Letters', author: 'An Author', language: 'en-US' });
    const editors = await readEpub(
      await makeEpub({
        metadata:
          '<dc:title>T</dc:title><dc:creator opf:role="edt">One</dc:creator><dc:creator opf:role="trl">Two</dc:creator>',
      }),
    );
    expect(editors.metadata.author).toBe('One, Two');
  });

  it('gives nothing it does not have, and ignores blank values', async () => {
    const epub = await readEpub(
      await makeEpub({ metadata: '<dc:title>  </dc:title><dc:language>not a tag!</dc:language>' }),
    );
    expect(epub.metadata).toEqual({});
  });

  it('tames hostile values: control characters, bidi overrides, lengths', async () => {
    const epub = await readEpub(
      await makeEpub({
        metadata: `<dc:title>Evil&#x202E;gpj.exe\u0007 ${'長'.repeat(400)}</dc:title><dc:publisher>${'p'.repeat(300)}</dc:publisher>`,
      }),
    );
    expect(epub.metadata.title).toMatch(/^Evilgpj\.exe 長+$/);
    expect(Array.from(epub.metadata.title ?? '')).toHaveLength(255);
    expect(epub.metadata.publisher).toHaveLength(255);
  });
});

describe('PDF metadata', () => {
  async function metadataOf(bytes: Uint8Array) {
    const document = await openPdf(bytes);
    try {
      return await pdfMetadata(document);
    } finally {
      await document.destroy();
    }
  }

  it('reads the Info dictionary (Title, Author, Subject) and the catalog language', async () => {
    expect(
      await metadataOf(
        await pdfWith({
          title: '港町の物語',
          author: '山田 花子',
          subject: '海辺の町の短編集',
          language: 'ja-JP',
        }),
      ),
    ).toEqual({
      title: '港町の物語',
      author: '山田 花子',
      description: '海辺の町の短編集',
      language: 'ja-JP',
    });
  });

  it('prefers XMP (dc:title, dc:creator, dc:description, dc:publisher, dc:language)', async () => {
    const bytes = await pdfWith({
      title: 'Microsoft Word - draft.docx',
      author: 'old',
      xmp: xmp(
        '<dc:title><rdf:Alt><rdf:li xml:lang="x-default">The Quiet Harbor</rdf:li></rdf:Alt></dc:title>' +
          '<dc:creator><rdf:Seq><rdf:li>Ann Lee</rdf:li><rdf:li>Bo Kim</rdf:li></rdf:Seq></dc:creator>' +
          '<dc:description><rdf:Alt><rdf:li xml:lang="x-default">Stories &lt;i&gt;by the sea&lt;/i&gt;</rdf:li></rdf:Alt></dc:description>' +
          '<dc:publisher><rdf:Bag><rdf:li>Harbor Press</rdf:li></rdf:Bag></dc:publisher>' +
          '<dc:language><rdf:Bag><rdf:li>en</rdf:li></rdf:Bag></dc:language>',
      ),
    });
    expect(await metadataOf(bytes)).toEqual({
      title: 'The Quiet Harbor',
      author: 'Ann Lee, Bo Kim',
      description: 'Stories by the sea',
      publisher: 'Harbor Press',
      language: 'en',
    });
  });

  it('gives nothing for a PDF without metadata', async () => {
    expect(await metadataOf(await pdfWith({}))).toEqual({});
  });
});

describe('cleaning', () => {
  it('keeps one line for names and paragraphs for descriptions', () => {
    expect(cleanLine(' a\n\tb\u0000 ', 10)).toBe('a b');
    expect(cleanLine('😀'.repeat(5), 3)).toBe('😀😀😀');
    expect(
      cleanDescription('<div>one<br>two</div><style>p{}</style><img src=x onerror=alert(1)>'),
    ).toBe('one\ntwo');
    expect(cleanDescription('   ')).toBeUndefined();
    expect(cleanLanguage('EN-gb')).toBe('en-GB');
    expect(cleanLanguage('zh-hant-tw')).toBe('zh-Hant-TW');
    expect(cleanLanguage('<script>')).toBeUndefined();
  });
});

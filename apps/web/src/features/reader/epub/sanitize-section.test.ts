// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeSection, transformResource } from './sanitize-section';

// jsdom's Blob has no text(), which every browser's has.
Blob.prototype.text ??= function text(this: Blob) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(this);
  });
};

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const xhtml = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>${body}</body></html>`;

/** What the frame would be given, parsed back as the type it is given as. */
function shown(source: string, type: string): { doc: Document; type: string } {
  const result = sanitizeSection(source, type);
  return { doc: new DOMParser().parseFromString(result.data, result.type), type: result.type };
}

const attributesOf = (doc: Document) =>
  Array.from(doc.getElementsByTagName('*')).flatMap((element) =>
    Array.from(element.attributes, (attribute) => `${attribute.name}=${attribute.value}`),
  );

describe('sanitizeSection: SVG documents (a spine item, or an SVG a page embeds)', () => {
  const hostileSvg = `<?xml version="1.0"?><svg ${SVG_NS} width="10" height="10" onload="alert(1)">
    <script>alert(2)</script><script xlink:href="evil.js"/>
    <a xlink:href="javascript:alert(3)"><text id="label">Figure 1</text></a>
    <a href="javascript:alert(4)"><rect id="box" width="5" height="5" onclick="alert(5)"/></a>
    <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">
      <p id="caption">Caption</p><script>alert(6)</script><img src="x.png" onerror="alert(7)"/>
      <iframe src="javascript:alert(8)"/><a href="java&#9;script:alert(9)">link</a>
    </div></foreignObject></svg>`;

  it('drops scripts, handlers and javascript: links, also in foreignObject HTML', () => {
    const { doc, type } = shown(hostileSvg, 'image/svg+xml');
    expect(type).toBe('image/svg+xml');
    expect(doc.documentElement.localName).toBe('svg');
    expect(doc.getElementsByTagNameNS('*', 'script')).toHaveLength(0);
    expect(doc.getElementsByTagNameNS('*', 'iframe')).toHaveLength(0);
    const attributes = attributesOf(doc);
    expect(attributes.filter((a) => /^on/i.test(a))).toEqual([]);
    expect(attributes.filter((a) => /javascript/i.test(a))).toEqual([]);
    // The book's content stays.
    expect(doc.getElementById('label')?.textContent).toBe('Figure 1');
    expect(doc.getElementById('box')).not.toBeNull();
    expect(doc.getElementById('caption')?.textContent).toBe('Caption');
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('x.png');
  });

  it('adds no head to an SVG root (a meta policy there would be ignored)', () => {
    const { doc } = shown(hostileSvg, 'image/svg+xml');
    expect(doc.documentElement.firstElementChild?.localName).not.toBe('head');
  });

  it('sanitizes SVG however foliate-js hands it over (as text, or a Blob for odd types)', async () => {
    for (const type of ['image/svg+xml', 'IMAGE/SVG+XML', 'image/svg+xml; charset=utf-8']) {
      const result = await transformResource({
        data: Promise.resolve(new Blob([hostileSvg], { type })),
        type,
      });
      expect(result.type).toBe('image/svg+xml');
      expect(String(result.data)).not.toMatch(/script|onload|onclick|onerror/i);
      expect(String(result.data)).toContain('Figure 1');
    }
  });

  it('reads SVG that does not parse as HTML, so nothing before the error slips through', () => {
    const { doc, type } = shown(
      `<svg ${SVG_NS}><text>ok</text><script>alert(1)</script><a href="javascript:x()">`,
      'image/svg+xml',
    );
    expect(type).toBe('text/html');
    expect(doc.getElementsByTagNameNS('*', 'script')).toHaveLength(0);
    expect(attributesOf(doc).filter((a) => /javascript/i.test(a))).toEqual([]);
    expect(doc.body.textContent).toContain('ok');
  });
});

describe('sanitizeSection: URL values', () => {
  it.each([
    ['a tab inside', 'java&#9;script:alert(1)'],
    ['a newline inside', 'java&#10;script:alert(1)'],
    ['a carriage return inside', 'java&#13;script:alert(1)'],
    ['leading spaces', '   javascript:alert(1)'],
    ['a leading tab and newline', '&#9;&#10;javascript:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['an encoded letter', '&#x6A;avascript:alert(1)'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['an HTML data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['an SVG data: URL', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
  ])('drops a link with %s', (_, href) => {
    const source = xhtml(`<p><a id="a" href="${href.replace(/</g, '&lt;')}">x</a></p>`);
    const { doc } = shown(source, 'application/xhtml+xml');
    expect(doc.getElementById('a')?.hasAttribute('href')).toBe(false);
  });

  it('drops leading control characters, which only HTML lets through', () => {
    const { doc } = shown(
      '<p><a id="a" href="\u0001\u0002 javascript:alert(1)">x</a><img id="i" src="\u0000javascript:alert(1)"></p>',
      'text/html',
    );
    expect(doc.getElementById('a')?.hasAttribute('href')).toBe(false);
    expect(doc.getElementById('i')?.hasAttribute('src')).toBe(false);
  });

  it('checks every URL attribute, by local name in any namespace', () => {
    const { doc } = shown(
      xhtml(
        '<form id="f" action="javascript:1"><button id="b" formaction="javascript:2">go</button></form>' +
          '<video id="v" poster="javascript:3"/>',
      ),
      'application/xhtml+xml',
    );
    expect(doc.getElementById('f')?.hasAttribute('action')).toBe(false);
    expect(doc.getElementById('b')?.hasAttribute('formaction')).toBe(false);
    expect(doc.getElementById('v')?.hasAttribute('poster')).toBe(false);
  });

  it('keeps the links and images books have', () => {
    for (const url of [
      'chapter-02.xhtml#note-1',
      '#top',
      '../images/cover.png',
      'https://example.com/',
      'mailto:editor@example.com',
      'blob:http://localhost/3f2c1a4e',
      'data:image/png;base64,iVBORw0KGgo=',
    ]) {
      expect(isSafeUrl(url), url).toBe(true);
    }
    for (const url of ['javascript:x', 'file:///etc/passwd', 'data:text/html,x']) {
      expect(isSafeUrl(url), url).toBe(false);
    }
  });
});

describe('sanitizeSection: SVG animation (SMIL)', () => {
  it('drops every animation element, those that would make a link run script first', () => {
    const { doc } = shown(
      xhtml(
        `<svg ${SVG_NS}><a id="link" href="#fine"><text>Tap</text>` +
          '<set attributeName="href" to="javascript:alert(1)"/>' +
          '<animate attributeName="xlink:href" values="#a;javascript:alert(2)" dur="1s"/>' +
          '<set attributeName="onclick" to="alert(3)"/></a>' +
          '<rect width="5" height="5"><animateTransform attributeName="transform" type="rotate" from="0" to="90" dur="1s"/>' +
          '<animateMotion path="M0,0 L5,5" dur="1s"/><animate attributeName="opacity" to="0"/></rect>' +
          '<discard begin="1s"/></svg>',
      ),
      'application/xhtml+xml',
    );
    for (const name of ['set', 'animate', 'animateTransform', 'animateMotion', 'discard']) {
      expect(doc.getElementsByTagNameNS('*', name), name).toHaveLength(0);
    }
    expect(doc.getElementById('link')?.getAttribute('href')).toBe('#fine');
    expect(doc.querySelector('rect')).not.toBeNull();
  });
});

describe('sanitizeSection: (X)HTML and other XML documents', () => {
  it('strips XHTML and writes the no-scripts policy first in its head', () => {
    const { doc, type } = shown(
      xhtml('<p id="p" onclick="x()">Text</p><script>x()</script><base href="https://evil/"/>'),
      'application/xhtml+xml',
    );
    expect(type).toBe('application/xhtml+xml');
    expect(doc.querySelector('script, base')).toBeNull();
    expect(doc.getElementById('p')?.hasAttribute('onclick')).toBe(false);
    const meta = doc.querySelector('head')?.firstElementChild;
    expect(meta?.getAttribute('http-equiv')).toBe('Content-Security-Policy');
    expect(meta?.getAttribute('content')).toContain("script-src 'none'");
  });

  it('removes XSLT style sheets and keeps CSS ones', () => {
    const source =
      '<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="evil.xsl"?>' +
      '<?xml-stylesheet type="text/css" href="book.css"?>' +
      xhtml('<p>x</p>').replace('<?xml version="1.0" encoding="UTF-8"?>', '');
    const { data } = sanitizeSection(source, 'application/xhtml+xml');
    expect(data).not.toContain('evil.xsl');
    expect(data).toContain('book.css');
  });

  it('sanitizes an XML spine item foliate-js does not know, and HTML of an odd spelling', async () => {
    const cases = [
      ['text/xml', 'application/xml'],
      ['application/xhtml+xml\t', 'application/xhtml+xml'],
      ['Text/HTML; charset=utf-8', 'text/html'],
    ] as const;
    for (const [type, expected] of cases) {
      const source = xhtml('<p>Kept</p><script>alert(1)</script>');
      const result = await transformResource({ data: new Blob([source]), type });
      expect(result.type, type).toBe(expected);
      expect(String(result.data), type).not.toContain('alert');
      expect(String(result.data), type).toContain('Kept');
    }
  });

  it('passes other resources through, with a type the Blob keeps', async () => {
    const image = new Blob([new Uint8Array([137, 80, 78, 71])]);
    const kept = await transformResource({ data: Promise.resolve(image), type: 'image/png\t' });
    expect(kept).toEqual({ data: image, type: 'image/png' });
    const untyped = await transformResource({ data: image, type: null });
    expect(untyped.type).toBe('application/octet-stream');
  });
});

/**
 * Every resource of a book passes here before foliate-js makes a blob: URL of it. Whatever a
 * frame could render as a document (HTML, XHTML, SVG, any XML type) is parsed and stripped of
 * what runs script: script, frame, plug-in and SMIL animation elements, event-handler
 * attributes, URLs of other schemes than the web's own, XSLT. (X)HTML also gets a policy
 * forbidding scripts. The page's own CSP (script-src 'self') already applies to these blob:
 * documents and the frame's sandbox has no allow-scripts; this holds without either.
 */
const NO_SCRIPTS_POLICY = "script-src 'none'; object-src 'none'; frame-src 'none'";
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

type DocumentType = 'text/html' | 'application/xhtml+xml' | 'image/svg+xml' | 'application/xml';

/**
 * Compared by lower-case local name in any namespace. SMIL animation elements are all dropped:
 * `<set attributeName="href" to="javascript:…">` turns a link into script, and which of the
 * others only move or recolour depends on attributeName, values, from, to and by, each a way
 * round a rule; a book's SVG shows its first frame instead.
 */
const DROPPED_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'base',
  'animate',
  'set',
  'animatemotion',
  'animatetransform',
  'animatecolor',
  'discard',
]);

/** Attributes (by local name: href covers xlink:href) whose value a browser follows as a URL. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'poster',
  'background',
  'data',
  'codebase',
  'cite',
  'longdesc',
  'lowsrc',
  'dynsrc',
  'ping',
]);

/**
 * What the URL parser skips (controls and spaces at the ends, tab and newlines anywhere), and
 * other spaces and invisibles besides: `java&#9;script:` must read as javascript:.
 */
const URL_NOISE =
  // eslint-disable-next-line no-control-regex -- control characters are what it must find
  /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\ufffd]/g;
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'blob']);
/** data: only for media a page shows but never runs (not SVG, which can be a document). */
const SAFE_DATA =
  /^data:(image\/(png|jpe?g|gif|webp|avif|bmp)|audio\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+|font\/[a-z0-9.+-]+)[;,]/;

/** The type without parameters, and without what would make a Blob drop it (a tab, say). */
function essenceOf(mediaType: unknown): string {
  return typeof mediaType === 'string'
    ? (mediaType.split(';')[0] ?? '').replace(URL_NOISE, '').toLowerCase()
    : '';
}

/** The document type a frame would render this media type as, or null when it is no document. */
export function documentTypeOf(mediaType: string): DocumentType | null {
  const essence = essenceOf(mediaType);
  if (essence === 'text/html' || essence === 'application/xhtml+xml') return essence;
  if (essence === 'image/svg+xml') return essence;
  if (essence.endsWith('/xml') || essence.endsWith('+xml')) return 'application/xml';
  return null;
}

/** Whether a URL attribute's value is one a link, frame or image may be given in a book. */
export function isSafeUrl(value: string): boolean {
  const compact = value.replace(URL_NOISE, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme === undefined) return true; // relative: a part of the book or of this page
  if (scheme === 'data') return SAFE_DATA.test(compact);
  return SAFE_SCHEMES.has(scheme);
}

function cleanElements(doc: Document): void {
  for (const element of Array.from(doc.getElementsByTagName('*'))) {
    const name = element.localName.toLowerCase();
    if (
      DROPPED_ELEMENTS.has(name) ||
      (name === 'meta' && element.getAttribute('http-equiv')?.trim().toLowerCase() === 'refresh')
    ) {
      element.remove();
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      const local = attribute.localName.toLowerCase();
      if (
        local.startsWith('on') ||
        local === 'srcdoc' ||
        (URL_ATTRIBUTES.has(local) && !isSafeUrl(attribute.value))
      ) {
        element.removeAttributeNode(attribute);
      }
    }
  }
}

/** XSLT rewrites the document after this pass; only CSS style sheets may stay. */
function cleanProcessingInstructions(doc: Document): void {
  for (const node of Array.from(doc.childNodes)) {
    if (node.nodeType !== node.PROCESSING_INSTRUCTION_NODE) continue;
    const instruction = node as ProcessingInstruction;
    const type = /\btype\s*=\s*["']([^"']*)["']/i.exec(instruction.data)?.[1];
    if (instruction.target !== 'xml-stylesheet' || type?.trim().toLowerCase() !== 'text/css') {
      instruction.remove();
    }
  }
}

/** A meta policy counts only in an (X)HTML head; an SVG or other XML root has none to take. */
function addNoScriptsPolicy(doc: Document): void {
  const root = doc.documentElement;
  if (root.namespaceURI !== XHTML_NS || root.localName !== 'html') return;
  const head =
    Array.from(root.children).find(
      (child) => child.namespaceURI === XHTML_NS && child.localName === 'head',
    ) ?? root.insertBefore(doc.createElementNS(XHTML_NS, 'head'), root.firstChild);
  const meta = doc.createElementNS(XHTML_NS, 'meta');
  meta.setAttribute('http-equiv', 'Content-Security-Policy');
  meta.setAttribute('content', NO_SCRIPTS_POLICY);
  head.prepend(meta);
}

function isMalformed(doc: Document): boolean {
  return !doc.documentElement || doc.getElementsByTagNameNS('*', 'parsererror').length > 0;
}

export interface SanitizedDocument {
  data: string;
  type: DocumentType;
}

/**
 * Sanitizes one document of the book. XML that does not parse is read as HTML instead (as
 * foliate-js does with broken XHTML): a browser shows and may run what precedes the error, which
 * no DOM here would show us.
 */
export function sanitizeSection(source: string, mediaType: string): SanitizedDocument {
  const type = documentTypeOf(mediaType) ?? 'text/html';
  const parser = new DOMParser();
  let doc = parser.parseFromString(source, type);
  let outType = type;
  if (type !== 'text/html' && isMalformed(doc)) {
    doc = parser.parseFromString(source, 'text/html');
    outType = 'text/html';
  }
  cleanProcessingInstructions(doc);
  cleanElements(doc);
  addNoScriptsPolicy(doc);
  const data =
    outType === 'text/html'
      ? `<!DOCTYPE html>\n${doc.documentElement.outerHTML}`
      : new XMLSerializer().serializeToString(doc);
  return { data, type: outType };
}

export interface BookResource {
  data: unknown;
  /** The manifest's media-type, as foliate-js passes it (null when the manifest has none). */
  type: unknown;
}

/**
 * The handler for foliate-js's `data` event: documents are sanitized, whether foliate-js read
 * them as text or (for a media type it does not know, such as `text/xml`) as a Blob. Other
 * resources keep their bytes; their type is cleaned so that the Blob does not drop it and leave
 * the browser to sniff.
 */
export async function transformResource(resource: BookResource): Promise<BookResource> {
  const data: unknown = await resource.data;
  const essence = essenceOf(resource.type);
  if (documentTypeOf(essence) === null) {
    return { data, type: essence || 'application/octet-stream' };
  }
  const text = data instanceof Blob ? await data.text() : String(data);
  return sanitizeSection(text, essence);
}

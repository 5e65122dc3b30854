/**
 * Every (X)HTML section of a book passes here before it is shown: scripts, frames, plug-ins and
 * event-handler attributes are removed and a policy forbidding scripts is written into the
 * document. The page's own CSP (script-src 'self') already applies to these blob: documents;
 * this holds even where a development server sends none.
 */
const NO_SCRIPTS_POLICY = "script-src 'none'; object-src 'none'; frame-src 'none'";
const DANGEROUS = 'script, iframe, frame, object, embed, base, meta[http-equiv="refresh" i]';

export function sanitizeSection(source: string, mediaType: string): string {
  const parser = new DOMParser();
  const type = mediaType === 'text/html' ? 'text/html' : 'application/xhtml+xml';
  const doc = parser.parseFromString(source, type);
  if (doc.querySelector('parsererror')) {
    // Not well-formed: take out what a pattern can find; the CSP still blocks the rest.
    return source
      .replace(/<script[\s\S]*?<\/script\s*>/gi, '')
      .replace(/\son\w+\s*=/gi, ' data-x=');
  }
  for (const element of doc.querySelectorAll(DANGEROUS)) element.remove();
  for (const element of doc.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim().toLowerCase();
      if (
        name.startsWith('on') ||
        ((name === 'href' || name.endsWith(':href') || name === 'src') &&
          value.startsWith('javascript:'))
      ) {
        element.removeAttribute(attribute.name);
      }
    }
  }
  const head =
    doc.head ??
    doc.documentElement.insertBefore(
      doc.createElementNS(doc.documentElement.namespaceURI, 'head'),
      doc.documentElement.firstChild,
    );
  const meta = doc.createElementNS(doc.documentElement.namespaceURI, 'meta');
  meta.setAttribute('http-equiv', 'Content-Security-Policy');
  meta.setAttribute('content', NO_SCRIPTS_POLICY);
  head.prepend(meta);
  return type === 'text/html'
    ? `<!DOCTYPE html>\n${doc.documentElement.outerHTML}`
    : new XMLSerializer().serializeToString(doc);
}

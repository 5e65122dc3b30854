import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { openPdf } from './pdf-reader.js';

export type OptimizeResult =
  { kind: 'optimized'; bytes: Uint8Array } | { kind: 'skipped'; reason: string };

/**
 * Rewrites a PDF with every non-stream object in object streams (pdf-lib), so pdf.js in the
 * reader reaches page 1 after a few range requests instead of most of the file (architecture.md
 * §1). Never rewrites a signed PDF (the signature covers the original bytes) and keeps the
 * original whenever the rewrite fails or does not open with the same page count.
 */
export async function optimizePdf(bytes: Uint8Array, pageCount: number): Promise<OptimizeResult> {
  if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('/ByteRange')) {
    return { kind: 'skipped', reason: 'signed PDF' };
  }
  let rewritten: Uint8Array;
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    if (hasSignature(document)) return { kind: 'skipped', reason: 'signed PDF' };
    if (document.getPageCount() !== pageCount) {
      return { kind: 'skipped', reason: 'pdf-lib reads another page count' };
    }
    rewritten = await document.save({ useObjectStreams: true, addDefaultPage: false });
  } catch (error) {
    return { kind: 'skipped', reason: `rewrite failed: ${messageOf(error)}` };
  }
  try {
    const check = await openPdf(rewritten);
    const pages = check.numPages;
    await check.destroy();
    if (pages !== pageCount) return { kind: 'skipped', reason: 'rewritten copy lost pages' };
  } catch (error) {
    return { kind: 'skipped', reason: `rewritten copy does not open: ${messageOf(error)}` };
  }
  return { kind: 'optimized', bytes: rewritten };
}

/** A signature dictionary may sit compressed in an object stream, out of reach of a byte search. */
function hasSignature(document: PDFDocument): boolean {
  const byteRange = PDFName.of('ByteRange');
  return document.context
    .enumerateIndirectObjects()
    .some(([, object]) => object instanceof PDFDict && object.has(byteRange));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

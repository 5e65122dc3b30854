import { limits } from '@hondana/contract';
import type { CompanyImageKind } from './company-api';

/** Types the server recognises by content (SVG is refused there: it can carry scripts). */
const logoTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const faviconTypes = [...logoTypes, 'image/x-icon', 'image/vnd.microsoft.icon'] as const;

/** The `accept` attribute of the file input of each image kind. */
export const acceptedImageTypes: Record<CompanyImageKind, string> = {
  logo: logoTypes.join(','),
  favicon: [...faviconTypes, '.ico'].join(','),
};

export type ImageFileProblem = 'type' | 'size' | 'empty';

/**
 * Checks a chosen file before uploading it, so a wrong or too large file is explained at once
 * instead of after sending 2 MB. The server checks the bytes again.
 */
export function checkImageFile(
  file: { type: string; size: number; name: string },
  kind: CompanyImageKind,
): ImageFileProblem | null {
  const types: readonly string[] = kind === 'favicon' ? faviconTypes : logoTypes;
  // Some systems give .ico files no MIME type at all; the server still checks the bytes.
  const isIcoByName = kind === 'favicon' && file.type === '' && /\.ico$/i.test(file.name);
  if (!types.includes(file.type) && !isIcoByName) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > limits.logoMaxBytes) return 'size';
  return null;
}

/** The size limit in whole megabytes, for messages. */
export const imageMaxMegabytes = limits.logoMaxBytes / (1024 * 1024);

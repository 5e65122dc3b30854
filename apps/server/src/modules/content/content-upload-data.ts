import { ErrorCode, uploadContentDataSchema, type ContentFields } from '@hondana/contract';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';

function withoutExtension(filename: string): string {
  const base = filename.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim().slice(0, 255);
}

/**
 * Parses the `content-data` part; 400 with the offending fields, like a JSON body would.
 * `titleGiven` is false when the title is the file name's (the book's own title may replace it).
 */
export function parseContentData(
  raw: string | undefined,
  filename: string,
): { fields: ContentFields; titleGiven: boolean } {
  let json: unknown = {};
  if (raw !== undefined && raw.trim() !== '') {
    try {
      json = JSON.parse(raw);
    } catch {
      throw new AppError(ErrorCode.BadRequest, {
        message: "The 'content-data' part is not valid JSON.",
      });
    }
  }
  const parsed = uploadContentDataSchema.safeParse(json);
  if (!parsed.success) {
    throw new AppError(ErrorCode.BadRequest, {
      message: `The 'content-data' part is invalid: ${z.prettifyError(parsed.error)}`,
      details: {
        fields: parsed.error.issues.map((issue) => ({
          field: issue.path.join('.'),
          message: issue.message,
        })),
      },
    });
  }
  const title = parsed.data.title ?? withoutExtension(filename);
  if (!title) {
    throw new AppError(ErrorCode.BadRequest, {
      message: "The 'content-data' part needs a title (the file name is empty).",
      details: { fields: [{ field: 'title', message: 'Required' }] },
    });
  }
  return { fields: { ...parsed.data, title }, titleGiven: parsed.data.title !== undefined };
}

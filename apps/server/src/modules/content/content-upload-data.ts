import { contentDataSchema, ErrorCode, type ContentFields } from '@hondana/contract';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';

/** The JSON of the `content-data` part: the content's fields (title defaults to the file name). */
const uploadContentDataSchema = contentDataSchema.extend({
  title: contentDataSchema.shape.title.optional(),
});

function withoutExtension(filename: string): string {
  const base = filename.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim().slice(0, 255);
}

/** Parses the `content-data` part; 400 with the offending fields, like a JSON body would. */
export function parseContentData(raw: string | undefined, filename: string): ContentFields {
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
  return { ...parsed.data, title };
}

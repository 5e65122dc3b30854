import { ErrorCode } from '@hondana/contract';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Validates input a route could not give one schema for (a call whose body depends on who calls
 * it), answering 400 with the offending fields as a route schema would.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError(ErrorCode.BadRequest, { details: { fields } });
}

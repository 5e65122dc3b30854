import { ErrorCode } from '@hondana/contract';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { AppError } from './app-error.js';

/**
 * Validates input a route could not give one schema for (a call whose body depends on who calls
 * it), answering 400 with the offending fields as a route schema would.
 */
// Core types and parse: a schema may be written with zod or zod/mini (the contract's wire-*.ts).
export function parseInput<T extends $ZodType>(schema: T, value: unknown): output<T> {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError(ErrorCode.BadRequest, { details: { fields } });
}

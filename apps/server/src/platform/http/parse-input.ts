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
  throw new AppError(codeOfInvalidFields(fields), { details: { fields } });
}

/** The code a refused input answers: a field's own code (codeOfField), else 400. */
export function codeOfInvalidFields(fields: readonly { field: string }[]): ErrorCode {
  const own = fields.map(({ field }) => codeOfField[field]).find((code) => code !== undefined);
  return own ?? ErrorCode.BadRequest;
}

/**
 * Fields whose refusal has a catalogue code of its own: 611 for a role the call may not give
 * (only readers and group readers are made through the user calls; 614 is for who may call).
 */
const codeOfField: Readonly<Record<string, ErrorCode>> = { role_level: ErrorCode.InvalidRole };

// The error catalogue of api-catalogue.md §8: code → HTTP status and ja/en texts. The server maps an
// AppError(code) to the envelope with this table; the web shows the texts (api.error.{status}).
import type { ErrorDefinition } from './error-codes';
import { ErrorCode } from './error-codes';
import { billingErrorTexts } from './error-texts-billing';
import { generalErrorTexts } from './error-texts-general';
import { modelErrorTexts } from './error-texts-models';

export { ErrorCode, defineError } from './error-codes';
export type { ErrorCodeName, ErrorDefinition, ErrorTexts } from './error-codes';

/** HTTP statuses the catalogue may answer with (architecture.md §3). */
export const errorHttpStatuses = [400, 401, 403, 404, 409, 413, 422, 429, 500, 502] as const;

// `satisfies` makes a code without a text a compile error.
export const errorCatalogue: Record<ErrorCode, ErrorDefinition> = {
  ...generalErrorTexts,
  ...modelErrorTexts,
  ...billingErrorTexts,
} satisfies Record<ErrorCode, ErrorDefinition>;

const errorCodeNames = new Map<number, keyof typeof ErrorCode>(
  Object.entries(ErrorCode).map(([name, code]) => [code, name as keyof typeof ErrorCode]),
);

/** True when `code` is a code of the catalogue. */
export function isErrorCode(code: number): code is ErrorCode {
  return errorCodeNames.has(code);
}

/** The catalogue entry of a code, or undefined for a code the catalogue does not know. */
export function findErrorDefinition(code: number): ErrorDefinition | undefined {
  return isErrorCode(code) ? errorCatalogue[code] : undefined;
}

/** The PascalCase name of a code (for logs), or undefined for an unknown code. */
export function findErrorCodeName(code: number): keyof typeof ErrorCode | undefined {
  return errorCodeNames.get(code);
}

/** The message of a code in a language; unknown codes get the generic server error text. */
export function getErrorMessage(code: number, lang: 'ja' | 'en'): string {
  return (findErrorDefinition(code) ?? errorCatalogue[ErrorCode.ServerError])[lang];
}

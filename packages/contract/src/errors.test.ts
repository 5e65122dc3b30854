import { describe, expect, it } from 'vitest';
import {
  ErrorCode,
  errorCatalogue,
  errorHttpStatuses,
  findErrorCodeName,
  findErrorDefinition,
  getErrorMessage,
  isErrorCode,
} from './errors';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

// Written out from api-catalogue.md §8 "Codes" (402 is not in the spec's table).
const specCodes = [
  400,
  401,
  ...range(403, 432),
  500,
  501,
  502,
  ...range(600, 614),
  ...range(700, 794),
  800,
  801,
  802,
  803,
  811,
  ...range(812, 829),
  830,
  841,
  844,
  845,
  ...range(846, 852),
  ...range(853, 868),
  876,
  877,
  879,
  881,
];

describe('error catalogue', () => {
  it('has exactly the codes of the spec', () => {
    const catalogueCodes = Object.keys(errorCatalogue)
      .map(Number)
      .sort((a, b) => a - b);
    expect(catalogueCodes).toEqual([...specCodes].sort((a, b) => a - b));
    expect(specCodes).toHaveLength(new Set(specCodes).size);
  });

  it('gives every spec code a name, non-empty ja and en texts and a valid HTTP status', () => {
    for (const code of specCodes) {
      const definition = findErrorDefinition(code);
      expect(definition, `code ${code}`).toBeDefined();
      expect(definition?.ja.trim(), `ja of ${code}`).not.toBe('');
      expect(definition?.en.trim(), `en of ${code}`).not.toBe('');
      expect(errorHttpStatuses, `http of ${code}`).toContain(definition?.httpStatus);
      expect(findErrorCodeName(code), `name of ${code}`).toMatch(/^[A-Z][A-Za-z]+$/);
    }
  });

  it('has unique code values and unique English texts', () => {
    const values = Object.values(ErrorCode);
    expect(new Set(values).size).toBe(values.length);
    const texts = Object.values(errorCatalogue).map((d) => d.en);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('keeps the names other modules depend on', () => {
    expect(ErrorCode).toMatchObject({
      BadRequest: 400,
      Unauthorized: 401,
      Forbidden: 403,
      NotFound: 404,
      FileNotFound: 405,
      BadParameters: 406,
      NameExists: 407,
      EmailExists: 413,
      DomainExists: 414,
      InvalidDomain: 415,
      AccountBlocked: 425,
      ServerError: 500,
      AccessTokenMissing: 600,
      AccessTokenInvalid: 601,
      AccessTokenExpired: 602,
      InvalidAccount: 605,
      WrongPassword: 609,
      InvalidRole: 611,
      NoPermission: 614,
      SessionMaximumReached: 750,
      UserAccessExpired: 811,
      UserBlocked: 830,
      CannotUpdateGoogleAccount: 845,
      TooManyRequests: 794,
    });
  });

  it('maps codes to the nearest HTTP status', () => {
    const expected: Array<[number, number]> = [
      [ErrorCode.NotFound, 404],
      [ErrorCode.UserNotFound, 404],
      [ErrorCode.EmailExists, 409],
      [ErrorCode.AlreadyInFavorites, 409],
      [ErrorCode.AccessTokenMissing, 401],
      [ErrorCode.AccessTokenInvalid, 401],
      [ErrorCode.AccessTokenExpired, 401],
      [ErrorCode.InvalidRole, 403],
      [ErrorCode.NoPermission, 403],
      [ErrorCode.AccountBlocked, 403],
      [ErrorCode.UserBlocked, 403],
      [ErrorCode.TooManyRequests, 429],
      [ErrorCode.ServerError, 500],
      [ErrorCode.CreateModelError, 500],
      [ErrorCode.BookEngineError, 502],
      [ErrorCode.PlanInUse, 409],
    ];
    for (const [code, status] of expected) {
      expect(errorCatalogue[code as ErrorCode].httpStatus, `code ${code}`).toBe(status);
    }
  });

  it('keeps the meanings the spec names', () => {
    expect(errorCatalogue[ErrorCode.PageTitleTooLong].en).toContain('255');
    expect(errorCatalogue[ErrorCode.AccountBlocked].en).toContain('30 minutes');
    expect(errorCatalogue[ErrorCode.DefaultMaxUsersIsOne].en).toContain('1');
    expect(errorCatalogue[ErrorCode.PlanInUse].en).toMatch(/cannot be deleted/);
    expect(errorCatalogue[ErrorCode.CsvImportRunning].en).toMatch(/CSV import/);
  });

  it('answers undefined for unknown codes and falls back to the server error text', () => {
    expect(isErrorCode(402)).toBe(false);
    expect(findErrorDefinition(999)).toBeUndefined();
    expect(findErrorCodeName(999)).toBeUndefined();
    expect(getErrorMessage(999, 'en')).toBe(errorCatalogue[ErrorCode.ServerError].en);
    expect(getErrorMessage(ErrorCode.WrongPassword, 'ja')).toBe('パスワードが正しくありません。');
  });
});

import { errorCatalogue, type ErrorCode } from '@hondana/contract';

/** The one error type business code throws; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  /** Extra data answered in `results` (e.g. which fields were wrong). */
  readonly details: unknown;
  /** Replaces the catalogue text, which is otherwise given in the client's language. */
  readonly customMessage: string | undefined;

  /**
   * `cause`: what went wrong in detail, for the log only (e.g. a provider's verification error);
   * the client gets the code and the message.
   */
  constructor(
    code: ErrorCode,
    options: { message?: string; details?: unknown; cause?: unknown } = {},
  ) {
    const definition = errorCatalogue[code];
    super(
      options.message ?? definition.en,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.code = code;
    this.httpStatus = definition.httpStatus;
    this.details = options.details ?? null;
    this.customMessage = options.message;
  }
}

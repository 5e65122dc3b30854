import { errorCatalogue, ErrorCode } from '@hondana/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hasSqlState, SqlState } from '../db/sql-state.js';
import { AppError } from './app-error.js';
import { pickLanguage } from './language.js';
import { codeOfInvalidFields } from './parse-input.js';

/**
 * A statement PostgreSQL cancelled past STATEMENT_TIMEOUT_MS. The catalogue has no code of its
 * own for it (its codes are the spec's), so it is 500 "an error occurred" with HTTP 503 and this
 * text, as /health answers an unreachable database.
 */
const statementTimeoutTexts = {
  ja: 'データベースの処理に時間がかかりすぎたため中断しました。条件を絞るか、しばらくしてから再度お試しください。',
  en: 'The database took too long and the request was stopped. Narrow the request or try again later.',
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * "Nobody is signed in" is this route's answer, not its failure: the envelope keeps its
     * code (600 no token, 601 invalid, 602 expired) but the HTTP status is 200, so a visitor's
     * browser logs no failed request on every page load (`auth/info`, issue 21).
     */
    noSessionIsAnAnswer?: boolean;
  }
}

const noSessionCodes: ReadonlySet<ErrorCode> = new Set([
  ErrorCode.AccessTokenMissing,
  ErrorCode.AccessTokenInvalid,
  ErrorCode.AccessTokenExpired,
]);

/**
 * The single place where errors become envelopes. AppError keeps its catalogue code; request
 * validation answers 400 with the offending fields; a statement cancelled by its timeout 503;
 * anything unexpected is logged with the request id and answered 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.cause !== undefined) {
        request.log.warn({ err: error.cause, status: error.code }, 'request refused');
      }
      const isAnswer =
        request.routeOptions.config?.noSessionIsAnAnswer === true && noSessionCodes.has(error.code);
      return sendError(
        request,
        reply,
        error.code,
        isAnswer ? 200 : error.httpStatus,
        error.customMessage,
        error.details,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message,
      }));
      const code = codeOfInvalidFields(fields);
      const status = code === ErrorCode.BadRequest ? 400 : new AppError(code).httpStatus;
      return sendError(request, reply, code, status, undefined, { fields });
    }
    if (hasSqlState(error, SqlState.QueryCanceled)) {
      request.log.warn({ err: error, reqId: request.id }, 'statement timed out');
      return sendError(
        request,
        reply,
        ErrorCode.ServerError,
        503,
        statementTimeoutTexts[pickLanguage(request)],
        { reason: 'STATEMENT_TIMEOUT', request_id: request.id },
      );
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status === 429) {
      return sendError(request, reply, ErrorCode.TooManyRequests, 429);
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      request.log.info({ err: error }, 'client error');
      const code = status === 404 ? ErrorCode.NotFound : ErrorCode.BadRequest;
      return sendError(request, reply, code, status, undefined, {
        reason: fastifyError.code ?? 'BAD_REQUEST',
      });
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return sendError(request, reply, ErrorCode.ServerError, 500, undefined, {
      request_id: request.id,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    sendError(request, reply, ErrorCode.NotFound, 404, undefined, {
      path: request.url.split('?')[0],
    });
  });
}

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  httpStatus: number,
  message?: string,
  details: unknown = null,
) {
  const text = message ?? errorCatalogue[code][pickLanguage(request)];
  return reply.status(httpStatus).send({ status: code, results: details, message: text });
}

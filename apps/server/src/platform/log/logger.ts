import type { DestinationStream, Logger } from 'pino';
import { pino, stdSerializers } from 'pino';
import { serializeRequestForLog } from '../http/request-log.js';

/**
 * Drizzle's DrizzleQueryError puts the bound values in its message ("Failed query: …\nparams: …")
 * and keeps them in `params`: password hashes, e-mail addresses, sealed secrets. The statement
 * stays in the log (it tells which query failed), the values go.
 */
const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*$/;
/** The same text inside a stack: up to the first frame line. */
const PARAMS_IN_STACK = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
/** PostgreSQL's `detail` quotes the values of a violated key: `Key (email)=(a@b.c) already exists.` */
const KEY_VALUES_IN_DETAIL = /=\((?:[^()]|\([^()]*\))*\)/g;
/** PostgreSQL's messages end by quoting a bad input: `invalid input syntax for type integer: "…"`. */
const QUOTED_INPUT = /: "[^\n]*"(?=\n|$)/g;
const VALUE_KEYS = ['params', 'parameters', 'values'];

type SerializedError = Record<string, unknown> & { message?: unknown; stack?: unknown };

function stripValues(serialized: SerializedError, depth = 0): SerializedError {
  if (typeof serialized.message === 'string') {
    serialized.message = serialized.message
      .replace(PARAMS_IN_MESSAGE, '\nparams: [redacted]')
      .replace(QUOTED_INPUT, ': "[redacted]"');
  }
  if (typeof serialized.stack === 'string') {
    serialized.stack = serialized.stack
      .replace(PARAMS_IN_STACK, '\nparams: [redacted]')
      .replace(QUOTED_INPUT, ': "[redacted]"');
  }
  if (typeof serialized.detail === 'string') {
    serialized.detail = serialized.detail.replace(KEY_VALUES_IN_DETAIL, '=([redacted])');
  }
  for (const key of VALUE_KEYS) {
    if (key in serialized) serialized[key] = '[redacted]';
  }
  const cause = serialized.cause;
  if (depth < 5 && cause && typeof cause === 'object') {
    stripValues(cause as SerializedError, depth + 1);
  }
  return serialized;
}

/** pino's error serializer (with the cause chain), minus the query values. */
export function serializeErrorForLog(error: unknown): unknown {
  const serialized = stdSerializers.errWithCause(error as Error) as unknown;
  if (!serialized || typeof serialized !== 'object') return serialized;
  return stripValues(serialized as SerializedError);
}

export interface AppLoggerOptions {
  level: string;
  /** Where lines go; default: standard output, written asynchronously (see below). */
  destination?: DestinationStream;
}

/**
 * The one logger of a process (the HTTP app's request loggers are its children).
 *
 * Lines are buffered and written to standard output asynchronously (sonic-boom, `sync: false`),
 * not by a worker-thread transport: on a small machine the extra thread competes with the
 * request thread for the same cores, and it measured slower (docs/decisions.md). The buffer is
 * flushed on exit by pino (also after an uncaught exception) and by `flushLogger` on shutdown.
 */
export function createAppLogger(options: AppLoggerOptions): Logger {
  return pino(
    {
      level: options.level,
      redact: ['req.headers["x-access-token"]', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequestForLog, err: serializeErrorForLog },
    },
    options.destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

/** Writes out what is still buffered; call before the process exits. */
export function flushLogger(logger: Pick<Logger, 'flush'>): Promise<void> {
  return new Promise((resolve) => logger.flush(() => resolve()));
}

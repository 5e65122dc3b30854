// Core types and parse: a schema may be written with zod or zod/mini (the contract's schemas of
// the first calls every page makes are zod/mini, to keep the full zod API out of the entry).
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { API_BASE_PATH, limits } from '@hondana/contract';
import type { Envelope } from '@hondana/contract';
import { ApiError, networkFailureStatus, reauthorizeStatuses } from './api-error';
import type { CamelCasedDeep } from './case-conversion';
import { convertKeysToCamel, convertKeysToSnake, convertKeyToSnake } from './case-conversion';
import { triggerReauthorize } from './reauthorize';

/** Base path of every call (architecture §3). */
export const apiBasePath = API_BASE_PATH;

/** Uploads may take a while: the catalogue gives the upload client 5 minutes. */
export const uploadTimeoutMs = limits.uploadTimeoutMs;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryScalar = string | number | boolean | null | undefined;
/** Query parameters in camelCase; null and undefined are left out, arrays repeat the key. */
export type ApiQuery = Record<string, QueryScalar | readonly QueryScalar[]>;

export interface ApiRequestOptions {
  /** camelCase keys, sent as snake_case. */
  query?: ApiQuery;
  /** A plain value (sent as snake_case JSON) or FormData (sent as multipart, keys untouched). */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Set for calls whose 401/601/602 must not end the session (e.g. the login call itself). */
  skipReauthorize?: boolean;
}

export interface ApiSchemaOptions<S extends $ZodType> extends ApiRequestOptions {
  /** Validates the snake_case results before conversion; the return type follows the schema. */
  schema: S;
}

/**
 * The one HTTP client of the web app. Results arrive with camelCase keys. The session rides on
 * the httpOnly cookie (sent same-origin), never on a token that script could read: the web app
 * sends no X-Access-Token, which stays for API clients.
 */
export interface ApiClient {
  request<S extends $ZodType>(
    method: HttpMethod,
    path: string,
    options: ApiSchemaOptions<S>,
  ): Promise<CamelCasedDeep<output<S>>>;
  request<T = unknown>(method: HttpMethod, path: string, options?: ApiRequestOptions): Promise<T>;
  get<S extends $ZodType>(
    path: string,
    options: ApiSchemaOptions<S>,
  ): Promise<CamelCasedDeep<output<S>>>;
  get<T = unknown>(path: string, options?: ApiRequestOptions): Promise<T>;
  post<S extends $ZodType>(
    path: string,
    options: ApiSchemaOptions<S>,
  ): Promise<CamelCasedDeep<output<S>>>;
  post<T = unknown>(path: string, options?: ApiRequestOptions): Promise<T>;
  put<S extends $ZodType>(
    path: string,
    options: ApiSchemaOptions<S>,
  ): Promise<CamelCasedDeep<output<S>>>;
  put<T = unknown>(path: string, options?: ApiRequestOptions): Promise<T>;
  patch<S extends $ZodType>(
    path: string,
    options: ApiSchemaOptions<S>,
  ): Promise<CamelCasedDeep<output<S>>>;
  patch<T = unknown>(path: string, options?: ApiRequestOptions): Promise<T>;
  delete<S extends $ZodType>(
    path: string,
    options: ApiSchemaOptions<S>,
  ): Promise<CamelCasedDeep<output<S>>>;
  delete<T = unknown>(path: string, options?: ApiRequestOptions): Promise<T>;
}

export interface ApiClientDependencies {
  fetch: typeof fetch;
  basePath: string;
  /** The interface language, sent as Accept-Language so envelope messages match it. */
  getLanguage: () => string | null;
  onReauthorize: (error: ApiError) => void;
}

/** Builds the query string: camelCase keys become snake_case, empty values are dropped. */
export function buildQueryString(query: ApiQuery | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar];
    for (const item of values) {
      if (item === null || item === undefined) continue;
      params.append(convertKeyToSnake(key), String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Joins the base path and a catalogue path, which is written with or without a leading slash. */
export function buildApiUrl(basePath: string, path: string, query?: ApiQuery): string {
  const cleanPath = path.replace(/^\/+/, '');
  return `${basePath.replace(/\/+$/, '')}/${cleanPath}${buildQueryString(query)}`;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'number' &&
    'results' in value
  );
}

function combineSignals(options: ApiRequestOptions): AbortSignal | undefined {
  const signals: AbortSignal[] = [];
  if (options.signal) signals.push(options.signal);
  if (options.timeoutMs !== undefined) signals.push(AbortSignal.timeout(options.timeoutMs));
  if (signals.length === 0) return undefined;
  return signals.length === 1 ? signals[0] : AbortSignal.any(signals);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Creates a client; tests pass their own fetch, the app uses `apiClient`. */
export function createApiClient(dependencies: ApiClientDependencies): ApiClient {
  async function request(
    method: HttpMethod,
    path: string,
    options: ApiRequestOptions & { schema?: $ZodType } = {},
  ): Promise<unknown> {
    const headers = new Headers({ Accept: 'application/json' });
    const language = dependencies.getLanguage();
    if (language) headers.set('Accept-Language', language);

    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(convertKeysToSnake(options.body));
    }

    let response: Response;
    try {
      response = await dependencies.fetch(buildApiUrl(dependencies.basePath, path, options.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: combineSignals(options),
      });
    } catch (cause) {
      // A cancelled query must stay an AbortError so TanStack Query treats it as cancellation.
      if (options.signal?.aborted) throw cause;
      const message = cause instanceof Error ? cause.message : 'Network request failed';
      throw new ApiError({ status: networkFailureStatus, message });
    }

    const payload = await readJson(response);
    if (!isEnvelope(payload)) {
      throw new ApiError({
        status: response.ok ? networkFailureStatus : response.status,
        httpStatus: response.status,
        message: response.ok ? 'The server answered without an envelope' : response.statusText,
      });
    }
    if (payload.status !== 200) {
      const error = new ApiError({
        status: payload.status,
        httpStatus: response.status,
        message: typeof payload.message === 'string' ? payload.message : '',
        results: payload.results,
      });
      if (reauthorizeStatuses.has(error.status) && !options.skipReauthorize) {
        dependencies.onReauthorize(error);
      }
      throw error;
    }

    if (options.schema) {
      const parsed = safeParse(options.schema, payload.results);
      if (!parsed.success) {
        throw new ApiError({
          status: networkFailureStatus,
          httpStatus: response.status,
          message: `Unexpected answer from ${path}: ${parsed.error.message}`,
        });
      }
      return convertKeysToCamel(parsed.data);
    }
    return convertKeysToCamel(payload.results);
  }

  const call =
    (method: HttpMethod) =>
    (path: string, options?: ApiRequestOptions & { schema?: $ZodType }): Promise<unknown> =>
      request(method, path, options);

  // The overloads of ApiClient only narrow the return type; the runtime is the same function.
  return {
    request,
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: call('DELETE'),
  } as ApiClient;
}

/** The app's client: `/api/v1`, the session cookie, the registered reauthorize handler. */
export const apiClient: ApiClient = createApiClient({
  fetch: (input, init) => fetch(input, init),
  basePath: apiBasePath,
  getLanguage: () =>
    typeof document === 'undefined' ? null : document.documentElement.lang || null,
  onReauthorize: triggerReauthorize,
});

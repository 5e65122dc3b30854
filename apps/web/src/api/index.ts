export {
  apiClient,
  apiBasePath,
  buildApiUrl,
  buildQueryString,
  createApiClient,
  uploadTimeoutMs,
} from './api-client';
export type {
  ApiClient,
  ApiQuery,
  ApiRequestOptions,
  ApiSchemaOptions,
  HttpMethod,
} from './api-client';
export { ApiError, isApiError, isClientError, reauthorizeStatuses } from './api-error';
export { convertKeysToCamel, convertKeysToSnake } from './case-conversion';
export type { CamelCasedDeep } from './case-conversion';
export { createQueryClient } from './query-client';
export { registerReauthorizeHandler } from './reauthorize';
export type { ReauthorizeHandler } from './reauthorize';

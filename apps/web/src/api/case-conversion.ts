/**
 * The wire uses snake_case keys both ways (architecture §3); the web code uses camelCase.
 * This file is the one place where keys are converted.
 */

/** `content_group_id` → `contentGroupId` at the type level. */
export type SnakeToCamel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<SnakeToCamel<Tail>>}`
  : S;

/** Deeply renames the keys of a wire (snake_case) type to camelCase. */
export type CamelCasedDeep<T> = T extends readonly (infer Item)[]
  ? CamelCasedDeep<Item>[]
  : T extends Date | Blob | ((...args: never[]) => unknown)
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? SnakeToCamel<K> : K]: CamelCasedDeep<T[K]> }
      : T;

/** Converts one snake_case (or kebab-free) key to camelCase: `total_elements` → `totalElements`. */
export function convertKeyToCamel(key: string): string {
  return key.replace(/_+([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** Converts one camelCase key to snake_case: `isNewSearch` → `is_new_search`. */
export function convertKeyToSnake(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

// Only plain objects and arrays are walked: FormData, Blob, Date and class instances pass as they are.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function convertKeysDeep(value: unknown, convertKey: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeysDeep(item, convertKey));
  if (!isPlainObject(value)) return value;
  const converted: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    converted[convertKey(key)] = convertKeysDeep(item, convertKey);
  }
  return converted;
}

/** Deeply converts the keys of a wire value (snake_case) to camelCase. */
export function convertKeysToCamel<T>(value: T): CamelCasedDeep<T> {
  return convertKeysDeep(value, convertKeyToCamel) as CamelCasedDeep<T>;
}

/** Deeply converts the keys of a request body or query (camelCase) to snake_case. */
export function convertKeysToSnake(value: unknown): unknown {
  return convertKeysDeep(value, convertKeyToSnake);
}

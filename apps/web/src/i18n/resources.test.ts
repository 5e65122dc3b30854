import { describe, expect, it } from 'vitest';
import { errorCatalogue, validationMessageKeys } from '@hondana/contract';
import { buildApiErrorTexts } from './api-error-texts';
import type { ApiErrorTexts } from './api-error-texts';
import { en } from './en';
import { ja } from './ja';
import { validationTextsEn, validationTextsJa } from './validation-texts';

function collectPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    collectPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

function readPath(resource: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], resource);
}

describe('translation resources', () => {
  it('have the same keys in ja and en', () => {
    expect(collectPaths(en).sort()).toEqual(collectPaths(ja).sort());
  });

  it('have an api.error text for every catalogue code in both languages', () => {
    for (const [code, definition] of Object.entries(errorCatalogue)) {
      expect(buildApiErrorTexts('ja')[code as keyof ApiErrorTexts]).toBe(definition.ja);
      expect(buildApiErrorTexts('en')[code as keyof ApiErrorTexts]).toBe(definition.en);
    }
    expect(ja.api.error.unknown).toBeTruthy();
    expect(en.api.error.unknown).toBeTruthy();
  });

  it('have a text for every validation message key of the contract', () => {
    for (const key of validationMessageKeys) {
      expect(typeof readPath({ validation: validationTextsJa }, key)).toBe('string');
      expect(typeof readPath({ validation: validationTextsEn }, key)).toBe('string');
    }
  });

  it('have no empty texts', () => {
    for (const path of collectPaths(ja)) expect(readPath(ja, path), path).not.toBe('');
    for (const path of collectPaths(en)) expect(readPath(en, path), path).not.toBe('');
  });
});

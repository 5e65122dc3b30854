import type { ja } from './ja';

/** The shape every language must have: the keys of the Japanese resource, string leaves. */
export type TranslationResource = typeof ja;

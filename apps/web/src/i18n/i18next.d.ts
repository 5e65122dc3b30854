import 'i18next';
import type { TranslationResource } from './translation-resource';

// Keys are typed from the Japanese resource: t('missing.key') fails the type-check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TranslationResource };
  }
}

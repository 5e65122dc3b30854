import type { adminTextsJa } from './admin-texts-ja';
import type { contentImportTextsJa } from './content-import-texts-ja';
import type { contentsTextsJa } from './contents-texts-ja';
import type { authTextsJa } from './auth-texts';
import type { sessionTextsJa } from './session-texts';
import type { dashboardTextsJa } from './dashboard-texts-ja';
import type { ja } from './ja';
import type { validationTextsJa } from './validation-texts';
import type { libraryDetailTextsJa, libraryTextsJa } from './library-texts-ja';
import type { readerTextsJa } from './reader-texts-ja';
import type { searchTextsJa } from './search-texts-ja';
import type { fullTextTextsJa } from './full-text-texts-ja';
import type { searchAdminTextsJa } from './search-admin-texts-ja';
import type { hashtagAdminTextsJa } from './hashtag-admin-texts-ja';
import type { searchDisplayAdminTextsJa } from './search-display-admin-texts-ja';
import type { peopleTextsJa } from './people-texts-ja';
import type { messagesTextsJa } from './messages-texts-ja';
import type { brandingTextsJa } from './branding-texts-ja';
import type { subscriptionTextsJa } from './subscription-texts-ja';
import type { subscriptionAdminTextsJa } from './subscription-admin-texts-ja';
import type { paymentTextsJa } from './payment-texts-ja';
import type { paymentHistoryTextsJa } from './payment-history-texts-ja';
import type { documentsTextsJa, uploadedFilesTextsJa } from './uploaded-files-texts-ja';

/**
 * The shape every language must have: the keys of the Japanese resource, string leaves. The
 * administrators' texts join when their screens load (addScreenTexts), not with every page.
 */
export type TranslationResource = BaseTranslationResource & {
  admin: typeof adminTextsJa;
  companyAdmin: typeof dashboardTextsJa;
  contentImport: typeof contentImportTextsJa;
  /** Sign-in, registration and account screens (features/auth/auth-screen-texts.ts). */
  auth: typeof authTextsJa.auth;
  account: typeof authTextsJa.account & { sessions: typeof sessionTextsJa };
  toast: typeof authTextsJa.toast;
  /** Form field errors, loaded with the forms (ui/forms/field-error.ts). */
  validation: typeof validationTextsJa;
  library: typeof libraryTextsJa & { detail: typeof libraryDetailTextsJa };
  reader: typeof readerTextsJa;
  search: typeof searchTextsJa;
  contentAdmin: typeof contentsTextsJa;
  /** Full-text results on the search pages (features/search/full-text-results.tsx). */
  fullText: typeof fullTextTextsJa;
  searchAdmin: typeof searchAdminTextsJa;
  searchDisplayAdmin: typeof searchDisplayAdminTextsJa;
  hashtagAdmin: typeof hashtagAdminTextsJa;
  /** Users, user groups and exceeded sessions (features/people). */
  people: typeof peopleTextsJa;
  /** The company's mail texts (features/messages). */
  messages: typeof messagesTextsJa;
  /** The company's branding parts (features/branding). */
  branding: typeof brandingTextsJa;
  /** The readers' subscription screens and the Purchase Subscription modal. */
  subscription: typeof subscriptionTextsJa;
  /** Plans, discounts by period, coupons, a reader's registered plans (features/subscription-admin). */
  subscriptionAdmin: typeof subscriptionAdminTextsJa;
  /** The card payment screens and the profile's card section (features/payment-card, checkout). */
  payment: typeof paymentTextsJa;
  /** The reader's payment history and the administrator's payments tab (features/payment-history). */
  paymentHistory: typeof paymentHistoryTextsJa;
  /** The company administrator's uploaded files (features/uploaded-files). */
  uploadedFiles: typeof uploadedFilesTextsJa;
  /** The readers' disclosure documents and patient data (features/uploaded-files). */
  documents: typeof documentsTextsJa;
};

/** The texts every page has from the start (the Japanese resource's shape). */
export type BaseTranslationResource = typeof ja;

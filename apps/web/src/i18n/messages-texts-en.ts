import type { messagesTextsJa } from './messages-texts-ja';

/** English texts of the messages screen (`messages.*`, /company/messages). */
export const messagesTextsEn: typeof messagesTextsJa = {
  title: 'Messages',
  intro:
    'The subject and text of each mail the site sends, per kind and language. Readers get the mail in their own language.',
  type: 'Kind of mail',
  lang: 'Language',
  types: {
    FORGOT_PASSWORD: 'Password reset',
    REGISTER_USER: 'Registration',
    CONFIRM_ORDER: 'Order confirmation',
    RENEWAL_FAIL: 'Renewal failed',
    NOTIFY_RENEWAL: 'Renewal notice',
    PAYMENT_PROCESS: 'Payment received',
  },
  isDefault: 'This is the standard text. Saving makes it this company’s own.',
  isCustom: 'This is the company’s own text.',
  subject: 'Subject',
  body: 'Text',
  terms: 'Terms of use',
  sender: 'Sender',
  inquiryForm: 'Inquiries',
  privacyPolicy: 'Privacy policy',
  placeholders: 'Placeholders (click to insert into the text)',
  required: 'required',
  passwordUrlHint:
    'Mails never carry a password. {{link}} is a link to set the password for an account an administrator made, and the sign-in page for a reader who registered with their own.',
  passwordPlaceholderRetired:
    'Mails never carry a password: {{old}} is no longer a placeholder. Use {{link}}, the link to set the password or sign in, instead.',
  insert: 'Insert {{name}} into the text',
  save: 'Save',
  saved: 'The mail text is saved.',
  preview: 'Preview',
  previewTitle: 'Preview (sample data)',
  reset: 'Back to standard',
  resetTitle: 'Back to the standard text',
  resetMessage:
    'The text of this kind and language goes back to the standard one; the saved text is removed.',
  resetDone: 'The standard text is back.',
  testSend: 'Send a test',
  testSent: 'A test mail is on its way to {{to}}.',
  loading: 'Loading…',
  loadFailed: 'Could not load. ({{message}})',
};

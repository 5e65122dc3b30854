export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends transactional mail (password resets, invitations, notices); one implementation per transport. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/**
 * Checked before any transport sees the mail: a bad address from a form should fail with a clear
 * message, and a line break in a header field must never reach the wire (header injection).
 */
export function assertValidMail(mail: Mail): void {
  if (!mail || typeof mail !== 'object') throw new Error('mail must be an object');
  if (typeof mail.to !== 'string' || !/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(mail.to)) {
    throw new Error(`mail recipient must be one plain e-mail address, got "${String(mail.to)}"`);
  }
  if (
    typeof mail.subject !== 'string' ||
    mail.subject.trim() === '' ||
    /[\r\n]/.test(mail.subject)
  ) {
    throw new Error('mail subject must be a non-empty single line');
  }
  if (typeof mail.text !== 'string' || mail.text === '') {
    throw new Error('mail text body must be a non-empty string');
  }
  if (mail.html !== undefined && typeof mail.html !== 'string') {
    throw new Error('mail html body must be a string when given');
  }
}

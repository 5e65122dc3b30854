/**
 * The mails the local SMTP server of the run received (e2e/support/mail-sink.fixture.mjs writes
 * each as JSON into E2E_MAIL_DIR). The server sends mail from its job queue, so a spec waits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ReceivedMail {
  /** Envelope recipients, lowercased. */
  to: string[];
  from: string | null;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

function getMailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the specs through apps/web/e2e/run.mjs');
  return dir;
}

/** Every mail received so far, oldest first. */
export function listMails(): ReceivedMail[] {
  const dir = getMailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail);
}

/**
 * The first mail to `to` that `matches` accepts, polling until it arrives.
 * @throws when none arrived within `timeoutMs`, naming what did arrive for that address
 */
export async function waitForMail(
  to: string,
  matches: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const recipient = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = listMails().filter((mail) => mail.to.includes(recipient));
    const found = mails.find(matches);
    if (found) return found;
    if (Date.now() > deadline) {
      const subjects = mails.map((mail) => mail.subject).join(' | ') || 'none';
      throw new Error(`no matching mail to ${to} within ${timeoutMs} ms (got: ${subjects})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The password reset link of a reset mail (its text part), or null when it has none. */
export function findResetLink(mail: ReceivedMail): URL | null {
  const match = /(https?:\/\/\S+\/forget-password\/reset\?token=[^\s"<>]+)/.exec(mail.text);
  return match?.[1] ? new URL(match[1]) : null;
}

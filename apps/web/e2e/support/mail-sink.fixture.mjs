// A real SMTP server on a loopback port for the end-to-end run: the Hondana server delivers its
// mails here (SMTP_URL), and each mail is written, parsed, as one JSON file into `mailDir`, where
// the specs (another process) read it (support/mailbox.ts).
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * Starts the SMTP server on 127.0.0.1 (a free port) and answers its port and a close function.
 * @param {string} mailDir folder that receives one `<time>-<n>.json` per mail
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function startMailSink(mailDir) {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: the server's mailer must not try to upgrade to TLS.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          count += 1;
          const record = {
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            from: mail.from?.value[0]?.address ?? null,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: new Date().toISOString(),
          };
          const name = `${Date.now()}-${String(count).padStart(4, '0')}.json`;
          // Written under a temporary name first so a reader never sees half a file.
          const partial = path.join(mailDir, `.${name}.partial`);
          writeFileSync(partial, JSON.stringify(record, null, 2));
          renameSync(partial, path.join(mailDir, name));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return {
    port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

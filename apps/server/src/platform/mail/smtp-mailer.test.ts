import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { simpleParser, type ParsedMail } from 'mailparser';
import { pino } from 'pino';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer.js';

interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
}

/** A real SMTP server on a free loopback port that keeps every message it accepts. */
async function startSmtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    ...options,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, port, received };
}

function createCapturingLogger() {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    }),
  );
  return { logger, lines };
}

describe('SMTP mailer', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it('delivers text and html to a real SMTP server', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => new Promise((resolve) => smtp.server.close(() => resolve())));
    const { logger, lines } = createCapturingLogger();
    const mailer = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Hondana <no-reply@hondana.test>',
      logger,
    });
    cleanups.push(() => mailer.close());

    await mailer.send({
      to: 'reader@example.com',
      subject: 'パスワードの再設定',
      text: '次のリンクから再設定してください: https://a.hondana.test/reset?t=abc',
      html: '<p>次のリンクから<a href="https://a.hondana.test/reset?t=abc">再設定</a></p>',
    });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.envelopeTo).toEqual(['reader@example.com']);
    expect(mail.parsed.subject).toBe('パスワードの再設定');
    expect(mail.parsed.from?.value[0]?.address).toBe('no-reply@hondana.test');
    expect(mail.parsed.text?.trim()).toBe(
      '次のリンクから再設定してください: https://a.hondana.test/reset?t=abc',
    );
    expect(mail.parsed.html).toContain('<a href="https://a.hondana.test/reset?t=abc">再設定</a>');
    expect(lines.join('')).toContain('"to":"reader@example.com"');
    // The one-time link is a secret: it must not reach the log.
    expect(lines.join('')).not.toContain('reset?t=abc');
  });

  it('logs in with the credentials in SMTP_URL and never logs the password', async () => {
    const logins: { username: string; password: string }[] = [];
    const smtp = await startSmtpServer({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
        if (auth.username === 'mailer' && auth.password === 's3cret-pass')
          callback(null, { user: 'mailer' });
        else callback(new Error('Invalid username or password'));
      },
    });
    cleanups.push(() => new Promise((resolve) => smtp.server.close(() => resolve())));
    const { logger, lines } = createCapturingLogger();

    const good = createSmtpMailer({
      smtpUrl: `smtp://mailer:s3cret-pass@127.0.0.1:${smtp.port}`,
      from: 'a@hondana.test',
      logger,
    });
    cleanups.push(() => good.close());
    await good.send({ to: 'x@example.com', subject: 'Welcome', text: 'hello' });
    expect(smtp.received[0]?.parsed.text?.trim()).toBe('hello');
    expect(logins).toContainEqual({ username: 'mailer', password: 's3cret-pass' });

    const bad = createSmtpMailer({
      smtpUrl: `smtp://mailer:wrong-pass@127.0.0.1:${smtp.port}`,
      from: 'a@hondana.test',
      logger,
    });
    cleanups.push(() => bad.close());
    await expect(
      bad.send({ to: 'x@example.com', subject: 'Welcome', text: 'hello' }),
    ).rejects.toThrow(/Invalid login|auth/i);
    expect(smtp.received).toHaveLength(1);
    const log = lines.join('');
    expect(log).toContain('mail could not be sent');
    expect(log).not.toContain('s3cret-pass');
    expect(log).not.toContain('wrong-pass');
  });

  it('rejects bad configuration and bad mails before sending', async () => {
    const { logger } = createCapturingLogger();
    expect(() => createSmtpMailer({ smtpUrl: 'not a url', from: 'a@b.test', logger })).toThrow(
      /SMTP_URL must be a URL/,
    );
    expect(() => createSmtpMailer({ smtpUrl: 'http://host', from: 'a@b.test', logger })).toThrow(
      /smtp:\/\/ or smtps:\/\//,
    );
    const mailer = createSmtpMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'a@b.test', logger });
    await expect(
      mailer.send({ to: 'a@b.test, c@d.test', subject: 's', text: 't' }),
    ).rejects.toThrow(/one plain e-mail address/);
    await expect(
      mailer.send({ to: 'a@b.test', subject: 'x\r\nBcc: evil@x.test', text: 't' }),
    ).rejects.toThrow(/single line/);
    await expect(mailer.send({ to: 'a@b.test', subject: 's', text: '' })).rejects.toThrow(
      /text body/,
    );
    await mailer.close();
  });
});

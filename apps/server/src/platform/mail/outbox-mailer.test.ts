import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Mail } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';

describe('outbox mailer', () => {
  it('keeps the mail and logs recipient and subject but not the body', async () => {
    const saved: Mail[] = [];
    const lines: string[] = [];
    const logger = pino(
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(chunk.toString());
          callback();
        },
      }),
    );
    const mailer = createOutboxMailer({
      saveToOutbox: async (mail) => void saved.push(mail),
      logger,
    });
    const mail = {
      to: 'user@example.com',
      subject: '招待',
      text: 'token=secret-123',
      html: '<b>token=secret-123</b>',
    };

    await mailer.send(mail);
    await mailer.close();

    expect(saved).toEqual([mail]);
    const log = lines.join('');
    expect(log).toContain('"to":"user@example.com"');
    expect(log).toContain('"subject":"招待"');
    expect(log).not.toContain('secret-123');
  });

  it('does not log a mail it could not keep, and rejects invalid mails', async () => {
    const lines: string[] = [];
    const logger = pino(
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(chunk.toString());
          callback();
        },
      }),
    );
    const mailer = createOutboxMailer({
      saveToOutbox: async () => {
        throw new Error('database is down');
      },
      logger,
    });
    await expect(mailer.send({ to: 'user@example.com', subject: 's', text: 't' })).rejects.toThrow(
      'database is down',
    );
    await expect(mailer.send({ to: 'not-an-address', subject: 's', text: 't' })).rejects.toThrow(
      /e-mail address/,
    );
    expect(lines).toEqual([]);
  });
});

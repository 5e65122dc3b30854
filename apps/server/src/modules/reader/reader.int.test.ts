import { randomBytes } from 'node:crypto';
import { readdir, readlink } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import path from 'node:path';
import { ErrorCode, RoleLevel } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { READ_BLOCK_BYTES } from '../../platform/storage/file-blocks.js';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import {
  createContent,
  createContentGroup,
} from '../content-access/content-access-test-helpers.js';
import type { ContentGroupRow } from '../content-group/content-group.tables.js';
import { contentGroupContents, contents } from '../content/content.tables.js';
import { defineViewerTokenExpiry } from './reader.jobs.js';
import { viewerTokens } from './reader.tables.js';

type Headers = Record<string, string>;

/** How many of this process's open files are `file` (Linux). */
async function descriptorsOf(file: string): Promise<number> {
  const descriptors = await readdir('/proc/self/fd');
  const targets = await Promise.all(
    descriptors.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')),
  );
  return targets.filter((target) => target === file).length;
}

describe('reader: viewer tokens, book bytes, watermark, reading position', () => {
  let t: TestApp;
  let company: CompanyRow;
  let other: CompanyRow;
  let reader: Headers;
  let readerName: string;
  let me: Awaited<ReturnType<typeof createUser>>;
  let admin: Headers;
  let outsider: Headers;
  const book = randomBytes(300_000);
  const optimized = randomBytes(200_000);

  let shelf: ContentGroupRow;
  let otherShelf: ContentGroupRow;

  /** A processed book in the company's group, its bytes in storage. */
  async function addContent(
    target: CompanyRow,
    fields: Partial<typeof contents.$inferInsert> = {},
  ): Promise<string> {
    const group = target.id === company.id ? shelf : otherShelf;
    const row = await createContent(t.database.db, target, [group], fields);
    await t.storage.put(row.fileKey!, book);
    return row.id;
  }

  function get(url: string, host: string, headers: Headers = {}) {
    return t.app.inject({
      method: 'GET',
      url,
      headers: { host, 'accept-language': 'en', ...headers },
    });
  }

  async function tokenFor(contentId: string, headers: Headers, query = '') {
    const response = await get(
      `/api/v1/content/public/viewer-token?content_id=${contentId}${query}`,
      company.domain,
      headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results as {
      token_id: string;
      content_info: { printable_content: number; extension_type: string };
      watermark: { watermark_content: string };
      reading_position: { location: string } | null;
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db);
    other = await createCompany(t.database.db);
    me = await createUser(t.database.db, company);
    readerName = me.fullName;
    reader = await signIn(t.database.db, me);
    admin = await signIn(
      t.database.db,
      await createUser(t.database.db, company, { roleLevel: RoleLevel.CompanyAdmin }),
    );
    outsider = await signIn(t.database.db, await createUser(t.database.db, other));
    shelf = await createContentGroup(t.database.db, company);
    otherShelf = await createContentGroup(t.database.db, other);
  });
  afterAll(() => t.close());

  it('streams the book by ranges to the reader it was issued to', async () => {
    const id = await addContent(company, { printMode: 2 });
    const token = await tokenFor(id, reader);
    expect(token.content_info).toMatchObject({ printable_content: 2, extension_type: 'pdf' });
    expect(token.watermark.watermark_content).toContain(readerName);
    expect(token.watermark.watermark_content).toContain(new Date().toISOString().slice(0, 10));
    // Only the hash is stored.
    const stored = await t.database.db.select().from(viewerTokens);
    expect(stored.some((row) => row.tokenHash === token.token_id)).toBe(false);

    const url = `/api/v1/files/${token.token_id}`;
    const part = await get(url, company.domain, { ...reader, range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${book.length}`);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.headers['content-type']).toBe('application/pdf');
    expect(part.headers['cache-control']).toMatch(/^private/);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.rawPayload.equals(book.subarray(100, 200))).toBe(true);

    const tail = await get(url, company.domain, { ...reader, range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(book.subarray(book.length - 10))).toBe(true);

    const whole = await get(url, company.domain, { ...reader, 'accept-encoding': 'gzip, br' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(book.length));
    expect(whole.rawPayload.equals(book)).toBe(true);

    const beyond = await get(url, company.domain, { ...reader, range: `bytes=${book.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${book.length}`);
  });

  it('sends a book of several blocks through two reused ones, and stops when the reader leaves', async () => {
    const big = randomBytes(READ_BLOCK_BYTES * 3 + 5);
    const row = await createContent(t.database.db, company, [shelf]);
    await t.storage.put(row.fileKey!, big);
    const url = `/api/v1/files/${(await tokenFor(row.id, reader)).token_id}`;

    const allocations = vi.spyOn(Buffer, 'allocUnsafe');
    const whole = await get(url, company.domain, reader);
    const blocks = allocations.mock.calls.filter(([size]) => size === READ_BLOCK_BYTES).length;
    allocations.mockRestore();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(big.length));
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.rawPayload.equals(big)).toBe(true);
    expect(blocks).toBe(2);

    const head = await t.app.inject({
      method: 'HEAD',
      url,
      headers: { host: company.domain, ...reader },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(big.length));
    expect(head.rawPayload.length).toBe(0);

    // Over a real socket: the reader closes the connection after the first bytes.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve, reject) => {
      const request = httpGet(`${address}${url}`, { headers: { host: company.domain, ...reader } });
      request.on('response', (response) => {
        response.once('data', () => request.destroy());
        response.on('close', resolve);
      });
      request.on('error', (error) => (request.destroyed ? resolve() : reject(error)));
    });
    // The book's file is closed, not left open behind the gone reader.
    const bookFile = path.join(t.config.dataDir, 'files', row.fileKey!);
    await vi.waitFor(async () => expect(await descriptorsOf(bookFile)).toBe(0));
    expect((await get(url, company.domain, reader)).rawPayload.equals(big)).toBe(true);
  });

  it('serves the optimized copy when processing made one', async () => {
    const id = await addContent(company);
    const key = `companies/${company.id}/contents/${id}/optimized.pdf`;
    await t.storage.put(key, optimized);
    await t.database.db.execute(
      sql`update contents set optimized_file_key = ${key} where id = ${id}`,
    );
    const token = await tokenFor(id, reader);
    const whole = await get(`/api/v1/files/${token.token_id}`, company.domain, reader);
    expect(whole.rawPayload.equals(optimized)).toBe(true);
  });

  it('refuses unknown, foreign-host, other-session, expired and ended-session tokens', async () => {
    const id = await addContent(company);
    const token = await tokenFor(id, reader);
    const url = `/api/v1/files/${token.token_id}`;
    expect((await get(url, company.domain, reader)).statusCode).toBe(200);

    const guessed = await get(
      `/api/v1/files/${randomBytes(32).toString('base64url')}`,
      company.domain,
      reader,
    );
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().status).toBe(764);
    // The other company's host, even with its own reader: 764.
    expect((await get(url, other.domain, outsider)).json().status).toBe(764);
    // No session, or another session of the same company.
    expect((await get(url, company.domain)).json().status).toBe(764);
    expect((await get(url, company.domain, admin)).json().status).toBe(764);

    // The access rule is asked on every request: a withdrawn book stops at once.
    await t.database.db.execute(sql`update contents set encoding_status = 4 where id = ${id}`);
    expect((await get(url, company.domain, reader)).json().status).toBe(712);
    await t.database.db.execute(sql`update contents set encoding_status = 3 where id = ${id}`);

    await t.database.db.execute(
      sql`update viewer_tokens set expires_at = now() - interval '1 second' where content_id = ${id}`,
    );
    expect((await get(url, company.domain, reader)).json().status).toBe(765);

    // A signed-out session takes its tokens with it.
    const user = await createUser(t.database.db, company);
    const leaving = await signIn(t.database.db, user);
    const second = await tokenFor(id, leaving);
    const secondUrl = `/api/v1/files/${second.token_id}`;
    expect((await get(secondUrl, company.domain, leaving)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update sessions set revoked_at = now() where user_id = ${user.id}`,
    );
    expect((await get(secondUrl, company.domain, leaving)).statusCode).not.toBe(200);
  });

  it("gives no token for another company's book or one that needs a sign-in", async () => {
    const foreign = await addContent(other);
    const answer = await get(
      `/api/v1/content/public/viewer-token?content_id=${foreign}`,
      company.domain,
      reader,
    );
    expect(answer.json().status).toBe(712);
    const mine = await addContent(company);
    const fromOutside = await get(
      `/api/v1/content/public/viewer-token?content_id=${mine}`,
      other.domain,
      outsider,
    );
    expect(fromOutside.json().status).toBe(712);
    const anonymous = await get(
      `/api/v1/content/public/viewer-token?content_id=${mine}`,
      company.domain,
    );
    // The access rule's answer for a visitor and a book that needs sign-in: 786.
    expect(anonymous.json().status).toBe(786);
    // An unprocessed book opens for nobody but the administrators.
    const pending = await addContent(company, { encodingStatus: 2 });
    expect(
      (
        await get(
          `/api/v1/content/public/viewer-token?content_id=${pending}`,
          company.domain,
          reader,
        )
      ).json().status,
    ).toBe(712);
    expect(
      (
        await get(
          `/api/v1/content/public/viewer-token?content_id=${pending}`,
          company.domain,
          admin,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('answers 766 for a book whose file was never stored (a content added without a file)', async () => {
    const row = await createContent(t.database.db, company, [shelf], { fileKey: null });
    const answer = await get(
      `/api/v1/content/public/viewer-token?content_id=${row.id}`,
      company.domain,
      reader,
    );
    expect(answer.json().status).toBe(ErrorCode.ContentFileNotFound);
  });

  it('binds a visitor token to a visitor cookie when anyone may view the book', async () => {
    const id = await addContent(company, { viewMode: 2 });
    const answer = await get(
      `/api/v1/content/public/viewer-token?content_id=${id}`,
      company.domain,
    );
    expect(answer.statusCode).toBe(200);
    const cookie = answer.cookies.find((c) => c.name === 'hondana_visitor');
    expect(cookie?.httpOnly).toBe(true);
    const { token_id, watermark } = answer.json().results;
    expect(watermark.watermark_content).toContain('guest');
    const url = `/api/v1/files/${token_id}`;
    expect(
      (await get(url, company.domain, { cookie: `hondana_visitor=${cookie!.value}` })).statusCode,
    ).toBe(200);
    expect((await get(url, company.domain)).json().status).toBe(764);
    expect(
      (await get(url, company.domain, { cookie: 'hondana_visitor=someone-else' })).json().status,
    ).toBe(764);
  });

  it('opens by public detail token, by direct-view token (signed in), and checks the group', async () => {
    const id = await addContent(company, { printMode: 1 });
    const [row] = await t.database.db
      .select()
      .from(contents)
      .where(sql`id = ${id}`);
    const byDetail = await get(
      `/api/v1/content/public/viewer-token?detail_id=${row!.detailId}`,
      company.domain,
      reader,
    );
    expect(byDetail.json().results.content_info.id).toBe(id);
    const direct = `/api/v1/content/public/viewer-token?view_token=${row!.viewToken}`;
    expect((await get(direct, company.domain, reader)).statusCode).toBe(200);
    expect((await get(direct, company.domain)).statusCode).toBe(401);
    expect((await get(direct, other.domain, outsider)).json().status).toBe(712);

    const group = await createContentGroup(t.database.db, company, { printable: false });
    await t.database.db
      .insert(contentGroupContents)
      .values({ contentGroupId: group!.id, contentId: id });
    const inGroup = await tokenFor(id, reader, `&content_group_id=${group!.id}`);
    expect(inGroup.content_info.printable_content).toBe(0);
    const empty = await createContentGroup(t.database.db, company);
    const outside = await get(
      `/api/v1/content/public/viewer-token?content_id=${id}&content_group_id=${empty!.id}`,
      company.domain,
      reader,
    );
    expect(outside.statusCode).not.toBe(200);
  });

  it('stops the bytes of a direct-view opening once the administrator renews the link', async () => {
    const id = await addContent(company);
    const viewTokenOf = async () =>
      (
        await t.database.db
          .select()
          .from(contents)
          .where(sql`id = ${id}`)
      )[0]!.viewToken!;
    const opened = await get(
      `/api/v1/content/public/viewer-token?view_token=${await viewTokenOf()}`,
      company.domain,
      reader,
    );
    const bytesUrl = `/api/v1/files/${opened.json().results.token_id as string}`;
    expect((await get(bytesUrl, company.domain, reader)).statusCode).toBe(200);

    const renewed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/content/update-token/${id}`,
      headers: { host: company.domain, ...admin },
    });
    expect(renewed.json().status).toBe(200);
    expect((await get(bytesUrl, company.domain, reader)).json().status).toBe(764);
    // The new link opens the book again.
    const again = await get(
      `/api/v1/content/public/viewer-token?view_token=${await viewTokenOf()}`,
      company.domain,
      reader,
    );
    const newBytes = `/api/v1/files/${again.json().results.token_id as string}`;
    expect((await get(newBytes, company.domain, reader)).statusCode).toBe(200);
  });

  it('deletes viewer tokens past their end on schedule', async () => {
    const id = await addContent(company);
    await tokenFor(id, reader);
    await t.database.db.execute(
      sql`update viewer_tokens set expires_at = now() - interval '1 minute' where content_id = ${id}`,
    );
    const expiry = defineViewerTokenExpiry({ db: t.ports.db, clock: t.ports.clock });
    expect(expiry.cron).toBeDefined();
    await expiry.handler({}, { signal: new AbortController().signal });
    const left = await t.database.db
      .select()
      .from(viewerTokens)
      .where(sql`content_id = ${id}`);
    expect(left).toEqual([]);
  });

  it('keeps the reading position for the next device', async () => {
    const id = await addContent(company);
    expect((await tokenFor(id, reader)).reading_position).toBeNull();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/content/reading-position/${id}`,
      headers: { host: company.domain, ...reader },
      payload: { location: '42', progress: 0.5 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const user = await createUser(t.database.db, company);
    const secondDevice = await signIn(t.database.db, user);
    // Another reader does not see it; the same reader on another session does.
    expect((await tokenFor(id, secondDevice)).reading_position).toBeNull();
    const sameReader = await signIn(t.database.db, me);
    const again = await tokenFor(id, sameReader);
    expect(again.reading_position).toEqual({ location: '42', progress: 0.5 });
  });

  it('lets the company administrator read, change and reset the watermark', async () => {
    const url = '/api/v1/watermark';
    const first = await get(url, company.domain, admin);
    expect(first.json().results).toMatchObject({
      watermark_content: '{name} {date}',
      position: 'diagonal',
    });
    expect((await get(url, company.domain, reader)).json().status).toBe(614);

    const custom = {
      watermark_content: 'Licensed to {name} ({id})',
      font_size: 30,
      color: '#ff0000',
      opacity: 35,
      position: 'tile',
    };
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: { host: company.domain, ...admin },
      payload: custom,
    });
    expect(put.json().results).toEqual(custom);
    const id = await addContent(company);
    expect((await tokenFor(id, reader)).watermark.watermark_content).toMatch(
      new RegExp(`^Licensed to ${readerName} \\(\\d+\\)$`),
    );
    // The other company keeps the defaults.
    const otherAdmin = await signIn(
      t.database.db,
      await createUser(t.database.db, other, { roleLevel: RoleLevel.CompanyAdmin }),
    );
    expect((await get(url, other.domain, otherAdmin)).json().results.font_size).toBe(24);

    const bad = await t.app.inject({
      method: 'PUT',
      url,
      headers: { host: company.domain, ...admin },
      payload: { ...custom, color: 'red' },
    });
    expect(bad.statusCode).toBe(400);
    const reset = await t.app.inject({
      method: 'PUT',
      url: `${url}/reset`,
      headers: { host: company.domain, ...admin },
    });
    expect(reset.json().results.watermark_content).toBe('{name} {date}');
    expect((await get(url, company.domain, admin)).json().results.font_size).toBe(24);
  });
});

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useContentApp } from './content-test-helpers.js';
import { contentGroupContents, contents } from './content.tables.js';

describe('contents (company administrators): add, list, CSV export', () => {
  const { state, call, upload, processJobs } = useContentApp();

  it('adds metadata only: no file, status 1, nothing queued', async () => {
    const jobsBefore = await processJobs();
    const response = await call('POST', 'content/add', {
      body: { title: 'Coming soon', description: 'later', content_group_ids: [state.groupA] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toMatchObject({
      title: 'Coming soon',
      file_name: null,
      file_size: null,
      encoding_status: 1,
      content_group_ids: [state.groupA],
    });
    expect(await processJobs()).toBe(jobsBefore);
  });

  it('pages, searches, filters and sorts (1-based), only within the company', async () => {
    const db = state.t.database.db;
    const [inGroup] = await db
      .insert(contents)
      .values([
        {
          id: `pg${randomBytes(10).toString('hex')}`,
          companyId: state.company.id,
          title: 'Zebra atlas',
          keywords: 'animals',
        },
        {
          id: `pg${randomBytes(10).toString('hex')}`,
          companyId: state.company.id,
          title: 'Apple',
          author: 'Zed Writer',
          encodingStatus: 3,
        },
        {
          id: `pg${randomBytes(10).toString('hex')}`,
          companyId: state.other.id,
          title: 'Zebra of another company',
        },
      ])
      .returning();
    await db
      .insert(contentGroupContents)
      .values({ contentGroupId: state.groupB, contentId: inGroup!.id });

    const search = await call('GET', 'content/page?search_key=ze&sort_field=title&sort=asc');
    expect(search.statusCode).toBe(200);
    const page = search.json().results;
    expect(page.content.map((c: { title: string }) => c.title)).toEqual(['Apple', 'Zebra atlas']);
    expect(page).toMatchObject({ number: 1, total_elements: 2 });

    const byKeyword = await call('GET', 'content/page?search_key=ANIMAL');
    expect(byKeyword.json().results.content.map((c: { title: string }) => c.title)).toEqual([
      'Zebra atlas',
    ]);
    const done = await call('GET', 'content/page?encoding_status=3');
    expect(done.json().results.content.map((c: { title: string }) => c.title)).toEqual(['Apple']);
    const inB = await call('GET', `content/page?content_group_id=${state.groupB}&size=100`);
    const titles = inB.json().results.content.map((c: { title: string }) => c.title);
    expect(titles).toContain('Zebra atlas');
    expect(titles).not.toContain('Apple');

    const all = (await call('GET', 'content/page?size=100')).json().results;
    const pageTwo = (await call('GET', 'content/page?size=2&page=2')).json().results;
    expect(pageTwo.number).toBe(2);
    expect(pageTwo.content.map((c: { id: string }) => c.id)).toEqual(
      all.content.slice(2, 4).map((c: { id: string }) => c.id),
    );
    expect(all.content.some((c: { title: string }) => c.title.includes('another'))).toBe(false);
    expect((await call('GET', 'content/page?sort_field=nope')).statusCode).toBe(400);
  });

  it('is for company administrators only, on their own host', async () => {
    const anonymous = await call('GET', 'content/page', { headers: {} });
    expect(anonymous.json().status).toBe(600);
    const user = await call('GET', 'content/page', { headers: state.reader });
    expect(user.json().status).toBe(614);
    const foreign = await call('GET', 'content/page', { headers: state.otherAdmin });
    expect(foreign.statusCode).not.toBe(200);
    const userUpload = await upload(
      'content/upload-add',
      [{ name: 'file', value: state.pdf, filename: 'a.pdf' }],
      {
        headers: state.reader,
      },
    );
    expect(userUpload.json().status).toBe(614);
  });

  it('exports CSV with a BOM, the shared columns and formula cells escaped', async () => {
    await call('POST', 'content/add', {
      body: {
        title: '=HYPERLINK("http://evil.test","x")',
        author: '@attacker',
        keywords: '-2+3',
        content_group_ids: [state.groupA, state.groupB],
      },
    });
    // The API trims text fields; a tab can still arrive by the CSV import or older data.
    await state.t.database.db
      .update(contents)
      .set({ description: '\tcmd' })
      .where(eq(contents.author, '@attacker'));
    const response = await call('GET', 'content/export-csv?search_key=HYPERLINK');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'id,title,author,keywords,toc,description,distributor_name,param1,param2,param3,param4,param5,view,print,type,content_group_ids,file_name,file_type,file_size,page_count,encoding_status,create_date,update_date',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(lines[1]).toContain(",'@attacker,'-2+3,,'\tcmd,");
    expect(lines[1]).toContain(`,${state.groupA};${state.groupB},`);
    const foreign = await call('GET', 'content/export-csv', {
      host: state.other.domain,
      headers: state.otherAdmin,
    });
    expect(foreign.rawPayload.toString()).not.toContain('HYPERLINK');
    expect((await call('GET', 'content/export-csv', { headers: state.reader })).json().status).toBe(
      614,
    );
  });
});

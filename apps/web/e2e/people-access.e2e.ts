import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  signInCompanyAdminInEnglish,
} from './support/browser';
import {
  callApiOk,
  findCompanyId,
  signInDemoCompanyAdmin,
  signInSystemAdmin,
  updateCompany,
} from './support/site-api';

const host = 'demo.localhost';
/** The reading room's addresses: the test's browsers come "through a trusted proxy" from here. */
const roomAddress = '10.20.30.41';
const roomRange = '10.20.30.0/24';
const officeAddress = '192.0.2.10';
const roomMessage = 'The reading room is full: an earlier reader was signed out.';

interface AdminContent {
  id: string;
  title: string;
  content_group_ids: number[];
}

/**
 * Issue 9's flow in Chromium: the company administrator makes a user group with an IP range and a
 * session limit of 1; a visitor from that range is signed in as the group and sees the group's
 * content group (not another group's); a second visitor from the range goes over the limit and
 * sees the company's message; the administrator finds it in the exceeded-sessions list. The e2e
 * server trusts 127.0.0.1 as a proxy, so the browsers' X-Forwarded-For is their address.
 */
describe('people: IP groups, their content groups and the session limit', () => {
  let browser: Browser;
  let systemToken: string;
  let adminToken: string;
  let demoCompanyId: number;
  const created: { contentGroups: number[]; userGroups: number[]; books: AdminContent[] } = {
    contentGroups: [],
    userGroups: [],
    books: [],
  };
  const api = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    callApiOk<T>(host, method, path, { token: adminToken, body });

  beforeAll(async () => {
    browser = await launchBrowser();
    systemToken = await signInSystemAdmin();
    demoCompanyId = await findCompanyId(systemToken, host);
    await updateCompany(systemToken, demoCompanyId, { allow_login_by_ip_address: true });
    adminToken = await signInDemoCompanyAdmin(host);
    // Two shelves with one demo book each (which stays on its public shelf too): one for the
    // room, one for another user group.
    const books = await api<{ content: AdminContent[] }>('GET', '/content/page?size=100');
    created.books = books.content.slice(0, 2);
    for (const [index, name] of ['Reading room shelf', 'Staff shelf'].entries()) {
      const book = created.books[index]!;
      const group = await api<{ id: number }>('POST', '/content-group/add', { name });
      created.contentGroups.push(group.id);
      await api('PUT', `/content/update/${book.id}`, {
        content_group_ids: [...book.content_group_ids, group.id],
      });
    }
    const staff = await api<{ id: number }>('POST', '/user-group/add', {
      name: 'Staff',
      max_user: 5,
      content_group_ids: [created.contentGroups[1]],
    });
    created.userGroups.push(staff.id);
  });

  afterAll(async () => {
    // Members first: a group in use cannot be deleted.
    const users = await api<{ content: { id: number; user_group_id: number | null }[] }>(
      'GET',
      '/user/page?size=100',
    );
    for (const user of users.content) {
      if (user.user_group_id && created.userGroups.includes(user.user_group_id)) {
        await api('DELETE', `/user/delete/${user.id}`);
      }
    }
    for (const id of created.userGroups) await api('DELETE', `/user-group/delete/${id}`);
    for (const book of created.books) {
      await api('PUT', `/content/update/${book.id}`, { content_group_ids: book.content_group_ids });
    }
    for (const id of created.contentGroups) await api('DELETE', `/content-group/delete/${id}`);
    await api('PUT', '/exceed-session/message', { ja: null, en: null });
    await updateCompany(systemToken, demoCompanyId, { allow_login_by_ip_address: false });
    await browser.close();
  });

  /** A browser whose requests come from `address` (as a trusted proxy reports it). */
  async function openFrom(address: string): Promise<{ context: BrowserContext; page: Page }> {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    await context.setExtraHTTPHeaders({ 'Accept-Language': 'en-US', 'X-Forwarded-For': address });
    return { context, page };
  }
  const openFromRoom = () => openFrom(roomAddress);

  it('signs a visitor of the range in as the group, up to its session limit', async () => {
    // The administrator's office is in no group's range (the demo's own IP group is 127.0.0.1).
    const { context: adminContext, page: admin } = await openFrom(officeAddress);
    try {
      await signInCompanyAdminInEnglish(admin);

      // The group, made on its screen.
      await admin.goto(`${demoUrl}/company/user-group`);
      await admin.getByRole('button', { name: 'Add group' }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByLabel(/^Group name(?! in English)/).fill('Reading room');
      await dialog.getByLabel('Maximum members').fill('5');
      await dialog.getByLabel('Sign-ins at once (0: no limit)').fill('1');
      await dialog.getByRole('combobox', { name: 'Content groups members may read' }).click();
      await admin.getByRole('option', { name: 'Reading room shelf' }).click();
      // Closes the list of choices (Escape would close the dialog).
      await dialog.getByRole('heading', { name: 'Add a user group' }).click();
      await dialog.getByRole('button', { name: 'Add an IP address' }).click();
      await dialog.getByLabel('IP address 1', { exact: true }).fill(roomRange);
      // A row just added, then typed in, carries no stale "required" under the address.
      await expect(dialog.getByText('This field is required.').count()).resolves.toBe(0);
      await saveScreenshot(admin, 'people-user-group-dialog-en');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const row = admin.getByRole('row', { name: /Reading room/ }).first();
      await expect(row.innerText()).resolves.toContain(roomRange);
      const groups = await api<{ content: { id: number; name: string }[] }>(
        'GET',
        '/user-group/page?size=100',
      );
      created.userGroups.push(groups.content.find((group) => group.name === 'Reading room')!.id);

      // The company's own words for readers over the limit.
      await admin.goto(`${demoUrl}/company/exceeded-sessions`);
      await admin.getByLabel('Message (English)').fill(roomMessage);
      await admin.getByRole('button', { name: 'Save' }).click();
      await admin.getByText('The message is saved.').waitFor();

      // A visitor from the room is signed in as the group and sees the room's shelf only.
      const first = await openFromRoom();
      await first.page.goto(`${demoUrl}/`);
      await first.page.getByRole('button', { name: /Reading room/ }).waitFor({ timeout: 15_000 });
      await first.page.getByRole('heading', { name: 'Reading room shelf' }).waitFor();
      await expect(first.page.getByRole('heading', { name: 'Staff shelf' }).count()).resolves.toBe(
        0,
      );
      await saveScreenshot(first.page, 'people-ip-group-home-en');

      // A second one takes the only place: the first session ends, the message shows.
      const second = await openFromRoom();
      await second.page.goto(`${demoUrl}/`);
      await second.page.getByText(roomMessage).waitFor({ timeout: 15_000 });
      await saveScreenshot(second.page, 'people-session-limit-message-en');
      await first.context.close();
      await second.context.close();

      // The administrator sees it in the list, with where it came from.
      await admin.goto(`${demoUrl}/company/exceeded-sessions`);
      const record = admin.getByRole('row', {
        name: new RegExp(roomAddress.replace(/\./g, '\\.')),
      });
      await record.first().waitFor({ timeout: 15_000 });
      await expect(record.first().innerText()).resolves.toContain('Older session ended');
      await saveScreenshot(admin, 'people-exceeded-sessions-en');
    } finally {
      await adminContext.close();
    }
  });
});

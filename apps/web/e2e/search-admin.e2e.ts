/**
 * Issue 8, "judged by", the administration part: the first administrator of a new company
 * configures its search in /company/search-settings as a new user would (a box of each of the
 * seven types plus the full-text box, a tab with a preset condition, the tab bar, a sort and the
 * page title), and the public settings the readers' search pages read reflect each change.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  getSiteUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  waitForPath,
  signInCompanyAdminInEnglish,
} from './support/browser';
import { callApiOk, createCompany, signInSystemAdmin } from './support/site-api';

interface PublicSettings {
  title_page: string | null;
  search_boxes: {
    id: number;
    label: string;
    type: number;
    search_fields: string[];
    operation: string;
    match_values: string[];
    is_full_text: boolean;
    placeholder: string | null;
  }[];
  tabs: { name: string; content_group_id: number | null; conditions: Record<string, unknown>[] }[];
  tab_setting: {
    show_tabs: boolean;
    all_tab_label: string | null;
    buttons: { label: string; action: string; url: string | null }[];
  };
  sort_fields: {
    field: number;
    title: string;
    is_asc_default: boolean;
    is_sort_field_default: boolean;
  }[];
}

/**
 * Picks `options` in the MUI select named `name` inside `scope`. A multiple select stays open
 * after a click and is closed with Escape; a single one closes by itself.
 */
async function choose(
  page: Page,
  scope: Locator,
  name: RegExp,
  options: string[],
  { multiple = false } = {},
) {
  await scope.getByRole('combobox', { name }).click();
  for (const option of options) {
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  if (multiple) await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

interface BoxSpec {
  label: string;
  type?: string;
  /** Fields toggled in the multi-select (Title is chosen at first). */
  toggleFields?: string[];
  choices?: string[];
  operation?: string;
  placeholder?: string;
  isFullText?: boolean;
}

async function addBox(page: Page, spec: BoxSpec) {
  await page.getByRole('button', { name: 'Add search box' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add search box' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: /^Label\W*$/ }).fill(spec.label);
  if (spec.isFullText) {
    await dialog.getByLabel('Full-text search of the books').check();
  } else {
    if (spec.type) await choose(page, dialog, /^Type/, [spec.type]);
    if (spec.toggleFields)
      await choose(page, dialog, /^Fields to search/, spec.toggleFields, { multiple: true });
  }
  if (spec.operation) await choose(page, dialog, /^Several words or values/, [spec.operation]);
  for (const choice of spec.choices ?? []) {
    await dialog.getByLabel('New choice').fill(choice);
    await dialog.getByLabel('New choice').press('Enter');
  }
  if (spec.placeholder)
    await dialog.getByLabel('Hint (placeholder)', { exact: true }).fill(spec.placeholder);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('cell', { name: spec.label, exact: true }).waitFor();
}

describe('a new company administrator configures search', () => {
  let browser: Browser;
  let domain: string;
  const password = 'SearchAdmin1';

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const publicSettings = () => callApiOk<PublicSettings>(domain, 'GET', '/search-setting/public');

  it('sets the title, a box of each type, a tab, the tab bar and a sort; the readers’ settings follow', async () => {
    // A company of its own, so a retry starts from nothing configured again.
    domain = `search-${randomBytes(3).toString('hex')}.localhost`;
    await createCompany(await signInSystemAdmin(), {
      name: 'Search Shelf',
      email: `admin@${domain}`,
      domain,
      password,
    });
    const site = getSiteUrl(domain);
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await signInCompanyAdminInEnglish(page, {
        site: site,
        account: { identity: `admin@${domain}`, password },
      });

      // From the side menu, as a new administrator finds it.
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Search settings' })
        .click();
      await waitForPath(page, '/company/search-settings');
      await page.getByRole('heading', { name: 'Search settings', level: 1 }).waitFor();
      // A new company has no boxes and no tabs yet, and the default sorts.
      await page.getByText('No search boxes yet.').waitFor();
      await page.getByText('No tabs yet.').waitFor();
      await page.getByText('These are the default sorts.', { exact: false }).waitFor();

      // ---- page title: 255 characters at most (744) ----
      const titleField = page.getByRole('textbox', { name: 'Page title' });
      await titleField.fill('x'.repeat(256));
      await page.getByText('at most 255 characters', { exact: false }).first().waitFor();
      await titleField.fill('E2E Search Shelf');
      await page
        .getByRole('region', { name: 'Page title' })
        .getByRole('button', { name: 'Save' })
        .click();
      await expect.poll(async () => (await publicSettings()).title_page).toBe('E2E Search Shelf');

      // ---- a box of each type, and the full-text box ----
      const boxes: BoxSpec[] = [
        { label: 'Inside the books', isFullText: true, placeholder: 'Words in the text' },
        {
          label: 'Title or author',
          toggleFields: ['Author'],
          operation: 'Any of them (OR)',
          placeholder: 'Title or author',
        },
        { label: 'By distributor', type: 'Exact match', toggleFields: ['Title', 'Distributor'] },
        { label: 'Published', type: 'Date range', toggleFields: ['Title', 'Extra field 2'] },
        {
          label: 'Language',
          type: 'Single choice',
          toggleFields: ['Title', 'Extra field 1'],
          choices: ['Japanese', 'English'],
        },
        {
          label: 'Genres',
          type: 'Multiple choice',
          toggleFields: ['Title', 'Extra field 3'],
          choices: ['Novel', 'Manual'],
          operation: 'Any of them (OR)',
        },
        { label: 'Month', type: 'Month range', toggleFields: ['Title', 'Extra field 4'] },
        { label: 'Year', type: 'Year range', toggleFields: ['Title', 'Extra field 5'] },
      ];
      for (const box of boxes) await addBox(page, box);

      // A repeated choice is refused in the dialog, as the server refuses it (418).
      await page.getByRole('button', { name: 'Edit “Language”' }).click();
      const editBox = page.getByRole('dialog', { name: 'Edit search box' });
      await editBox.getByLabel('New choice').fill('Japanese');
      await editBox.getByLabel('New choice').press('Enter');
      await editBox.getByText('“Japanese” is a choice already.').waitFor();
      await saveScreenshot(page, 'search-settings-box-dialog-en');
      // A second full-text box is not offered (782).
      await expect
        .poll(() => editBox.getByLabel('Full-text search of the books').isDisabled())
        .toBe(true);
      await editBox.getByRole('button', { name: 'Cancel' }).click();
      await editBox.waitFor({ state: 'hidden' });

      // Year goes above Month.
      await page.getByRole('button', { name: 'Move “Year” up' }).click();
      await expect
        .poll(async () => (await publicSettings()).search_boxes.map((box) => box.label))
        .toEqual([
          'Inside the books',
          'Title or author',
          'By distributor',
          'Published',
          'Language',
          'Genres',
          'Year',
          'Month',
        ]);

      // ---- a tab with a preset condition, the tab bar and a button ----
      await page.getByRole('button', { name: 'Add tab' }).click();
      const tabDialog = page.getByRole('dialog', { name: 'Add tab' });
      await tabDialog.getByLabel(/^Tab name(?! in English)/).fill('Japanese books');
      await tabDialog.getByRole('button', { name: 'Add condition' }).click();
      const condition = tabDialog.getByRole('group', { name: 'Condition 1' });
      await choose(page, condition, /^Search box/, ['Language (Single choice)']);
      await choose(page, condition, /^Value/, ['Japanese']);
      await tabDialog.getByRole('button', { name: 'Save' }).click();
      await tabDialog.waitFor({ state: 'hidden' });

      const tabs = page.getByRole('region', { name: 'Tabs' });
      await tabs.getByLabel('Show tabs').check();
      await tabs.getByLabel('Name of the “All” tab').fill('Everything');
      await tabs.getByRole('button', { name: 'Save tab setting' }).click();
      await tabs.getByRole('button', { name: 'Add a button' }).click();
      const buttonDialog = page.getByRole('dialog', { name: 'Add a button' });
      await buttonDialog.getByRole('textbox', { name: /^Text\W*$/ }).fill('How to search');
      await buttonDialog.getByRole('combobox', { name: 'Action' }).click();
      await page.getByRole('option', { name: 'Open a link' }).click();
      await buttonDialog.getByRole('textbox', { name: /^Link\W*$/ }).fill('/help');
      await buttonDialog.getByRole('button', { name: 'Save' }).click();
      await buttonDialog.waitFor({ state: 'hidden' });

      // ---- a sort: by author, newest-last first, the default ----
      await page.getByRole('button', { name: 'Add sort' }).click();
      const sortDialog = page.getByRole('dialog', { name: 'Add sort' });
      await choose(page, sortDialog, /^Field/, ['Author']);
      await sortDialog.getByRole('textbox', { name: /^Name\W*$/ }).fill('By author');
      await choose(page, sortDialog, /^Starts/, ['Descending (newest first, Z→A)']);
      await sortDialog.getByLabel('Default sort').check();
      await sortDialog.getByRole('button', { name: 'Save' }).click();
      await sortDialog.waitFor({ state: 'hidden' });
      await page.getByRole('cell', { name: 'By author Default' }).waitFor();
      await saveScreenshot(page, 'search-settings-configured-en');

      // ---- what the readers' pages read ----
      await expect
        .poll(async () => (await publicSettings()).sort_fields.find((sort) => sort.field === 2))
        .toEqual(
          expect.objectContaining({
            title: 'By author',
            is_asc_default: false,
            is_sort_field_default: true,
          }),
        );
      const settings = await publicSettings();
      const byLabel = new Map(settings.search_boxes.map((box) => [box.label, box]));
      expect(byLabel.get('Inside the books')).toMatchObject({
        is_full_text: true,
        type: 1,
        placeholder: 'Words in the text',
      });
      expect(byLabel.get('Title or author')).toMatchObject({
        type: 1,
        search_fields: ['title', 'author'],
        operation: 'OR',
      });
      expect(byLabel.get('By distributor')).toMatchObject({
        type: 2,
        search_fields: ['distributorName'],
      });
      expect(byLabel.get('Published')).toMatchObject({ type: 3, search_fields: ['param2'] });
      expect(byLabel.get('Language')).toMatchObject({
        type: 4,
        search_fields: ['param1'],
        match_values: ['Japanese', 'English'],
      });
      expect(byLabel.get('Genres')).toMatchObject({
        type: 5,
        match_values: ['Novel', 'Manual'],
        operation: 'OR',
      });
      expect(byLabel.get('Month')).toMatchObject({ type: 6, search_fields: ['param4'] });
      expect(byLabel.get('Year')).toMatchObject({ type: 7, search_fields: ['param5'] });
      expect(settings.tabs).toEqual([
        expect.objectContaining({
          name: 'Japanese books',
          content_group_id: null,
          conditions: [{ search_box_id: byLabel.get('Language')!.id, value: 'Japanese' }],
        }),
      ]);
      expect(settings.tab_setting).toMatchObject({
        show_tabs: true,
        all_tab_label: 'Everything',
        buttons: [{ label: 'How to search', action: 'link', url: '/help' }],
      });
      // Only one default sort: the stored defaults gave theirs up.
      expect(settings.sort_fields.filter((sort) => sort.is_sort_field_default)).toHaveLength(1);

      // The same screen in Japanese.
      await page
        .locator('header')
        .getByRole('button', { name: /^JA \(/ })
        .click();
      await page.waitForFunction(() => document.documentElement.lang === 'ja');
      await page.getByRole('heading', { name: '検索設定', level: 1 }).waitFor();
      await saveScreenshot(page, 'search-settings-configured-ja');
    } finally {
      await context.close();
    }
  });
});

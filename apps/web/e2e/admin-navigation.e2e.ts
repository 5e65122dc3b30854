import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  signInCompanyAdmin,
  signInCompanyAdminInEnglish,
} from './support/browser';
import { waitForScreen } from './support/screens';

// Issue 21, part 11: the company administrator's menu in labelled sections with an icon of its
// own per entry, labels and column headers that break only at spaces, reset apart from add.

const sectionNames = {
  ja: ['ライブラリ', '検索', 'ユーザー管理', '外観とメール', 'サブスクリプション'],
  en: ['Library', 'Search', 'People', 'Appearance and mail', 'Subscriptions'],
} as const;

/**
 * Texts of `selector` that a line break cuts between two characters that are not spaces (a
 * word split mid-way, or a Japanese word split between its characters).
 */
function findMidWordBreaks(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((cssSelector) => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll(cssSelector)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        let previousTop: number | null = null;
        for (let index = 0; index < text.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const top = range.getClientRects()[0]?.top ?? null;
          const isSpace = /\s/.test(text[index]!);
          const previousIsSpace = index > 0 && /\s/.test(text[index - 1]!);
          if (
            top !== null &&
            previousTop !== null &&
            Math.abs(top - previousTop) > 2 &&
            !isSpace &&
            !previousIsSpace
          ) {
            broken.push(text);
            break;
          }
          if (top !== null) previousTop = top;
        }
      }
    }
    return broken;
  }, selector);
}

async function signIn(page: Page, language: 'ja' | 'en'): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  if (language === 'en') await signInCompanyAdminInEnglish(page);
  else await signInCompanyAdmin(page);
}

describe('the company administrator’s navigation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const language of ['ja', 'en'] as const) {
    it(`shows the menu in labelled sections, and no label or column header breaks mid-word (${language})`, async () => {
      const { context, page } = await openPage(browser);
      try {
        await signIn(page, language);
        const nav = page.locator('nav#side-drawer');
        for (const name of sectionNames[language]) {
          await nav.getByRole('list', { name, exact: true }).waitFor();
        }
        const iconShapes = await nav
          .locator('a svg path')
          .evaluateAll((paths) => paths.map((path) => path.getAttribute('d')));
        expect(iconShapes.length).toBeGreaterThan(10);
        expect(new Set(iconShapes).size).toBe(iconShapes.length);
        expect(
          await findMidWordBreaks(
            page,
            'nav#side-drawer a, nav#side-drawer [id^="drawer-section"]',
          ),
        ).toEqual([]);
        await saveScreenshot(page, `admin-menu-${language}`);

        const screens = await nav
          .locator('a[href^="/company/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
        for (const screen of screens) {
          await page.goto(`${demoUrl}${screen}`);
          await waitForScreen(page);
          expect(await findMidWordBreaks(page, 'main th'), screen).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
  }

  it('keeps Reset to defaults apart from Add', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, 'en');
      await page.goto(`${demoUrl}/company/contents-group`);
      const reset = page.getByRole('button', { name: 'Reset to defaults' });
      const add = page.getByRole('button', { name: /^Add/ }).first();
      const [resetBox, addBox] = [await reset.boundingBox(), await add.boundingBox()];
      // Quieter than Add (a text button, not outlined) and at least 24 px from it.
      expect(await reset.evaluate((button) => button.className)).toContain('MuiButton-text');
      expect(addBox!.x - (resetBox!.x + resetBox!.width)).toBeGreaterThanOrEqual(24);
    } finally {
      await context.close();
    }
  });
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ContentAccessMode,
  defaultCustomLoginSetting,
  RoleLevel,
  SearchFieldType,
  type CustomLoginSetting,
} from '@hondana/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ASSETS_DIR } from '../../assets-dir.js';
import type { Clock } from '../../platform/clock/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { newElementId } from '../../platform/crypto/ids.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { clientHashOf, hashPassword } from '../../platform/crypto/password.js';
import { systemContext, type CompanyContext } from '../../platform/http/request-context.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import type { CompanyService } from '../company/company.service.js';
import type { EnqueueContentProcessing } from '../content/content.jobs.js';
import { contentGroupContents, contentHashtags, contents } from '../content/content.tables.js';
import type { ContentGroupService } from '../content-group/content-group.service.js';
import type { HashtagService } from '../hashtag/hashtag.service.js';
import type { FieldSettingService } from '../search-config/field-setting.service.js';
import type { SearchBoxService } from '../search-config/search-box.service.js';
import type { SearchTabService } from '../search-config/search-tab.service.js';
import type { SortFieldService } from '../search-config/sort-field.service.js';
import {
  DEFAULT_USER_GROUP_NAMES,
  type UserGroupService,
} from '../user-group/user-group.service.js';
import { ensureBootstrapAdmin } from '../user/bootstrap-admin.js';
import {
  seedDemoMerchant,
  seedDemoSubscriptions,
  type DemoMerchant,
  type DemoSubscriptionServices,
} from './demo-subscriptions.js';
import type { UserService } from '../user/user.service.js';

/** The demo company of architecture.md §4; its passwords are public, so production refuses it. */
export const DEMO = {
  domain: 'demo.localhost',
  admin: { email: 'admin@demo.localhost', password: 'DemoAdmin1' },
  reader: { email: 'reader@demo.localhost', username: 'reader01', password: 'DemoReader1' },
  /** Signs in at http://admin.localhost:3000 unless BOOTSTRAP_ADMIN_* made another one first. */
  systemAdmin: { email: 'sysadmin@admin.localhost', password: 'DemoSystem1' },
  ipGroup: { name: '館内端末 / Library terminals', ipAddresses: ['127.0.0.1/32'] },
} as const;

const DEMO_BOOKS_DIR = path.join(ASSETS_DIR, 'demo-books');

/** The sign-in page's texts, in both languages like every demo text (readers see theirs). */
export const DEMO_SIGN_IN_TEXTS = {
  ...defaultCustomLoginSetting,
  title: 'Hondana デモ書店へようこそ',
  title_en: 'Welcome to the Hondana demo bookshop',
  description: 'デモ用のアカウントでサインインすると、すべての本を読めます。',
  description_en: 'Sign in with a demo account to read every book.',
} satisfies CustomLoginSetting;
/** The demo book behind the plans. */
const PREMIUM_BOOK_FILE = 'harbor-town-stories.pdf';

const groupNameSchema = z.object({ nameJa: z.string(), nameEn: z.string() });
/** books.json, written by scripts/demo-books/make-demo-books.ts beside the books it made. */
const bookManifestSchema = z.object({
  contentGroups: z.object({ novels: groupNameSchema, guides: groupNameSchema }),
  books: z.array(
    z.object({
      fileName: z.string(),
      type: z.enum(['pdf', 'epub']),
      title: z.string(),
      author: z.string(),
      description: z.string(),
      keywords: z.array(z.string()),
      toc: z.string(),
      pageCount: z.number().int().nullable(),
      contentGroup: z.enum(['novels', 'guides']),
      /** ja or en: the demo's language choice box searches it (param1). */
      language: z.enum(['ja', 'en']),
    }),
  ),
});

/**
 * Creates the demo company with its people, groups and books when no company exists yet. The
 * books then go through the same processing job as uploaded ones (page count, texts, covers,
 * optimized PDF): `enqueueProcessing` queues it for each book once its file is stored.
 */
export interface DemoSeedDependencies extends DemoSubscriptionServices {
  /** The transaction-aware handle (ports.db): the services below join the seed's transaction. */
  db: Database;
  storage: ObjectStorage;
  log: FastifyBaseLogger;
  clock: Clock;
  companies: CompanyService;
  userGroups: UserGroupService;
  users: UserService;
  contentGroups: ContentGroupService;
  searchBoxes: SearchBoxService;
  searchTabs: SearchTabService;
  fieldSettings: FieldSettingService;
  sortFields: SortFieldService;
  hashtags: HashtagService;
  enqueueProcessing: EnqueueContentProcessing;
  secretBox: SecretBox;
  /** When given, the company is paid through it (config.demoMerchant). */
  demoMerchant?: DemoMerchant;
}

/**
 * Creates the demo company when there is no company yet; answers its books (queued for
 * processing), or null when nothing was seeded.
 */
export async function seedDemoCompany(
  deps: DemoSeedDependencies,
): Promise<{ companyId: number; ids: string[] } | null> {
  const { db, storage, log, companies, userGroups: groups, users, contentGroups } = deps;
  if (await companies.hasAnyCompany(systemContext(null))) return null;
  await ensureBootstrapAdmin(db, DEMO.systemAdmin, log);

  const manifest = bookManifestSchema.parse(
    JSON.parse(await readFile(path.join(DEMO_BOOKS_DIR, 'books.json'), 'utf8')),
  );
  const [adminHash, readerHash] = await Promise.all([
    hashPassword(clientHashOf(DEMO.admin.password)),
    hashPassword(clientHashOf(DEMO.reader.password)),
  ]);
  const books = manifest.books.map((book) => ({ ...book, id: newElementId() }));

  const companyId = await db.transaction(async (tx) => {
    const company = await companies.insert(systemContext(null), {
      name: 'Hondana デモ書店',
      email: DEMO.admin.email,
      domain: DEMO.domain,
      maxContent: 100,
      maxUser: 100,
      accountType: 'ALL',
      showLinkRegisterUser: true,
      showSubscriptionStatus: true,
      titlePage: 'Hondana デモ書店',
      titlePageEn: 'Hondana Demo',
      viewSettings: { custom_login: DEMO_SIGN_IN_TEXTS },
    });
    const id = company.id;
    // The seed works on the new company's site, as its own setup would.
    const ctx = systemContext(company);
    const group = await groups.create(ctx, {
      ...DEFAULT_USER_GROUP_NAMES,
      maxUser: 100,
      isDefault: true,
    });
    // Visitors from this computer sign in as this group once the company turns IP login on.
    await groups.create(ctx, {
      name: DEMO.ipGroup.name,
      maxUser: 10,
      ipAddresses: [...DEMO.ipGroup.ipAddresses],
    });
    await users.insert(ctx, {
      roleLevel: RoleLevel.CompanyAdmin,
      email: DEMO.admin.email,
      fullName: 'デモ管理者',
      passwordHash: adminHash,
      // Seeded demo accounts count as confirmed (docs/decisions-auth.md).
      emailVerifiedAt: deps.clock.now(),
    });
    await users.insert(ctx, {
      roleLevel: RoleLevel.User,
      email: DEMO.reader.email,
      username: DEMO.reader.username,
      fullName: 'デモ読者',
      passwordHash: readerHash,
      userGroupId: group.id,
      emailVerifiedAt: deps.clock.now(),
    });
    const novels = await contentGroups.create(ctx, {
      ...groupNames(manifest.contentGroups.novels),
      ordinal: 1,
    });
    const guides = await contentGroups.create(ctx, {
      ...groupNames(manifest.contentGroups.guides),
      ordinal: 2,
    });
    const premium = await contentGroups.create(ctx, {
      name: 'プレミアム',
      nameEn: 'Premium',
      ordinal: 3,
    });
    await contentGroups.create(ctx, {
      name: 'お気に入り',
      nameEn: 'Favourites',
      type: 'FAVORITE',
      isDefault: true,
      ordinal: 4,
    });
    // Both groups stay public (linked to no user group): every visitor and reader sees them.
    const groupIdOf = { novels: novels.id, guides: guides.id };
    await tx.insert(contents).values(
      books.map((book) => ({
        id: book.id,
        companyId: id,
        title: book.title,
        author: book.author,
        description: book.description,
        keywords: book.keywords.join(', '),
        toc: book.toc,
        fileType: book.type,
        fileName: book.fileName,
        fileKey: contentFileKey(id, book.id, book.fileName),
        pageCount: book.pageCount,
        param1: languageLabel[book.language],
        viewMode: ContentAccessMode.RequireLogin,
      })),
    );
    // One novel sits on the premium shelf instead: it needs a plan (the gate), the rest are free.
    await tx.insert(contentGroupContents).values(
      books.map((book, ordinal) => ({
        contentGroupId:
          book.fileName === PREMIUM_BOOK_FILE ? premium.id : groupIdOf[book.contentGroup],
        contentId: book.id,
        ordinal,
      })),
    );
    await seedDemoSubscriptions(deps, ctx, premium.id);
    if (deps.demoMerchant) await seedDemoMerchant(deps, ctx, deps.demoMerchant);
    await seedDemoSearch(deps, tx, ctx, {
      guidesGroupId: guides.id,
      harborBookIds: books
        .filter((book) => book.keywords.some((word) => /港町|harbor/i.test(word)))
        .map((book) => book.id),
      guideBookIds: books.filter((book) => book.contentGroup === 'guides').map((book) => book.id),
    });
    return id;
  });

  for (const book of books) {
    const body = await readFile(path.join(DEMO_BOOKS_DIR, book.fileName));
    const contentType = book.type === 'pdf' ? 'application/pdf' : 'application/epub+zip';
    await storage.put(contentFileKey(companyId, book.id, book.fileName), body, contentType);
  }
  for (const book of books) await deps.enqueueProcessing({ contentId: book.id, companyId });
  log.info({ domain: DEMO.domain, books: books.length }, 'demo company created');
  return { companyId, ids: books.map((book) => book.id) };
}

/** The demo's param1 (言語 / Language), which its single-choice search box offers. */
const languageLabel = { ja: '日本語', en: 'English' } as const;

/**
 * The demo company's search setup: a full-text box, a title/author box, a language choice box
 * over param1, a tab of the guides and one of the English books, an author sort besides the
 * defaults, and two hashtags on demo books offered in the search box.
 */
async function seedDemoSearch(
  { searchBoxes, searchTabs, fieldSettings, sortFields, hashtags }: DemoSeedDependencies,
  tx: Executor,
  ctx: CompanyContext,
  demo: { guidesGroupId: number; harborBookIds: string[]; guideBookIds: string[] },
): Promise<void> {
  await searchBoxes.addBox(ctx, {
    label: '本文から探す',
    label_en: 'Inside the books',
    search_fields: [],
    type: SearchFieldType.PartialMatch,
    operation: 'AND',
    match_values: [],
    is_full_text: true,
    placeholder: '例: 図書館',
    placeholder_en: 'e.g. lighthouse',
  });
  await searchBoxes.addBox(ctx, {
    label: 'タイトル・著者',
    label_en: 'Title or author',
    search_fields: ['title', 'author'],
    type: SearchFieldType.PartialMatch,
    operation: 'AND',
    match_values: [],
    is_full_text: false,
    placeholder: null,
  });
  const languageBox = await searchBoxes.addBox(ctx, {
    label: '言語',
    label_en: 'Language',
    search_fields: ['param1'],
    type: SearchFieldType.SingleChoice,
    operation: 'OR',
    match_values: [languageLabel.ja, languageLabel.en],
    is_full_text: false,
    placeholder: null,
  });
  await searchTabs.addTab(ctx, {
    name: 'ガイド',
    name_en: 'Guides',
    content_group_id: demo.guidesGroupId,
    conditions: [],
  });
  await searchTabs.addTab(ctx, {
    name: '英語の本',
    name_en: 'English',
    content_group_id: null,
    conditions: [{ search_box_id: languageBox.id, value: languageLabel.en }],
  });
  await fieldSettings.addFieldSetting(ctx, 'detail', {
    field: 'param1',
    title: '言語',
    title_en: 'Language',
    size: 6,
  });
  await sortFields.addSortField(ctx, {
    field: 2,
    title: '著者順',
    title_en: 'By author',
    is_asc_default: true,
    is_sort_field_default: false,
  });

  const harbor = await hashtags.add(ctx, { name: '港町', name_en: 'Harbor town' });
  const starter = await hashtags.add(ctx, { name: 'はじめて', name_en: 'Getting started' });
  const links = [
    ...demo.harborBookIds.map((contentId) => ({ contentId, hashtagId: harbor.hashtag.id })),
    ...demo.guideBookIds.map((contentId) => ({ contentId, hashtagId: starter.hashtag.id })),
  ];
  if (links.length > 0) await tx.insert(contentHashtags).values(links);
  await hashtags.updateSearchBox(ctx, [harbor.hashtag.id, starter.hashtag.id]);
}

function groupNames(name: { nameJa: string; nameEn: string }) {
  return { name: name.nameJa, nameEn: name.nameEn };
}

/** Where a content's file lives in object storage. */
export function contentFileKey(companyId: number, contentId: string, fileName: string): string {
  const extension = path.extname(fileName).toLowerCase() || '.bin';
  return `companies/${companyId}/contents/${contentId}/source${extension}`;
}

import {
  englishVariantChanges,
  englishVariantValue,
  ErrorCode,
  type hashtagBodySchema,
  type HashtagSetting,
} from '@hondana/contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { SearchSettingsService } from '../search-config/search-settings.service.js';
import { createHashtagRepository } from './hashtag.repository.js';
import type { HashtagRow } from './hashtag.tables.js';

export interface HashtagDependencies {
  db: Database;
  /** The search settings record holds the hashtag setting and the multiple-selection flag. */
  searchSettings: SearchSettingsService;
  /** How many contents carry each hashtag of the company (the content module knows). */
  countContents: (companyId: number) => Promise<Map<number, number>>;
}

type HashtagBody = z.infer<typeof hashtagBodySchema>;

export interface HashtagWithCount {
  hashtag: HashtagRow;
  contentCount: number;
}

/** 740 unless every id is a hashtag of the company. */
async function assertCompanyHashtags(
  repository: ReturnType<typeof createHashtagRepository>,
  companyId: number,
  ids: number[],
): Promise<void> {
  const existing = await repository.existingIds(companyId, ids);
  const missing = ids.filter((id) => !existing.has(id));
  if (missing.length > 0) {
    throw new AppError(ErrorCode.HashtagNotFound, { details: { hash_tag_ids: missing } });
  }
}

/** The company's hashtags: lists, add, change, delete. */
function hashtagCalls({ db, searchSettings, countContents }: HashtagDependencies) {
  const repository = createHashtagRepository(db);

  async function mustFind(ctx: CompanyContext, id: number): Promise<HashtagRow> {
    const row = await repository.find(ctx.company.id, id);
    if (!row) throw new AppError(ErrorCode.HashtagNotFound);
    return row;
  }

  async function withCount(ctx: CompanyContext, row: HashtagRow): Promise<HashtagWithCount> {
    const counts = await countContents(ctx.company.id);
    return { hashtag: row, contentCount: counts.get(row.id) ?? 0 };
  }
  return {
    async all(ctx: CompanyContext): Promise<HashtagWithCount[]> {
      const [rows, counts] = await Promise.all([
        repository.all(ctx.company.id),
        countContents(ctx.company.id),
      ]);
      return rows.map((hashtag) => ({ hashtag, contentCount: counts.get(hashtag.id) ?? 0 }));
    },

    /** The public list: `companyId`, when given, must be the company of this site (404). */
    async publicAll(ctx: CompanyContext, companyId: number | undefined): Promise<HashtagRow[]> {
      if (companyId !== undefined && companyId !== ctx.company.id) {
        throw new AppError(ErrorCode.NotFound, {
          message: `Company ${companyId} is not the company served at this host.`,
        });
      }
      return repository.all(ctx.company.id);
    },

    /** 866 for a name the company already has. */
    async add(ctx: CompanyContext, body: HashtagBody) {
      if (await repository.nameTaken(ctx.company.id, body.name)) {
        throw new AppError(ErrorCode.HashtagDuplicate);
      }
      try {
        const row = await repository.insert(ctx.company.id, {
          name: body.name,
          ...englishVariantChanges({ nameEn: body.name_en }),
          ordinal: body.ordinal ?? (await repository.nextOrdinal(ctx.company.id)),
        });
        return { hashtag: row, contentCount: 0 };
      } catch (error) {
        // Two adds of one name at once: the unique index decides.
        if (await repository.nameTaken(ctx.company.id, body.name)) {
          throw new AppError(ErrorCode.HashtagDuplicate, { cause: error });
        }
        throw error;
      }
    },

    async update(ctx: CompanyContext, id: number, body: HashtagBody) {
      await mustFind(ctx, id);
      if (await repository.nameTaken(ctx.company.id, body.name, id)) {
        throw new AppError(ErrorCode.HashtagDuplicate);
      }
      const row = await repository.update(ctx.company.id, id, {
        name: body.name,
        ...englishVariantChanges({ nameEn: body.name_en }),
        ...(body.ordinal === undefined ? {} : { ordinal: body.ordinal }),
      });
      if (!row) throw new AppError(ErrorCode.HashtagNotFound);
      return withCount(ctx, row);
    },

    /** The hashtag leaves its contents, the search box and the setting's lists with it. */
    async delete(ctx: CompanyContext, id: number): Promise<void> {
      if (!(await repository.delete(ctx.company.id, id))) {
        throw new AppError(ErrorCode.HashtagNotFound);
      }
      const { setting } = await searchSettings.hashtagSettings(ctx.company.id);
      if (setting.lists.some((list) => list.hash_tag_ids.includes(id))) {
        await searchSettings.saveHashtagSettings(ctx.company.id, {
          setting: {
            ...setting,
            lists: setting.lists.map((list) => ({
              ...list,
              hash_tag_ids: list.hash_tag_ids.filter((tagId) => tagId !== id),
            })),
          },
        });
      }
    },

    /** The search box's hashtags for the public search settings. */
    searchBoxHashtags(companyId: number): Promise<HashtagRow[]> {
      return repository.searchBox(companyId);
    },
  };
}

/** The search box's hashtags and the hashtag lists of the search page. */
function hashtagSettingCalls({ db, searchSettings }: HashtagDependencies) {
  const repository = createHashtagRepository(db);

  async function searchBox(ctx: CompanyContext) {
    const [rows, { multipleSelect }] = await Promise.all([
      repository.searchBox(ctx.company.id),
      searchSettings.hashtagSettings(ctx.company.id),
    ]);
    return { hashtagIds: rows.map((row) => row.id), multipleSelect };
  }
  return {
    searchBox,

    /** The hashtags the search box offers, in order: 740 for another company's, 868 for one given twice. */
    async updateSearchBox(ctx: CompanyContext, ids: number[]) {
      if (new Set(ids).size !== ids.length) throw new AppError(ErrorCode.HashtagSettingDuplicate);
      await db.transaction(async (tx) => {
        const repo = createHashtagRepository(tx);
        await assertCompanyHashtags(repo, ctx.company.id, ids);
        await repo.setSearchBox(ctx.company.id, ids);
      });
      return searchBox(ctx);
    },

    async setMultipleSelect(ctx: CompanyContext, multipleSelect: boolean) {
      await searchSettings.saveHashtagSettings(ctx.company.id, { multipleSelect });
      return searchBox(ctx);
    },

    async setting(ctx: CompanyContext): Promise<HashtagSetting> {
      return (await searchSettings.hashtagSettings(ctx.company.id)).setting;
    },

    /** 867 for a list name given twice, 868 for a hashtag in two lists (or twice in one), 740 for an unknown one. */
    async updateSetting(ctx: CompanyContext, setting: HashtagSetting): Promise<HashtagSetting> {
      const names = setting.lists.map((list) => list.name.trim().toLowerCase());
      if (new Set(names).size !== names.length) {
        throw new AppError(ErrorCode.HashtagListNameDuplicate);
      }
      const ids = setting.lists.flatMap((list) => list.hash_tag_ids);
      if (new Set(ids).size !== ids.length) throw new AppError(ErrorCode.HashtagSettingDuplicate);
      await assertCompanyHashtags(repository, ctx.company.id, ids);
      const stored: HashtagSetting = {
        title: setting.title?.trim() ? setting.title.trim() : null,
        title_en: englishVariantValue(setting.title_en) ?? null,
        lists: setting.lists.map((list) => ({
          name: list.name.trim(),
          name_en: englishVariantValue(list.name_en) ?? null,
          hash_tag_ids: list.hash_tag_ids,
        })),
      };
      await searchSettings.saveHashtagSettings(ctx.company.id, { setting: stored });
      return stored;
    },
  };
}

/** Company administrators' hashtags (api-catalogue §7 Hashtags) and the public list. */
export function createHashtagService({ db, searchSettings, countContents }: HashtagDependencies) {
  return {
    ...hashtagCalls({ db, searchSettings, countContents }),
    ...hashtagSettingCalls({ db, searchSettings, countContents }),
  };
}

export type HashtagService = ReturnType<typeof createHashtagService>;

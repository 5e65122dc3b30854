import { ErrorCode, type searchButtonBodySchema } from '@hondana/contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import {
  createSearchButtonRepository,
  type SearchButtonKind,
  type SearchButtonRow,
} from './search-button.repository.js';

export type SearchButtonBody = z.infer<typeof searchButtonBodySchema>;

/** A link needs an internal path (`/…`) or an http(s) URL; other buttons keep no URL. */
function buttonValues(body: SearchButtonBody) {
  let url: string | null = null;
  if (body.action === 'link') {
    url = body.url?.trim() ?? '';
    if (!/^\/[^/\s]\S*$/.test(url) && !/^https?:\/\/[^\s/]+\S*$/i.test(url)) {
      throw new AppError(ErrorCode.BadParameters, {
        message: 'A link button needs a URL: an internal path (/…) or http(s)://….',
      });
    }
  }
  return {
    label: body.label,
    action: body.action,
    url,
    backgroundColor: body.background_color ?? null,
    textColor: body.text_color ?? null,
  };
}

/**
 * The buttons of the three bars: the tab bar, each search result, a search result's page (the
 * settings' button calls and the `/button` calls).
 */
export function createSearchButtonService(db: Database) {
  const repository = createSearchButtonRepository(db);

  async function mustFindButton(
    ctx: CompanyContext,
    kind: SearchButtonKind,
    id: number,
  ): Promise<SearchButtonRow> {
    const row = await repository.button(ctx.company.id, kind, id);
    if (!row) throw new AppError(ErrorCode.ButtonNotFound);
    return row;
  }

  return {
    button(ctx: CompanyContext, kind: SearchButtonKind, id: number) {
      return mustFindButton(ctx, kind, id);
    },

    /** Every button of the company, or of one kind (the `/button` calls). */
    allButtons(ctx: CompanyContext, kind?: SearchButtonKind) {
      return repository.buttons(ctx.company.id, kind);
    },

    /** The kind of the company's button `id`; 727 when it has none such. */
    async buttonKindOf(ctx: CompanyContext, id: number): Promise<SearchButtonKind> {
      const kind = await repository.buttonKind(ctx.company.id, id);
      if (!kind) throw new AppError(ErrorCode.ButtonNotFound);
      return kind;
    },

    async addButton(ctx: CompanyContext, kind: SearchButtonKind, body: SearchButtonBody) {
      return repository.insertButton(ctx.company.id, kind, {
        ...buttonValues(body),
        ordinal: body.ordinal ?? (await repository.nextButtonOrdinal(ctx.company.id, kind)),
      });
    },

    async updateButton(
      ctx: CompanyContext,
      kind: SearchButtonKind,
      id: number,
      body: SearchButtonBody,
    ) {
      await mustFindButton(ctx, kind, id);
      const row = await repository.updateButton(ctx.company.id, kind, id, {
        ...buttonValues(body),
        ...(body.ordinal === undefined ? {} : { ordinal: body.ordinal }),
      });
      if (!row) throw new AppError(ErrorCode.ButtonNotFound);
      return row;
    },

    async deleteButton(ctx: CompanyContext, kind: SearchButtonKind, id: number): Promise<void> {
      if (!(await repository.deleteButton(ctx.company.id, kind, id))) {
        throw new AppError(ErrorCode.ButtonNotFound);
      }
    },
  };
}

export type SearchButtonService = ReturnType<typeof createSearchButtonService>;

import {
  BRANDING_TEXT_MAX,
  defaultBannerSetting,
  ErrorCode,
  FOOTER_LINKS_MAX,
  isValidLink,
  LayoutMode,
  readViewSettings,
  type FooterLinkSetting,
  type ViewSettings,
} from '@hondana/contract';
import type { z } from 'zod';
import type {
  bannerBodySchema,
  bodySettingSchema,
  customLoginBodySchema,
  footerBodySchema,
  footerLinkBodySchema,
  headerSettingSchema,
  inputSettingSchema,
} from '@hondana/contract';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { CompanyImageService } from '../company/company-images.js';
import { bannerImageKeyOf, presentViewSettings } from '../company/company.presenter.js';
import type { CompanyService } from '../company/company.service.js';
import type { CompanyRow } from '../company/company.tables.js';

export type HeaderBody = z.infer<typeof headerSettingSchema>;
export type BodyBody = z.infer<typeof bodySettingSchema>;
export type InputBody = z.infer<typeof inputSettingSchema>;
export type FooterBody = z.infer<typeof footerBodySchema>;
export type FooterLinkBody = z.infer<typeof footerLinkBodySchema>;
export type BannerBody = z.infer<typeof bannerBodySchema>;
export type CustomLoginBody = z.infer<typeof customLoginBodySchema>;

/** The layout a company starts with, and returns to on reset: the home layout. */
export const DEFAULT_LAYOUT = LayoutMode.Home;

/** Counted in characters as people count them, not UTF-16 units. */
function assertLength(value: string | null, code: ErrorCode, max = BRANDING_TEXT_MAX): void {
  if (value !== null && [...value].length > max) throw new AppError(code);
}

const blankToNull = (value: string | null) => (value?.trim() ? value.trim() : null);

/** A banner's link: an internal path or an http(s) address (406 otherwise, 726 too long). */
function assertLink(url: string, type: 'internal' | 'external', code = ErrorCode.LinkTooLong) {
  assertLength(url, code);
  if (!isValidLink(url, type)) {
    throw new AppError(ErrorCode.BadParameters, {
      message:
        type === 'internal'
          ? 'An internal link starts with / (e.g. /search).'
          : 'An external link starts with http:// or https://.',
    });
  }
}

type StoredSettings = Record<string, unknown>;

export interface BrandingServiceOptions {
  companies: CompanyService;
  images: CompanyImageService;
  /** Where a leftover image that could not be deleted is reported. */
  onLeftover: (key: string, error: unknown) => void;
}

function settingsOf(company: CompanyRow): ViewSettings {
  return presentViewSettings(company);
}

function footerOf(company: CompanyRow) {
  return readViewSettings(company.viewSettings).footer;
}

function linkNotFound(id: number) {
  return new AppError(ErrorCode.LinkNotFound, { message: `Footer link ${id} does not exist.` });
}

function checkedLink(link: FooterLinkBody): FooterLinkBody {
  assertLength(link.label, ErrorCode.LinkTooLong);
  assertLink(link.url, link.type_link);
  return link;
}

/** Header, body, input, layout and custom login: parts read and replaced whole. */
function partCalls({ companies }: BrandingServiceOptions) {
  /** Replaces one part of the stored settings, keeping the others as stored. */
  async function savePart(
    ctx: CompanyContext,
    part: string,
    value: unknown,
  ): Promise<ViewSettings> {
    const company = await companies.change(ctx, (current) => ({
      viewSettings: { ...current.viewSettings, [part]: value } as StoredSettings,
    }));
    return settingsOf(company);
  }
  return {
    /** Every part, as readers get them. */
    settings(ctx: CompanyContext): ViewSettings {
      return settingsOf(ctx.company);
    },

    async updateHeader(ctx: CompanyContext, header: HeaderBody) {
      assertLength(header.title, ErrorCode.HeaderTextTooLong);
      return (await savePart(ctx, 'header', { ...header, title: blankToNull(header.title) }))
        .header;
    },

    async updateBody(ctx: CompanyContext, body: BodyBody) {
      return (await savePart(ctx, 'body', body)).body;
    },

    async updateInput(ctx: CompanyContext, input: InputBody) {
      return (await savePart(ctx, 'input', input)).input;
    },

    layoutSetting(ctx: CompanyContext) {
      return { view_page: ctx.company.viewPage as LayoutMode };
    },

    async updateLayoutSetting(ctx: CompanyContext, viewPage: number) {
      const company = await companies.change(ctx, () => ({ viewPage }));
      return { view_page: company.viewPage as LayoutMode };
    },

    customLogin(ctx: CompanyContext) {
      return settingsOf(ctx.company).custom_login;
    },

    /** The field titles are the company's own columns (the login form reads them everywhere). */
    async updateCustomLogin(ctx: CompanyContext, login: CustomLoginBody) {
      const { title_of_email_field, title_of_password_field, ...page } = login;
      // The English variants live in the part itself; the two field titles have columns.
      const texts = {
        title: page.title,
        title_en: page.title_en,
        description: page.description,
        description_en: page.description_en,
        title_of_email_field_en: page.title_of_email_field_en,
        title_of_password_field_en: page.title_of_password_field_en,
      };
      for (const value of [
        ...Object.values(texts),
        title_of_email_field,
        title_of_password_field,
      ]) {
        assertLength(value, ErrorCode.BadParameters);
      }
      const company = await companies.change(ctx, (current) => ({
        titleOfEmailField: blankToNull(title_of_email_field),
        titleOfPasswordField: blankToNull(title_of_password_field),
        viewSettings: {
          ...current.viewSettings,
          custom_login: {
            ...page,
            ...Object.fromEntries(
              Object.entries(texts).map(([key, value]) => [key, blankToNull(value)]),
            ),
          },
        },
      }));
      return settingsOf(company).custom_login;
    },
  };
}

/** The footer and its links. */
function footerCalls({ companies }: BrandingServiceOptions) {
  return {
    /** The footer's colours, font size and copyright; its links keep as they are. */
    async updateFooter(ctx: CompanyContext, footer: FooterBody) {
      assertLength(footer.copy_right, ErrorCode.FooterTextTooLong);
      const company = await companies.change(ctx, (current) => ({
        viewSettings: {
          ...current.viewSettings,
          footer: {
            ...footerOf(current),
            ...footer,
            copy_right: blankToNull(footer.copy_right),
          },
        },
      }));
      return settingsOf(company).footer;
    },

    footerLink(ctx: CompanyContext, id: number) {
      const link = footerOf(ctx.company).links.find((candidate) => candidate.id === id);
      if (!link) throw linkNotFound(id);
      return link;
    },

    /** 725 when the same address is already in that row; 406 past FOOTER_LINKS_MAX. */
    async addFooterLink(ctx: CompanyContext, body: FooterLinkBody) {
      const link = checkedLink(body);
      let added: FooterLinkSetting | null = null;
      await companies.change(ctx, (current) => {
        const footer = footerOf(current);
        if (footer.links.length >= FOOTER_LINKS_MAX) {
          throw new AppError(ErrorCode.BadParameters, {
            message: `A footer holds at most ${FOOTER_LINKS_MAX} links.`,
          });
        }
        if (
          footer.links.some((l) => l.position_link === link.position_link && l.url === link.url)
        ) {
          throw new AppError(ErrorCode.LinkExists);
        }
        const id = Math.max(0, ...footer.links.map((l) => l.id)) + 1;
        added = { ...link, id };
        return {
          viewSettings: {
            ...current.viewSettings,
            footer: { ...footer, links: [...footer.links, added] },
          },
        };
      });
      return added!;
    },

    async updateFooterLink(ctx: CompanyContext, id: number, body: FooterLinkBody) {
      const link = { ...checkedLink(body), id };
      await companies.change(ctx, (current) => {
        const footer = footerOf(current);
        if (!footer.links.some((l) => l.id === id)) throw linkNotFound(id);
        if (
          footer.links.some(
            (l) => l.id !== id && l.position_link === link.position_link && l.url === link.url,
          )
        ) {
          throw new AppError(ErrorCode.LinkExists);
        }
        const links = footer.links.map((l) => (l.id === id ? link : l));
        return { viewSettings: { ...current.viewSettings, footer: { ...footer, links } } };
      });
      return link;
    },

    async deleteFooterLink(ctx: CompanyContext, id: number) {
      await companies.change(ctx, (current) => {
        const footer = footerOf(current);
        if (!footer.links.some((l) => l.id === id)) throw linkNotFound(id);
        const links = footer.links.filter((l) => l.id !== id);
        return { viewSettings: { ...current.viewSettings, footer: { ...footer, links } } };
      });
    },
  };
}

/** The banner and its image. */
function bannerCalls(options: BrandingServiceOptions) {
  const { companies, images } = options;

  async function deleteQuietly(ctx: CompanyContext, key: string | null) {
    if (!key) return;
    await images.deleteImage(ctx, key).catch((error) => options.onLeftover(key, error));
  }
  return {
    /**
     * The banner's settings and, when sent, its new image (judged by its bytes, 2 MB). The image
     * is stored first and the old one deleted after the settings point at the new one, so a
     * failure leaves a complete banner. An image banner needs an image (406).
     */
    async updateBanner(ctx: CompanyContext, banner: BannerBody, image: Buffer | null) {
      assertLength(banner.message, ErrorCode.BannerMessageTooLong);
      const link = blankToNull(banner.link);
      if (link) assertLink(link, link.startsWith('/') ? 'internal' : 'external');
      const newKey = image ? await images.storeImage(ctx, 'banner', image) : null;
      let oldKey: string | null = null;
      try {
        const company = await companies.change(ctx, (current) => {
          oldKey = bannerImageKeyOf(current);
          const imageKey = newKey ?? oldKey;
          if (banner.type_banner === 2 && !imageKey) {
            throw new AppError(ErrorCode.BadParameters, {
              message: 'An image banner needs an image file.',
            });
          }
          return {
            viewSettings: {
              ...current.viewSettings,
              banner: {
                ...banner,
                message: blankToNull(banner.message),
                link,
                image_key: imageKey,
              },
            },
          };
        });
        if (newKey && oldKey !== newKey) await deleteQuietly(ctx, oldKey);
        return settingsOf(company).banner;
      } catch (error) {
        // The same bytes as before share the old key, which is still in use.
        if (newKey && newKey !== oldKey) await deleteQuietly(ctx, newKey);
        throw error;
      }
    },

    /** Back to no banner; its image is deleted. */
    async resetBanner(ctx: CompanyContext) {
      let oldKey: string | null = null;
      const company = await companies.change(ctx, (current) => {
        oldKey = bannerImageKeyOf(current);
        const { image: _image, ...banner } = defaultBannerSetting;
        return { viewSettings: { ...current.viewSettings, banner } };
      });
      await deleteQuietly(ctx, oldKey);
      return settingsOf(company).banner;
    },
  };
}

/**
 * The company administrator's branding parts (api-catalogue.md §7): each change is validated,
 * stored in the company's view settings under a row lock, and reaches readers on every server
 * at once (the company service's cache invalidation).
 */
export function createBrandingService(options: BrandingServiceOptions) {
  return { ...partCalls(options), ...footerCalls(options), ...bannerCalls(options) };
}

export type BrandingService = ReturnType<typeof createBrandingService>;

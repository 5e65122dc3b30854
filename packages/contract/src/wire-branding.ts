// zod/mini: these schemas validate the public settings every page loads first, and the full
// zod API (not tree-shakeable, ~20 KB brotli) would weigh on the home page's initial JS.
import * as z from 'zod/mini';
import { DEFAULT_BRAND_COLOR } from './constants';
import { BannerType, FooterLinkPosition, FooterLinkType, LayoutMode } from './enums';

// The company's branding (api-catalogue.md §7 "Layout and search administration", product.md §3
// "Layout and branding"): one typed part per screen of /company/customize-template. The server
// keeps them in `companies.view_settings`; readers get them with the public settings and build
// their theme from them. A colour left null keeps the site's default.

/** Longest text of any branding part (header title, footer copyright, link, banner message): 719/721/723/726/736. */
export const BRANDING_TEXT_MAX = 255;
/** Footer links a company may have (406 beyond). */
export const FOOTER_LINKS_MAX = 30;

export const hexColorSchema = z
  .string()
  .check(z.trim(), z.regex(/^#[0-9a-fA-F]{6}$/, 'A colour is written #rrggbb.'));
// Missing fields read as null, so a part stored before a field existed keeps its other values.
const color = z._default(z.nullable(hexColorSchema), null);

/** Texts are checked for length by the server, which answers the part's catalogue code. */
const text = z._default(z.nullable(z.string().check(z.trim(), z.maxLength(10_000))), null);
const fontSize = z.int().check(z.gte(8), z.lte(72));

/** An internal path (`/` and more) or an http(s) address, as product.md §5 names them. */
export function isValidLink(value: string, type: 'internal' | 'external'): boolean {
  if (type === 'internal') return /^\/[^\s/][^\s]*$/.test(value) || value === '/';
  return /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value);
}

export const headerSettingSchema = z.object({
  background_color: color,
  text_color: color,
  /** Shown beside the logo; null shows the company name. */
  title: text,
  show_logo: z.boolean(),
});

/** Body, sidebar, buttons and the more/less toggle of long fields. */
export const bodySettingSchema = z.object({
  background_color: color,
  text_color: color,
  button_background_color: color,
  button_text_color: color,
  sidebar_background_color: color,
  sidebar_highlight_color: color,
  sidebar_text_color: color,
  sidebar_text_highlight_color: color,
  sidebar_bar_background_color: color,
  sidebar_bar_text_color: color,
  more_less_background_color: color,
  more_less_text_color: color,
});

/** Input borders of readers' forms (administrators always see the default, product.md §6). */
export const inputSettingSchema = z.object({
  border_color: hexColorSchema,
  hover_border_color: hexColorSchema,
});

export const footerLinkBodySchema = z.object({
  position_link: z.enum([FooterLinkPosition.Upper, FooterLinkPosition.Lower]),
  type_link: z.enum([FooterLinkType.Internal, FooterLinkType.External]),
  url: z.string().check(z.trim(), z.minLength(1), z.maxLength(10_000)),
  label: z.string().check(z.trim(), z.minLength(1), z.maxLength(10_000)),
});
export const footerLinkSchema = z.extend(footerLinkBodySchema, { id: z.int() });
export type FooterLinkSetting = z.infer<typeof footerLinkSchema>;

export const footerBodySchema = z.object({
  background_color: color,
  color,
  font_size: z._default(z.nullable(fontSize), null),
  copy_right: text,
});
export const footerSettingSchema = z.extend(footerBodySchema, { links: z.array(footerLinkSchema) });

export const bannerBodySchema = z.object({
  type_banner: z.union([z.literal(BannerType.Message), z.literal(BannerType.Image)]),
  background_color: color,
  text_color: color,
  message: text,
  /** Where a click on the banner goes: an internal path or an http(s) address. */
  link: text,
  is_show: z.boolean(),
  height_banner: z.int().check(z.gte(24), z.lte(600)),
  font_size: fontSize,
});
export const bannerSettingSchema = z.extend(bannerBodySchema, {
  /** Address of the banner image (content-hashed, long cache); null without one. */
  image: z._default(z.nullable(z.string()), null),
});

/**
 * The sign-in page: background, texts above the form, the identity and password labels, each
 * text with its English variant (`_en`, docs/decisions.md "Company texts in two languages").
 */
export const customLoginBodySchema = z.object({
  background_color: color,
  text_color: color,
  title: text,
  title_en: text,
  description: text,
  description_en: text,
  title_of_email_field: text,
  title_of_email_field_en: text,
  title_of_password_field: text,
  title_of_password_field_en: text,
});
export const customLoginSettingSchema = customLoginBodySchema;

export const layoutSettingSchema = z.object({
  view_page: z.union([
    z.literal(LayoutMode.Search),
    z.literal(LayoutMode.Home),
    z.literal(LayoutMode.None),
  ]),
});

export type HeaderSetting = z.infer<typeof headerSettingSchema>;
export type BodySetting = z.infer<typeof bodySettingSchema>;
export type InputSetting = z.infer<typeof inputSettingSchema>;
export type FooterSetting = z.infer<typeof footerSettingSchema>;
export type BannerSetting = z.infer<typeof bannerSettingSchema>;
export type CustomLoginSetting = z.infer<typeof customLoginSettingSchema>;

export const defaultHeaderSetting: HeaderSetting = {
  background_color: null,
  text_color: null,
  title: null,
  show_logo: true,
};
export const defaultBodySetting: BodySetting = {
  background_color: null,
  text_color: null,
  button_background_color: null,
  button_text_color: null,
  sidebar_background_color: null,
  sidebar_highlight_color: null,
  sidebar_text_color: null,
  sidebar_text_highlight_color: null,
  sidebar_bar_background_color: null,
  sidebar_bar_text_color: null,
  more_less_background_color: null,
  more_less_text_color: null,
};
export const defaultInputSetting: InputSetting = {
  border_color: DEFAULT_BRAND_COLOR,
  hover_border_color: DEFAULT_BRAND_COLOR,
};
export const defaultFooterSetting: FooterSetting = {
  background_color: null,
  color: null,
  font_size: null,
  copy_right: null,
  links: [],
};
export const defaultBannerSetting: BannerSetting = {
  type_banner: BannerType.Message,
  background_color: null,
  text_color: null,
  message: null,
  link: null,
  is_show: false,
  height_banner: 64,
  font_size: 16,
  image: null,
};
export const defaultCustomLoginSetting: CustomLoginSetting = {
  background_color: null,
  text_color: null,
  title: null,
  title_en: null,
  description: null,
  description_en: null,
  title_of_email_field: null,
  title_of_email_field_en: null,
  title_of_password_field: null,
  title_of_password_field_en: null,
};

/**
 * Every part as readers receive it (inside the public settings). Each part falls back to its
 * default on its own, so one malformed part stored by an older version never hides the others.
 */
export const viewSettingsSchema = z.object({
  header: z.catch(headerSettingSchema, defaultHeaderSetting),
  body: z.catch(bodySettingSchema, defaultBodySetting),
  input: z.catch(inputSettingSchema, defaultInputSetting),
  footer: z.catch(footerSettingSchema, defaultFooterSetting),
  banner: z.catch(bannerSettingSchema, defaultBannerSetting),
  custom_login: z.catch(customLoginSettingSchema, defaultCustomLoginSetting),
});
export type ViewSettings = z.infer<typeof viewSettingsSchema>;
export type ViewSettingsPart = keyof ViewSettings;

/** The stored JSON read as typed parts: missing or malformed parts take their defaults. */
export function readViewSettings(stored: unknown): ViewSettings {
  const record = typeof stored === 'object' && stored !== null ? stored : {};
  return viewSettingsSchema.parse(record);
}

// ---- Colour contrast (WCAG 2.x), for the forms' warnings ----

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

/** Contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for text: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). */
export function meetsContrastAA(foreground: string, background: string, isLargeText = false) {
  return contrastRatio(foreground, background) >= (isLargeText ? 3 : 4.5);
}

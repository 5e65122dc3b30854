import { BRANDING_TEXT_MAX, contrastRatio } from '@hondana/contract';
import { siteDefaults } from '../../ui/theme/app-theme';
import type { Branding } from './branding-api';

/** The parts of the screen, in the order of its part selector. */
export const brandingParts = [
  'header',
  'body',
  'input',
  'tabs',
  'banner',
  'footer',
  'layout',
  'login',
  'pageTitle',
] as const;
export type BrandingPart = (typeof brandingParts)[number];

export function isBrandingPart(value: string | null): value is BrandingPart {
  return brandingParts.includes(value as BrandingPart);
}

/** One input of a part's form; `name` is the part's camelCase field and its text key. */
export type FieldSpec =
  | { kind: 'color'; name: string; isRequired?: boolean }
  | { kind: 'text'; name: string; isMultiline?: boolean; maxLength: number }
  | { kind: 'number'; name: string; min: number; max: number; isRequired?: boolean }
  | { kind: 'switch'; name: string }
  | { kind: 'select'; name: string; options: readonly (string | number)[] };

/** A text colour and the background it sits on, with the colours shown while they are unset. */
export interface ContrastPair {
  foreground: string;
  background: string;
  defaults: [foreground: string, background: string];
  /** Boundaries (input borders) need 3:1, text 4.5:1 (WCAG 1.4.11, 1.4.3). */
  isNonText?: boolean;
}

const color = (name: string): FieldSpec => ({ kind: 'color', name });
const text = (name: string, isMultiline = false): FieldSpec => ({
  kind: 'text',
  name,
  isMultiline,
  maxLength: BRANDING_TEXT_MAX,
});
const d = siteDefaults;

/** The fields and colour pairs of each part saved as one record (footer links, images aside). */
export const partForms: Record<BrandingPart, { fields: FieldSpec[]; pairs: ContrastPair[] }> = {
  header: {
    fields: [
      color('backgroundColor'),
      color('textColor'),
      text('title'),
      { kind: 'switch', name: 'showLogo' },
    ],
    pairs: [
      {
        foreground: 'textColor',
        background: 'backgroundColor',
        defaults: [d.header.text, d.header.background],
      },
    ],
  },
  body: {
    fields: [
      'backgroundColor',
      'textColor',
      'buttonBackgroundColor',
      'buttonTextColor',
      'sidebarBackgroundColor',
      'sidebarTextColor',
      'sidebarHighlightColor',
      'sidebarTextHighlightColor',
      'sidebarBarBackgroundColor',
      'sidebarBarTextColor',
      'moreLessBackgroundColor',
      'moreLessTextColor',
    ].map(color),
    pairs: [
      {
        foreground: 'textColor',
        background: 'backgroundColor',
        defaults: [d.body.text, d.body.background],
      },
      {
        foreground: 'buttonTextColor',
        background: 'buttonBackgroundColor',
        defaults: [d.button.text, d.button.background],
      },
      {
        foreground: 'sidebarTextColor',
        background: 'sidebarBackgroundColor',
        defaults: [d.sidebar.text, d.sidebar.background],
      },
      {
        foreground: 'sidebarTextHighlightColor',
        background: 'sidebarHighlightColor',
        defaults: [d.sidebar.textHighlight, d.sidebar.highlight],
      },
      {
        foreground: 'sidebarBarTextColor',
        background: 'sidebarBarBackgroundColor',
        defaults: [d.sidebar.barText, d.sidebar.barBackground],
      },
      {
        foreground: 'moreLessTextColor',
        background: 'moreLessBackgroundColor',
        defaults: [d.moreLess.text, d.moreLess.background],
      },
    ],
  },
  input: {
    fields: [
      { kind: 'color', name: 'borderColor', isRequired: true },
      { kind: 'color', name: 'hoverBorderColor', isRequired: true },
    ],
    pairs: [
      {
        foreground: 'borderColor',
        background: '',
        defaults: [d.input.border, d.body.background],
        isNonText: true,
      },
      {
        foreground: 'hoverBorderColor',
        background: '',
        defaults: [d.input.hoverBorder, d.body.background],
        isNonText: true,
      },
    ],
  },
  tabs: {
    fields: [
      { kind: 'switch', name: 'showTabs' },
      { kind: 'text', name: 'allTabLabel', maxLength: 64 },
      { kind: 'text', name: 'allTabLabelEn', maxLength: 64 },
      color('tabBackgroundColor'),
      color('tabTextColor'),
      color('activeTabBackgroundColor'),
      color('activeTabTextColor'),
    ],
    pairs: [
      {
        foreground: 'tabTextColor',
        background: 'tabBackgroundColor',
        defaults: ['#616161', d.body.background],
      },
      {
        foreground: 'activeTabTextColor',
        background: 'activeTabBackgroundColor',
        defaults: [d.button.background, d.body.background],
      },
    ],
  },
  banner: {
    fields: [
      { kind: 'switch', name: 'isShow' },
      { kind: 'select', name: 'typeBanner', options: [1, 2] },
      text('message', true),
      text('link'),
      color('backgroundColor'),
      color('textColor'),
      { kind: 'number', name: 'heightBanner', min: 24, max: 600, isRequired: true },
      { kind: 'number', name: 'fontSize', min: 8, max: 72, isRequired: true },
    ],
    pairs: [
      { foreground: 'textColor', background: 'backgroundColor', defaults: ['#212121', '#f5f5f5'] },
    ],
  },
  footer: {
    fields: [
      color('backgroundColor'),
      color('color'),
      { kind: 'number', name: 'fontSize', min: 8, max: 72 },
      text('copyRight'),
    ],
    pairs: [
      {
        foreground: 'color',
        background: 'backgroundColor',
        defaults: [d.footer.text, d.footer.background],
      },
    ],
  },
  layout: { fields: [{ kind: 'select', name: 'viewPage', options: [1, 2, 3] }], pairs: [] },
  login: {
    fields: [
      color('backgroundColor'),
      color('textColor'),
      // Each text, then its English variant (docs/decisions.md, company texts in two languages).
      text('title'),
      text('titleEn'),
      text('description', true),
      text('descriptionEn', true),
      text('titleOfEmailField'),
      text('titleOfEmailFieldEn'),
      text('titleOfPasswordField'),
      text('titleOfPasswordFieldEn'),
    ],
    pairs: [
      {
        foreground: 'textColor',
        background: 'backgroundColor',
        defaults: ['#212121', d.body.background],
      },
    ],
  },
  pageTitle: { fields: [text('titlePage'), text('titlePageEn')], pairs: [] },
};

export type PartValues = Record<string, unknown>;

export const hexColorPattern = /^#[0-9a-fA-F]{6}$/;

/** A pair whose resolved colours miss WCAG AA, with its ratio; none when a colour is malformed. */
export function contrastProblems(
  pairs: readonly ContrastPair[],
  values: PartValues,
): { pair: ContrastPair; ratio: number; required: number }[] {
  const resolve = (name: string, fallback: string) => {
    const value = name ? values[name] : null;
    return typeof value === 'string' && hexColorPattern.test(value) ? value : fallback;
  };
  return pairs.flatMap((pair) => {
    const ratio = contrastRatio(
      resolve(pair.foreground, pair.defaults[0]),
      resolve(pair.background, pair.defaults[1]),
    );
    const required = pair.isNonText ? 3 : 4.5;
    return ratio < required ? [{ pair, ratio, required }] : [];
  });
}

/** Field errors a part has before it is sent (the server checks the same and more). */
export function fieldErrors(part: BrandingPart, values: PartValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of partForms[part].fields) {
    const value = values[field.name];
    if (field.kind === 'color') {
      if ((value === null || value === '') && !field.isRequired) continue;
      if (typeof value !== 'string' || !hexColorPattern.test(value)) errors[field.name] = 'color';
    } else if (field.kind === 'text' && typeof value === 'string') {
      if ([...value].length > field.maxLength) errors[field.name] = 'length';
    } else if (field.kind === 'number') {
      if (value === null && !field.isRequired) continue;
      const n = Number(value);
      if (!Number.isInteger(n) || n < field.min || n > field.max) errors[field.name] = 'range';
    }
  }
  return errors;
}

/** The part's values as the form starts from them. */
export function partValuesOf(branding: Branding, part: BrandingPart): PartValues {
  return { ...(branding[part] as unknown as PartValues) };
}

/** What the form sends: blank texts and colours as null (the default), numbers as numbers. */
export function normalizedValues(part: BrandingPart, values: PartValues): PartValues {
  const result: PartValues = { ...values };
  for (const field of partForms[part].fields) {
    const value = values[field.name];
    if (field.kind === 'color' || field.kind === 'text') {
      result[field.name] = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
    } else if (field.kind === 'number') {
      result[field.name] = value === null || value === '' ? null : Number(value);
    } else if (field.kind === 'select') {
      result[field.name] = Number(value);
    }
  }
  return result;
}

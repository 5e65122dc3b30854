import { z } from 'zod';
import { FooterLinkPosition, FooterLinkType } from '@hondana/contract';
import type { FooterLink } from '../../ui/chrome/app-footer';

/**
 * The footer part of `view_settings` (camelCase after the client): product.md §3 "Footer".
 * The contract types view_settings loosely, so a malformed footer is ignored, not fatal.
 */
const footerSettingsSchema = z.object({
  links: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]).transform(String),
        positionLink: z.enum([FooterLinkPosition.Upper, FooterLinkPosition.Lower]),
        typeLink: z.enum([FooterLinkType.Internal, FooterLinkType.External]),
        url: z.string().min(1),
        label: z.string().min(1),
      }),
    )
    .default([]),
  backgroundColor: z.string().nullish(),
  color: z.string().nullish(),
  fontSize: z.number().nullish(),
  copyRight: z.string().nullish(),
});

export interface FooterSettings {
  upperLinks: FooterLink[];
  lowerLinks: FooterLink[];
  copyright: string | null;
  backgroundColor?: string;
  color?: string;
  fontSize?: number;
}

/** Reads the footer settings from the company's view settings (empty rows when absent). */
export function readFooterSettings(
  viewSettings: Record<string, unknown> | null | undefined,
): FooterSettings {
  const parsed = footerSettingsSchema.safeParse(viewSettings?.footer);
  if (!parsed.success) return { upperLinks: [], lowerLinks: [], copyright: null };
  const toLink = (link: (typeof parsed.data.links)[number]): FooterLink => ({
    id: link.id,
    label: link.label,
    url: link.url,
    isExternal: link.typeLink === FooterLinkType.External,
  });
  return {
    upperLinks: parsed.data.links
      .filter((link) => link.positionLink === FooterLinkPosition.Upper)
      .map(toLink),
    lowerLinks: parsed.data.links
      .filter((link) => link.positionLink === FooterLinkPosition.Lower)
      .map(toLink),
    copyright: parsed.data.copyRight || null,
    backgroundColor: parsed.data.backgroundColor ?? undefined,
    color: parsed.data.color ?? undefined,
    fontSize: parsed.data.fontSize ?? undefined,
  };
}

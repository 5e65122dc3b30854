/** The footer link dialog's schema (messages are i18n keys); its output is the body it sends. */
import { z } from 'zod';
import { FooterLinkPosition, FooterLinkType, isValidLink } from '@hondana/contract';
import type { FooterLink, FooterLinkBody } from './branding-api';

export const footerLinkFormSchema = z
  .object({
    positionLink: z.enum([FooterLinkPosition.Upper, FooterLinkPosition.Lower]),
    typeLink: z.enum([FooterLinkType.Internal, FooterLinkType.External]),
    url: z.string().trim(),
    label: z.string().trim().min(1, 'validation.required'),
  })
  .superRefine((values, context) => {
    // The field's own hint, in red: it already says what the kind of link takes.
    if (!isValidLink(values.url, values.typeLink)) {
      context.addIssue({
        code: 'custom',
        path: ['url'],
        message: `branding.links.${values.typeLink}Hint`,
      });
    }
  }) satisfies z.ZodType<FooterLinkBody>;

export type FooterLinkFormValues = z.infer<typeof footerLinkFormSchema>;

export function footerLinkToFormValues(link: FooterLink | null): FooterLinkFormValues {
  if (!link) {
    return {
      positionLink: FooterLinkPosition.Upper,
      typeLink: FooterLinkType.Internal,
      url: '',
      label: '',
    };
  }
  return {
    positionLink: link.positionLink,
    typeLink: link.typeLink,
    url: link.url,
    label: link.label,
  };
}

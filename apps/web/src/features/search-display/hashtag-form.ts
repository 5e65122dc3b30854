/** The hashtag dialog's schema: the name without its "#" (messages are i18n keys). */
import { z } from 'zod';

export const maxHashtagNameLength = 64;

export const hashtagFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'hashtagAdmin.nameRequired', abort: true })
    .max(maxHashtagNameLength, 'hashtagAdmin.nameTooLong'),
  /** English variant of the name; blank: English readers see the name. */
  nameEn: z.string().trim().max(maxHashtagNameLength, 'hashtagAdmin.nameTooLong').optional(),
});

export type HashtagFormValues = z.infer<typeof hashtagFormSchema>;
